import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';
import { tripChoices, tripResources } from './trips';

export const resources: Messages['resources'] = {
  ...coreResources,
  ...tripResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
  ...tripChoices,
};
