import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';
import { inspectionChoices, inspectionResources } from './inspections';
import { requestChoices, requestResources } from './requests';

export const resources: Messages['resources'] = {
  ...coreResources,
  ...inspectionResources,
  ...requestResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
  ...inspectionChoices,
  ...requestChoices,
};
