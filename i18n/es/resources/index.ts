import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';

export const resources: Messages['resources'] = {
  ...coreResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
};
