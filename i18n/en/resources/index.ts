import { coreChoices, coreResources } from './core';
import { driverRecordChoices, driverRecordResources } from './driverRecords';
import { inspectionChoices, inspectionResources } from './inspections';
import { peopleResources } from './people';
import { requestChoices, requestResources } from './requests';
import { tripChoices, tripResources } from './trips';
import { workChoices, workResources } from './work';

/**
 * react-admin's names of the declared resources and their fields (resources.<name>.fields.<field>),
 * one file per group of sections, and how the declared fields' choice values read.
 */
export const resources = {
  ...coreResources,
  ...driverRecordResources,
  ...inspectionResources,
  ...peopleResources,
  ...requestResources,
  ...tripResources,
  ...workResources,
};

export const choices = {
  ...coreChoices,
  ...driverRecordChoices,
  ...inspectionChoices,
  ...requestChoices,
  ...tripChoices,
  ...workChoices,
};
