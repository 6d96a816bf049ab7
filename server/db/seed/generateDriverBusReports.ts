import type { Insertable } from 'kysely';
import type { DriverBusReportsTable, RidesTable, RoutesTable } from '../schema';
import type { StopStudents } from '../../transportation/stopStudents';
import type { SeededRandom } from './random';

type RideRow = Insertable<RidesTable> & { id: number };
type RunRow = Insertable<RoutesTable> & { id: number };

/** Reports of the last school days are still to be approved, then to be verified; older ones are done. */
const SUBMITTED_DAYS = 2;
const APPROVED_DAYS = 5;
const METERS_PER_MILE = 1609.344;

const localTime = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));

/**
 * One driver bus report per driver per past school day (DOMAIN.md "DBR"), from the rides the driver
 * completed that day: the runs, the first start and last end on the district's clock, the miles
 * driven, students carried (the runs' students at their stops, `onStops`). Four in ten are scanned sheets whose OCR text keeps the scanner's slips.
 */
export function generateDriverBusReports(
  random: SeededRandom, rides: RideRow[], runs: Map<number, RunRow>, onStops: StopStudents, pastDays: string[], timezoneOf: Map<number, string>, now: string,
): Insertable<DriverBusReportsTable>[] {
  const byDriver = new Map<string, RideRow[]>();
  for (const ride of rides) {
    if (ride.status !== 'completed' || !ride.driverId || !ride.actualStart || !ride.actualEnd) continue;
    const key = `${ride.driverId}|${ride.rideDate}`;
    byDriver.set(key, [...(byDriver.get(key) ?? []), ride]);
  }
  const age = (date: string) => pastDays.length - pastDays.indexOf(date);
  return [...byDriver.values()].map((day) => {
    const sorted = [...day].sort((a, b) => a.actualStart!.localeCompare(b.actualStart!));
    const [first, last] = [sorted[0], sorted[sorted.length - 1]];
    const timezone = timezoneOf.get(first.districtId)!;
    const driven = sorted.map((ride) => runs.get(ride.routeId)!);
    const miles = Math.round(driven.reduce((sum, run) => sum + (run.distanceMeters ?? 0), 0) / METERS_PER_MILE) + random.int(4, 12);
    const odometerStart = random.int(12_000, 180_000);
    const students = (direction: string) => driven.filter((run) => run.direction === direction)
      .reduce((sum, run) => sum + [...(onStops.get(run.id!)?.values() ?? [])].reduce((n, ids) => n + ids.length, 0), 0);
    const report = {
      vendorId: first.vendorId!, yardId: first.yardId ?? null, driverId: first.driverId!, vehicleId: first.vehicleId ?? null,
      reportDate: first.rideDate, runs: driven.map((run) => run.number).join(', '),
      startTime: localTime(first.actualStart!, timezone), endTime: localTime(last.actualEnd!, timezone),
      odometerStart, odometerEnd: odometerStart + miles, studentsAm: students('AM'), studentsPm: students('PM'),
      notes: random.chance(0.15) ? random.pick(NOTES) : null,
    };
    const scanned = random.chance(0.4);
    const days = age(first.rideDate);
    const status = days <= SUBMITTED_DAYS ? 'submitted' : days <= APPROVED_DAYS ? 'approved' : 'verified';
    return {
      ...report, source: scanned ? 'scan' : 'app', rawOcrText: scanned ? ocrTextOf(random, report) : null, status,
      approvedAt: status === 'submitted' ? null : now, approvedByUserId: null,
      verifiedAt: status === 'verified' ? now : null, verifiedByUserId: null,
      createdAt: now, updatedAt: now,
    };
  });
}

const NOTES = ['Heater weak on the return leg.', 'Detour on Main St (road work).', 'Student left a backpack; returned to the office.', 'Wheelchair lift slow to deploy.', 'Arrived early; waited at the school.'];

/** The sheet as a scanner reads it: the right figures, with the occasional O for 0 and l for 1. */
function ocrTextOf(random: SeededRandom, report: { reportDate: string; runs: string; startTime: string; endTime: string; odometerStart: number; odometerEnd: number; studentsAm: number; studentsPm: number }): string {
  const slip = (text: string) => (random.chance(0.3) ? text.replace(/0/, 'O').replace(/1/, 'l') : text);
  return [
    'DRIVER BUS REPORT',
    `DATE ${report.reportDate}`,
    `RUNS ${report.runs}`,
    `TIME OUT ${slip(report.startTime)}  TIME IN ${report.endTime}`,
    `ODOMETER START ${slip(String(report.odometerStart))}  END ${report.odometerEnd}`,
    `STUDENTS AM ${report.studentsAm}  PM ${slip(String(report.studentsPm))}`,
  ].join('\n');
}
