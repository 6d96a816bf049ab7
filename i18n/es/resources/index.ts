import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';
import { peopleResources } from './people';

export const resources: Messages['resources'] = {
  ...coreResources,
  ...peopleResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
};
