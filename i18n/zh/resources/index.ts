import type { Messages } from '../../en';
import { coreChoices, coreResources } from './core';
import { driverRecordChoices, driverRecordResources } from './driverRecords';
import { inspectionChoices, inspectionResources } from './inspections';
import { peopleResources } from './people';
import { requestChoices, requestResources } from './requests';
import { tripChoices, tripResources } from './trips';
import { workChoices, workResources } from './work';

export const resources: Messages['resources'] = {
  ...coreResources,
  ...driverRecordResources,
  ...inspectionResources,
  ...peopleResources,
  ...requestResources,
  ...tripResources,
  ...workResources,
};

export const choices: Messages['choices'] = {
  ...coreChoices,
  ...driverRecordChoices,
  ...inspectionChoices,
  ...requestChoices,
  ...tripChoices,
  ...workChoices,
};
