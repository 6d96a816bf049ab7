import polyline from '@mapbox/polyline';
import type { Insertable } from 'kysely';
import type { RouteGroupsTable, RoutesTable, StudentAssignmentsTable, StudentsTable } from '../schema';
import { addDays, minutesToTime, timeToMinutes } from './calendar';
import { familyOf } from './families';
import type { Organisation } from './generateOrganisation';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DEMO_DISTRICTS, DEMO_VENDORS, type DemoSize } from './operation';
import { distanceMeters, pathLengthMeters, pointNear, streetAddress, streetPath, type Point } from './places';
import type { SeededRandom } from './random';

type Row<T> = Insertable<T> & { id: number };

/** Who usually drives a run: rides copy it, with the odd substitute. */
export interface RunCrew {
  vehicleId: number;
  driverId: number;
  monitorId: number | null;
}

export interface Routing {
  routeGroups: Row<RouteGroupsTable>[];
  routes: Row<RoutesTable>[];
  students: Row<StudentsTable>[];
  /** Each student's service on the morning run and its afternoon twin; some with an earlier stop as history. */
  assignments: Row<StudentAssignmentsTable>[];
  crews: Map<number, RunCrew>;
}

interface Stop extends Point {
  sequence: number;
  address: string;
  time: string;
  studentIds: number[];
}

const AVERAGE_SPEED_METERS_PER_MINUTE = 400;
const DWELL_MINUTES = 1;

