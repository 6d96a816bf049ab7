import type { Subject } from '../../permissions/subjects';
import { choice, datetime, integer, json, reference, text, type FieldDeclaration } from '../engine/fields';
import { defineResource, type StatusFlow } from '../engine/resource';

export const INSPECTION_KINDS = ['pre_trip', 'post_trip', 'end_of_day', 'end_of_ride'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** Where a failed inspection stands; a passed one needs nothing (no_follow_up). */
export const INSPECTION_STATUSES = ['no_follow_up', 'reported', 'mechanic_assigned', 'repaired', 'out_of_service', 'no_defect'] as const;

/** One defect the driver found: the item and, maybe, what is wrong with it. */
export interface InspectionDefect {
  item: string;
  note: string | null;
}

const assessed = { from: ['mechanic_assigned'], rule: ['assess', 'vehicle-inspections'], stamp: { by: 'assessedByUserId', at: 'assessedAt' } } as const;

/**
 * A failed inspection goes to the shop: a mechanic is assigned (VEHICLE_INSPECTION_MECHANIC_ASSIGNMENT_EDIT),
 * then assesses it (VEHICLE_INSPECTION_ASSESSMENT_EDIT) as repaired, out of service or no defect found —
 * whatever the kind of inspection, the same two codes.
 */
export const INSPECTION_FLOW: StatusFlow = {
  field: 'status',
  transitions: {
    'assign-mechanic': {
      from: ['reported'], to: 'mechanic_assigned', rule: ['assign-mechanic', 'vehicle-inspections'],
      stamp: { by: 'mechanicAssignedByUserId', at: 'mechanicAssignedAt' }, input: { mechanicName: 'required' },
    },
    repaired: { ...assessed, to: 'repaired', input: { assessment: 'optional' } },
    'out-of-service': { ...assessed, to: 'out_of_service', input: { assessment: 'required' } },
    'no-defect': { ...assessed, to: 'no_defect', input: { assessment: 'optional' } },
  },
};

/**
 * The inspections of some kinds as a section of their own (one table, a view code per section): what
 * the driver found, and the shop's follow-up. Drivers file them from their app; the console follows
 * them up, it does not write them.
 */
export function inspectionSection(name: string, subject: Exclude<Subject, 'all'>, kinds: readonly InspectionKind[], extra: Record<string, FieldDeclaration> = {}) {
  const several = kinds.length > 1;
  return defineResource({
    name,
    table: 'vehicle_inspections',
    subject,
    only: { kind: kinds },
    fields: {
      inspectedAt: datetime({ readOnly: true, list: true, filter: true }),
      kind: choice(kinds, { readOnly: true, list: several, filter: several }),
      vehicleId: reference('vehicles', { readOnly: true, list: true, filter: true }),
      driverId: reference('drivers', { readOnly: true, list: true, filter: true }),
      vendorId: reference('vendors', { readOnly: true, filter: true }),
      yardId: reference('yards', { readOnly: true, list: true, filter: true }),
      ...extra,
      result: choice(['pass', 'defects', 'fail'], { readOnly: true, list: true, filter: true }),
      defects: json({ readOnly: true, list: true }),
      odometer: integer({ readOnly: true, plain: true }),
      notes: text({ readOnly: true, maxLength: 1000 }),
      status: choice(INSPECTION_STATUSES, { readOnly: true, list: true, filter: true }),
      mechanicName: text({ readOnly: true, maxLength: 120, list: true, search: true }),
      mechanicAssignedAt: datetime({ readOnly: true }),
      assessment: text({ readOnly: true, maxLength: 1000 }),
      assessedAt: datetime({ readOnly: true }),
    },
    permissions: { view: ['view', subject] },
    statusFlow: INSPECTION_FLOW,
    recordRepresentation: 'inspectedAt',
    defaultSort: { field: 'inspectedAt', order: 'DESC' },
  });
}
