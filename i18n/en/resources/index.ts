import { coreChoices, coreResources } from './core';
import { tripChoices, tripResources } from './trips';

/**
 * react-admin's names of the declared resources and their fields (resources.<name>.fields.<field>),
 * one file per group of sections, and how the declared fields' choice values read.
 */
export const resources = {
  ...coreResources,
  ...tripResources,
};

export const choices = {
  ...coreChoices,
  ...tripChoices,
};
