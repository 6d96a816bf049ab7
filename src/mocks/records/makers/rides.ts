import { driverFeeOf } from '../driverFees';
import { addDays, minutesAfter } from '../mockClock';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { NOTES } from '../vocabulary';
import { pickReference } from '../referencePicks';
import { parentOf } from './makerKit';
import { runPlanOf } from './runPlan';

/** How late a ride may start and still count as on time (resources/dashboard/figures.ts). */
interface RideTimeline {
  status: 'scheduled' | 'assigned' | 'en_route' | 'completed' | 'cancelled';
  scheduledStart: string;
  scheduledEnd: string;
  actualStart: string | null;
  actualEnd: string | null;
}

/**
 * Where a ride stands on the mock's clock, from its run's times on its day: done (on time mostly,
 * one in eight late; cancelled when nobody was assigned, and now and then anyway), on the road, or
 * still to come — assigned once it has a vehicle and a driver.
 */
function timelineOf(context: FieldContext): RideTimeline {
  return context.once('timeline', () => {
    const { row, random, clock } = context;
    const run = parentOf(context, 'routeId');
    const scheduledStart = clock.at(String(row.rideDate), String(run?.startTime ?? '07:00'));
    const scheduledEnd = clock.at(String(row.rideDate), String(run?.endTime ?? '08:00'));
    const crewed = row.vehicleId != null && row.driverId != null;
    const late = random.happens('late', 0.12);
    const actualStart = minutesAfter(scheduledStart, late ? random.int('delay', 6, 22) : random.int('delay', -3, 4));
    const duration = (Date.parse(scheduledEnd) - Date.parse(scheduledStart)) / 60_000;
    const actualEnd = minutesAfter(actualStart, duration + random.int('overrun', -3, 6));
    if (Date.parse(actualStart) > clock.now) return { status: crewed ? 'assigned' : 'scheduled', scheduledStart, scheduledEnd, actualStart: null, actualEnd: null };
    if (!crewed || random.happens('cancelled', 0.02)) return { status: 'cancelled', scheduledStart, scheduledEnd, actualStart: null, actualEnd: null };
    if (Date.parse(actualEnd) > clock.now) return { status: 'en_route', scheduledStart, scheduledEnd, actualStart, actualEnd: null };
    return { status: 'completed', scheduledStart, scheduledEnd, actualStart, actualEnd };
  });
}

const timeline = (field: keyof RideTimeline): FieldMaker => (context) => timelineOf(context)[field];

/** Runs (their stops, path and times) and the rides that drive them, day by day. */
export const RIDE_MAKERS: Record<string, FieldMaker> = {
  'routes.direction': (context) => runPlanOf(context).direction,
  'routes.number': (context) => {
    const campusCode = String(parentOf(context, 'campusId')?.code ?? '00-00').split('-')[1];
    return `${runPlanOf(context).direction}-${campusCode}${String(Math.floor(context.index / 2) + 1).padStart(2, '0')}`;
  },
  'routes.startTime': (context) => runPlanOf(context).startTime,
  'routes.endTime': (context) => runPlanOf(context).endTime,
  'routes.stops': (context) => runPlanOf(context).stops,
  'routes.polyline': (context) => runPlanOf(context).polyline,
  'routes.distanceMeters': (context) => runPlanOf(context).distanceMeters,
  'routes.monitorRequired': ({ random }) => random.happens('monitor', 0.15),
  // A day's rides are planned two weeks ahead.
  'rides.createdAt': (context) => context.clock.at(addDays(String(context.row.rideDate), -14), '12:00'),
  // A run is driven by a vehicle of its type.
  'rides.vehicleId': (context) => pickReference(context, Number(context.row.routeId), (vehicle) => vehicle.type === parentOf(context, 'routeId')?.vehicleType),
  'rides.displayId': ({ index }) => 100_001 + index,
  'rides.status': timeline('status'),
  'rides.scheduledStart': timeline('scheduledStart'),
  'rides.scheduledEnd': timeline('scheduledEnd'),
  'rides.actualStart': timeline('actualStart'),
  'rides.actualEnd': timeline('actualEnd'),
  'rides.driverFeeCents': (context) => driverFeeOf(context.row, parentOf(context, 'routeId')).totalCents,
  'rides.tags': ({ random }) => (random.happens('tagged', 0.06) ? [random.pick('tag', ['wheelchair lift', 'substitute driver', 'field trip return'])] : []),
  needsNotes: ({ random }) => (random.happens('needs', 0.4) ? random.pick('needsNote', NOTES.ride) : null),
};
