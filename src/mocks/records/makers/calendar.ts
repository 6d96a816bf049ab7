import { clockTimeOf } from '../../../../resources/settings/clockTime';
import { addDays, isWeekend, minutesAfter } from '../mockClock';
import type { FieldContext, FieldMaker } from '../recordTypes';
import { parentOf } from './makerKit';

/** A school day some days back (today counts, weekends do not). */
export function schoolDayBack(context: FieldContext, name: string, maxDays: number): string {
  let date = addDays(context.clock.today, -context.random.int(name, 0, maxDays));
  while (isWeekend(date)) date = addDays(date, -1);
  return date;
}

const time = (context: FieldContext, name: string, from: number, to: number) => clockTimeOf(context.random.int(name, from / 5, to / 5) * 5);
const hours = (h: number) => h * 60;

/** An instant on a recent day, in working hours, never after now. */
export function recentInstant(context: FieldContext, name = context.name, maxDays = 10): string {
  const instant = context.clock.at(schoolDayBack(context, `${name}.day`, maxDays), time(context, `${name}.time`, hours(6), hours(17)));
  return Date.parse(instant) > context.clock.now ? new Date(context.clock.now - context.random.int(`${name}.ago`, 5, 90) * 60_000).toISOString() : instant;
}

const daysFromToday = (from: number, to: number): FieldMaker => (context) => addDays(context.clock.today, context.random.int(context.name, from, to));
const ageInYears = (grade: unknown) => (grade === 'K' ? 5 : 5 + (Number(grade) || 3));
const AT_WORK = ['present', 'late', 'training'];
const DONE_TRIPS = ['completed', 'invoiced'];

/** Days and times: when people were hired and born, when papers expire, what happened when. */
export const CALENDAR_MAKERS: Record<string, FieldMaker> = {
  hireDate: daysFromToday(-6000, -120),
  birthDate: (context) => addDays(context.clock.today, -ageInYears(context.row.grade) * 365 - context.random.int('birthday', 0, 364)),
  issuedOn: daysFromToday(-700, -20),
  expiresOn: (context) => addDays(String(context.row.issuedOn ?? context.clock.today), context.random.pick('term', [365, 730, 730, 1095, 1460])),
  licenseExpires: daysFromToday(-20, 1100),
  insuranceExpires: daysFromToday(15, 400),
  contractStart: daysFromToday(-900, -100),
  contractEnd: (context) => addDays(String(context.row.contractStart), 3 * 365),
  effectiveFrom: daysFromToday(-200, -30),
  effectiveTo: daysFromToday(60, 400),
  reportDate: (context) => schoolDayBack(context, 'day', 12),
  attendanceDate: (context) => schoolDayBack(context, 'day', 6),
  workDate: (context) => schoolDayBack(context, 'day', 12),
  startsOn: daysFromToday(-25, 20),
  endsOn: (context) => (context.random.happens('open', 0.3) ? null : addDays(String(context.row.startsOn), context.random.int('length', 1, 30))),
  requestedStartDate: daysFromToday(2, 40),
  effectiveDate: daysFromToday(-10, 30),
  inspectedAt: (context) => {
    const ride = parentOf(context, 'rideId');
    return ride?.actualEnd ? minutesAfter(String(ride.actualEnd), context.random.int('after', 3, 20)) : recentInstant(context);
  },
  departureAt: (context) => {
    const past = DONE_TRIPS.includes(String(context.row.status)) || (context.row.status === 'cancelled' && context.random.happens('pastCancel', 0.5));
    const date = addDays(context.clock.today, past ? -context.random.int('daysAgo', 2, 45) : context.random.int('daysAhead', 3, 60));
    return context.clock.at(date, time(context, 'leaves', hours(7.5), hours(10)));
  },
  returnAt: (context) => minutesAfter(String(context.row.departureAt), context.random.int('hours', 4, 10) * 60),
  // An assignment is entered some days before it starts (a change still to come, lately).
  'student-assignments.createdAt': (context) => {
    const entered = [String(context.row.effectiveFrom), context.clock.today].sort()[0];
    return context.clock.at(addDays(entered, -context.random.int('entered', 1, 10)), time(context, 'enteredAt', hours(8), hours(16)));
  },
  'trip-ride-assignments.startsAt': (context) => minutesAfter(String(parentOf(context, 'tripId')?.departureAt ?? recentInstant(context)), -30),
  'trip-ride-assignments.endsAt': (context) => minutesAfter(String(parentOf(context, 'tripId')?.returnAt ?? context.row.startsAt), 30),
  clockIn: (context) => (AT_WORK.includes(String(context.row.status)) ? time(context, 'in', hours(5.5), context.row.status === 'late' ? hours(7.25) : hours(6.5)) : null),
  clockOut: (context) => (AT_WORK.includes(String(context.row.status)) ? time(context, 'out', hours(14.5), hours(17.5)) : null),
  startTime: (context) => time(context, 'start', hours(5.5), hours(7)),
  endTime: (context) => time(context, 'end', hours(13), hours(17.5)),
};

/** Fallbacks by type, for a date, instant or time nobody named. */
export const dateAround = daysFromToday(-30, 30);
export const timeOfDay = (context: FieldContext) => time(context, context.name, hours(7), hours(17));