export function generateRouting(random: SeededRandom, org: Organisation, size: DemoSize, today: string, now: string): Routing {
  const routing: Routing = { routeGroups: [], routes: [], students: [], assignments: [], crews: new Map() };
  // A badge's code is unique: among a million students, ten random digits meet again some fifty times.
  const badgeCodes = new Set<string>();
  const badgeCode = () => {
    let code: string;
    do code = `RF${random.digits(10)}`; while (badgeCodes.has(code));
    badgeCodes.add(code);
    return code;
  };
  const stamp = { createdAt: now, updatedAt: now };
  const pairsPerCampus = Math.max(1, Math.round(size.runs / 2 / org.campuses.length));
  const studentsPerRun = Math.max(1, Math.ceil(size.students / (pairsPerCampus * org.campuses.length)));
  const cursor = new Map<string, number>();
  // Hands out a vendor's yards, vehicles and people in turn, so work spreads evenly over them.
  const nextOf = <T extends { vendorId: number }>(kind: string, rows: T[], vendorId: number): T | undefined => {
    const own = rows.filter((row) => row.vendorId === vendorId);
    const key = `${kind}:${vendorId}`;
    const position = cursor.get(key) ?? 0;
    cursor.set(key, position + 1);
    return own[position % own.length];
  };

  for (const campus of org.campuses) {
    const district = org.districts.find((d) => d.id === campus.districtId)!;
    const place = DEMO_DISTRICTS.find((d) => d.code === district.code)!;
    const vendorIds = DEMO_VENDORS.flatMap((v, i) => ((v.districts as readonly string[]).includes(district.code) ? [i + 1] : []));
    const vendorId = vendorIds[campus.id % vendorIds.length];
    const routeGroupId = routing.routeGroups.length + 1;
    routing.routeGroups.push({
      id: routeGroupId, districtId: district.id, vendorId, campusId: campus.id,
      name: `${campus.name} Routes`, code: `${campus.code}-RG`, daysOfWeek: JSON.stringify(['MO', 'TU', 'WE', 'TH', 'FR']),
      effectiveFrom: addDays(today, -90), effectiveTo: addDays(today, 200), status: 'approved', ...stamp,
    });
    const programs = org.campusPrograms.filter((p) => p.campusId === campus.id);
    const grades = JSON.parse(campus.grades ?? '[]') as string[];
    const school: Point = { lat: campus.lat!, lng: campus.lng! };

    for (let pair = 0; pair < pairsPerCampus; pair += 1) {
      const yard = nextOf('yard', org.yards, vendorId)!;
      // Fleet and drivers are spread over every yard (see generateOrganisation), so each vendor has some.
      const vehicle = nextOf('vehicle', org.vehicles, vendorId)!;
      const driver = nextOf('driver', org.drivers, vendorId)!;
      const needsMonitor = random.chance(0.15);
      const crew: RunCrew = { vehicleId: vehicle.id, driverId: driver.id, monitorId: needsMonitor ? (nextOf('monitor', org.monitors, vendorId)?.id ?? null) : null };

      const stopPoints = orderFarthestFirst(school, Array.from({ length: random.int(6, 12) }, () => pointNear(random, school, 800, 7000)));
      const stops: Stop[] = stopPoints.map((point, index) => ({ ...point, sequence: index + 1, address: streetAddress(random, place), time: '', studentIds: [] }));
      for (let s = 0; s < studentsPerRun && routing.students.length < size.students; s += 1) {
        const stop = stops[s % stops.length];
        const name = { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
        const id = routing.students.length + 1;
        stop.studentIds.push(id);
        routing.students.push({
          id, districtId: district.id, campusId: campus.id,
          programId: random.chance(0.88) ? programs[0].id : programs[programs.length - 1].id, vendorId,
          studentNumber: `${district.code}${String(id).padStart(7, '0')}`, ...name, grade: random.pick(grades),
          birthDate: addDays(today, -random.int(5 * 365, 18 * 365)), address: streetAddress(random, place),
          // One home in 37 was readdressed without a new pin: the coordinator's list of locations to check.
          ...pointNear(random, stop, 20, 250), locationVerified: id % 37 === 0 ? 0 : 1, wheelchair: random.chance(0.01) ? 1 : 0,
          monitorRequired: needsMonitor && random.chance(0.3) ? 1 : 0, carSeat: random.chance(0.02) ? 1 : 0,
          guardians: JSON.stringify(familyOf(id, name.lastName, { name: `${random.pick(FIRST_NAMES)} ${name.lastName}`, phone: `(${random.int(201, 989)}) ${random.int(200, 989)}-${random.digits(4)}`, relationship: random.pick(['mother', 'father', 'guardian', 'grandparent']) })),
          rfidBadge: random.chance(0.7) ? badgeCode() : null, status: random.chance(0.97) ? 'active' : 'inactive', ...stamp,
        });
      }

      const number = `${campus.code.split('-')[1]}${String(pair + 1).padStart(2, '0')}`;
      for (const direction of ['AM', 'PM'] as const) {
        const ordered = direction === 'AM' ? stops : [...stops].reverse();
        const path = direction === 'AM' ? [...ordered, school] : [school, ...ordered];
        const timed = timeStops(ordered, school, direction, direction === 'AM' ? timeToMinutes(campus.bellStart!) - 10 : timeToMinutes(campus.bellEnd!) + 10);
        const id = routing.routes.length + 1;
        const sequenced = timed.stops.map((stop, index) => ({ ...stop, sequence: index + 1 }));
        for (const { studentIds, sequence } of sequenced) {
          for (const studentId of studentIds) assignStudent(routing, { studentId, routeId: id, stopSequence: sequence, direction, districtId: district.id, campusId: campus.id }, sequenced.length, today, stamp);
        }
        routing.routes.push({
          id, routeGroupId, districtId: district.id, campusId: campus.id, vendorId, yardId: yard.id,
          number: `${direction}-${number}`, direction, startTime: timed.start, endTime: timed.end,
          stops: JSON.stringify(sequenced.map(({ studentIds: _assigned, ...stop }) => stop)),
          polyline: polyline.encode(streetPath(path).map((p) => [p.lat, p.lng]), 6),
          distanceMeters: pathLengthMeters(streetPath(path)), vehicleType: vehicle.type,
          monitorRequired: needsMonitor ? 1 : 0, status: 'active', ...stamp,
        });
        routing.crews.set(id, crew);
      }
    }
  }
  return routing;
}

/** The students at each stop of each run today: the current assignments (as the server reads them, stopStudents.ts). */
export function stopStudentsOf(routing: Pick<Routing, 'assignments'>): Map<number, Map<number, number[]>> {
  const byRun = new Map<number, Map<number, number[]>>();
  for (const { routeId, stopSequence, studentId, effectiveTo } of routing.assignments) {
    if (effectiveTo) continue;
    const stops = byRun.get(routeId) ?? byRun.set(routeId, new Map()).get(routeId)!;
    stops.set(stopSequence, [...(stops.get(stopSequence) ?? []), studentId]);
  }
  return byRun;
}

type Seat = Pick<StudentAssignmentsTable, 'studentId' | 'routeId' | 'stopSequence' | 'direction' | 'districtId' | 'campusId'>;

/** Since the term began, on school days; one student in 23 moved house a month ago, so rode from another stop before. */
function assignStudent(routing: Routing, seat: Seat, stopCount: number, today: string, stamp: { createdAt: string; updatedAt: string }): void {
  const service = { ...seat, daysOfWeek: JSON.stringify(['MO', 'TU', 'WE', 'TH', 'FR']), ...stamp };
  const moved = seat.studentId % 23 === 0 && stopCount > 1;
  if (moved) {
    const earlier = (seat.stopSequence % stopCount) + 1;
    routing.assignments.push({ id: routing.assignments.length + 1, ...service, stopSequence: earlier, effectiveFrom: addDays(today, -90), effectiveTo: addDays(today, -31) });
  }
  routing.assignments.push({ id: routing.assignments.length + 1, ...service, effectiveFrom: addDays(today, moved ? -30 : -90), effectiveTo: null });
}

/** Nearest-neighbour order that starts at the stop farthest from school, so the bus sweeps inward. */
function orderFarthestFirst(school: Point, points: Point[]): Point[] {
  const remaining = [...points].sort((a, b) => distanceMeters(school, b) - distanceMeters(school, a));
  const ordered = [remaining.shift()!];
  while (remaining.length) {
    const last = ordered[ordered.length - 1];
    remaining.sort((a, b) => distanceMeters(last, a) - distanceMeters(last, b));
    ordered.push(remaining.shift()!);
  }
  return ordered;
}

/** Stop times for a morning run that reaches school at `anchor`, or an afternoon run leaving it then. */
function timeStops(stops: Stop[], school: Point, direction: 'AM' | 'PM', anchor: number) {
  const legMinutes = (a: Point, b: Point) => Math.max(2, Math.round(distanceMeters(a, b) * 1.3 / AVERAGE_SPEED_METERS_PER_MINUTE)) + DWELL_MINUTES;
  const timed = stops.map((s) => ({ ...s }));
  if (direction === 'AM') {
    let clock = anchor;
    let next: Point = school;
    for (let i = timed.length - 1; i >= 0; i -= 1) {
      clock -= legMinutes(timed[i], next);
      timed[i].time = minutesToTime(clock);
      next = timed[i];
    }
    return { stops: timed, start: minutesToTime(clock - 5), end: minutesToTime(anchor) };
  }
  let clock = anchor;
  let previous: Point = school;
  for (const stop of timed) {
    clock += legMinutes(previous, stop);
    stop.time = minutesToTime(clock);
    previous = stop;
  }
  return { stops: timed, start: minutesToTime(anchor), end: minutesToTime(clock + 2) };
}
