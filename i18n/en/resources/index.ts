import { coreChoices, coreResources } from './core';
import { peopleResources } from './people';

/**
 * react-admin's names of the declared resources and their fields (resources.<name>.fields.<field>),
 * one file per group of sections, and how the declared fields' choice values read.
 */
export const resources = {
  ...coreResources,
  ...peopleResources,
};

export const choices = {
  ...coreChoices,
};
