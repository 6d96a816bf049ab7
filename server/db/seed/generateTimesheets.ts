import type { Insertable } from 'kysely';
import { hoursWorked } from '../../../resources/timesheet-entries/hours';
import type { TimesheetEntriesTable } from '../schema';
import { minutesToTime } from './calendar';
import type { WorkSeedInput } from './seedWorkAndMoney';

/** School days of timesheets kept in the demo, and how many of the latest still wait for approval. */
const DAYS = 5;
const WAITING_DAYS = 2;
const EXTRAS = [
  { activityType: 'pre_trip_inspection', start: 5 * 60 + 30, minutes: 20 },
  { activityType: 'fueling', start: 9 * 60 + 15, minutes: 30 },
  { activityType: 'training', start: 10 * 60, minutes: 120 },
  { activityType: 'shop_time', start: 11 * 60, minutes: 90 },
  { activityType: 'standby', start: 12 * 60 + 30, minutes: 60 },
  { activityType: 'office_work', start: 9 * 60 + 30, minutes: 45 },
] as const;
const NOTES = ['Covered a run for an absent driver', 'Bus swapped at the yard', 'Traffic on the highway', 'Field trip return'];

/**
 * A week of drivers' and monitors' hours: the morning and afternoon route service, now and then an
 * inspection, fueling or training. Older days are decided (a few rejected); the latest two wait for
 * the office, and one yard per vendor sent its latest day as an upload.
 */
export function generateTimesheets({ random, org, pastDays, now, office }: WorkSeedInput): Insertable<TimesheetEntriesTable>[] {
  const days = pastDays.slice(-DAYS);
  const uploadedYards = new Set(org.vendors.map((vendor) => org.yards.find((yard) => yard.vendorId === vendor.id)?.id));
  const entries: Insertable<TimesheetEntriesTable>[] = [];
  const staff = [
    ...org.drivers.map((person) => ({ person, driverId: person.id, monitorId: null })),
    ...org.monitors.map((person) => ({ person, driverId: null, monitorId: person.id })),
  ].filter(({ person }) => person.status === 'active');

  days.forEach((day, index) => {
    const waiting = index >= days.length - WAITING_DAYS;
    const uploadId = index === days.length - 1 ? `UP-${day.replace(/-/g, '')}-DEMO01` : null;
    for (const { person, driverId, monitorId } of staff) {
      const shifts: { activityType: string; start: number; minutes: number }[] = [
        { activityType: 'route_service', start: 6 * 60 + random.int(0, 6) * 5, minutes: 150 + random.int(0, 8) * 5 },
        { activityType: 'route_service', start: 14 * 60 + random.int(0, 6) * 5, minutes: 140 + random.int(0, 8) * 5 },
      ];
      if (driverId && random.chance(0.2)) shifts.push(random.pick(EXTRAS));
      const uploaded = uploadId && uploadedYards.has(person.yardId ?? -1);
      const decider = office.ofVendor(person.vendorId);
      for (const shift of shifts) {
        const status = waiting ? 'submitted' : random.chance(0.06) ? 'rejected' : 'approved';
        const startTime = minutesToTime(shift.start);
        const endTime = minutesToTime(shift.start + shift.minutes);
        entries.push({
          vendorId: person.vendorId, yardId: person.yardId ?? null, driverId, monitorId, workDate: day, startTime, endTime,
          activityType: shift.activityType, hours: hoursWorked(startTime, endTime)!, notes: random.chance(0.05) ? random.pick(NOTES) : null,
          source: uploaded ? 'upload' : 'manual', uploadId: uploaded ? uploadId : null, status,
          decidedByUserId: status === 'submitted' ? null : decider.userId, decidedByName: status === 'submitted' ? null : decider.name,
          decidedAt: status === 'submitted' ? null : now, createdAt: now, updatedAt: now,
        });
      }
    }
  });
  return entries;
}
