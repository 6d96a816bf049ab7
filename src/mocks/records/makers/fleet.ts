import { DEFECT_ITEMS, NOTES, VEHICLE_MODELS } from '../vocabulary';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { parentOf } from './makerKit';

const PREFIX = { bus: '', van: 'V', car: 'C' } as const;
type VehicleType = keyof typeof VEHICLE_MODELS;

/** Three vehicles in four are buses, then vans, then the odd car. */
const typeOf = (context: FieldContext): VehicleType => (['bus', 'bus', 'bus', 'bus', 'bus', 'bus', 'van', 'van', 'car'] as const)[context.index % 9];
const modelOf = (context: FieldContext) => context.once('model', () => context.random.pick('model', VEHICLE_MODELS[(context.row.type as VehicleType | undefined) ?? 'bus']));

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const letters = (context: FieldContext, name: string, count: number) => Array.from({ length: count }, (_, index) => context.random.pick(`${name}.${index}`, [...LETTERS])).join('');

/** A shop only works on a vehicle out of service; a retired one stays where it is. */
const maintenanceOf = (context: FieldContext) => (context.row.status === 'out_of_service' ? 'in_shop' : context.random.pick('maintenance', ['ok', 'ok', 'ok', 'ok', 'ok', 'service_due']));

/** A failed or defective inspection goes to the shop; a clean one needs nothing. */
const resultOf = (context: FieldContext) => (context.row.status === 'no_follow_up' ? 'pass' : context.random.pick('result', ['defects', 'defects', 'fail']));

/** The fleet: vehicles, their inspections, where they park and what their drivers report. */
export const FLEET_MAKERS: Record<string, FieldMaker> = {
  'vehicles.type': typeOf,
  'vehicles.number': (context) => `${PREFIX[context.row.type as VehicleType]}${1100 + context.index * 3}`,
  'vehicles.status': ({ random }) => random.pick('status', ['in_service', 'in_service', 'in_service', 'in_service', 'in_service', 'in_service', 'in_service', 'spare', 'out_of_service', 'retired']),
  'vehicles.maintenanceStatus': maintenanceOf,
  'vehicles.seats': (context) => modelOf(context).seats,
  'vehicles.wheelchairPositions': (context) => (context.row.type === 'bus' && context.random.happens('lift', 0.2) ? 2 : 0),
  make: (context) => modelOf(context).make,
  model: (context) => modelOf(context).model,
  year: ({ random }) => random.int('year', 2012, 2025),
  vin: (context) => `1${letters(context, 'vin', 4)}${context.random.digits('vin', 12)}`,
  plate: (context) => `${context.random.digits('plate', 3)} ${letters(context, 'plate', 3)}`,
  gpsDeviceId: ({ random }) => `GPS-${random.digits('gps', 6)}`,
  odometer: (context) => Number(parentOf(context, 'vehicleId')?.odometer ?? context.random.int('odometer', 18_000, 240_000)),
  'drivers.licenseClass': ({ random }) => random.pick('class', ['B', 'B', 'B', 'A', 'C']),
  // Most checks find nothing; those that do are spread over the shop's steps.
  'vehicle_inspections.status': (context) => (context.random.happens('clean', 0.55) ? 'no_follow_up' : context.random.pick('followUp', ['reported', 'mechanic_assigned', 'repaired', 'out_of_service', 'no_defect'])),
  result: resultOf,
  defects: (context) => (context.row.result === 'pass' ? [] : DEFECT_ITEMS.filter((_, index) => context.random.happens(`defect.${index}`, 0.2)).slice(0, 3)
    .concat(context.random.pick('defect', DEFECT_ITEMS)).filter((item, index, all) => all.indexOf(item) === index)
    .map((item) => ({ item, note: context.random.happens(`${item}.note`, 0.4) ? context.random.pick(`${item}.noteText`, NOTES.inspection) : null }))),
  'vehicle-inspections.notes': (context) => (context.row.result === 'pass' ? null : context.random.pick('notes', NOTES.inspection)),
  assessment: ({ random }) => random.pick('assessment', NOTES.assessment),
  // A driver's day: a run of their vendor in the morning and its twin in the afternoon.
  runs: (context) => {
    const mornings = context.made.rowsOf('routes').filter((run) => run.vendorId === context.row.vendorId && run.direction === 'AM');
    const morning = mornings.length ? context.random.pick('run', mornings) : undefined;
    return morning ? `${String(morning.number)}, ${String(context.made.byId('routes', morning.id + 1)?.number ?? '')}` : null;
  },
  odometerStart: (context) => Number(parentOf(context, 'vehicleId')?.odometer ?? 60_000) - context.random.int('driven', 200, 4000),
  odometerEnd: (context) => Number(context.row.odometerStart) + context.random.int('miles', 38, 140),
  studentsAm: ({ random }) => random.int('am', 12, 64),
  studentsPm: ({ random }) => random.int('pm', 10, 62),
  rawOcrText: (context) => (context.row.source === 'scan' ? `DRIVER BUS REPORT\nRUNS ${String(context.row.runs)}\nODO OUT ${String(context.row.odometerStart)}  ODO IN ${String(context.row.odometerEnd)}` : null),
};
