import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';
import { driverRecordChoices, driverRecordResources } from './driverRecords';

export const resources: Messages['resources'] = {
  ...coreResources,
  ...driverRecordResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
  ...driverRecordChoices,
};
