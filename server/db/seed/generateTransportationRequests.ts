import type { Insertable } from 'kysely';
import { nearestStop, type RunStop } from '../../../resources/transportation-requests/busLookup';
import type { TransportationRequestsTable } from '../schema';
import { addDays } from './calendar';
import type { Organisation } from './generateOrganisation';
import type { Routing } from './generateRouting';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { DEMO_DISTRICTS } from './operation';
import { pointNear, streetAddress } from './places';
import type { SeededRandom } from './random';

/** Requests take turns through the states, so every district (and each campus's first) has work at every step. */
const STATES = ['submitted', 'approved', 'scheduled', 'submitted', 'declined', 'approved', 'scheduled'] as const;
const DECLINED = ['The address is inside the campus walk zone.', 'The student is not enrolled at this campus yet.', 'Served by the city bus pass program instead.'];
const APPROVED = ['Eligible: over two miles from campus.', 'Eligible under the student\'s IEP.', null];
const NEEDS = ['Needs help boarding; guardian meets the bus.', 'Seat near the driver.', 'Lift-equipped bus required.'];

/**
 * Each district's requests for service (DOMAIN.md "transportation requests"), three to five per
 * campus: students already enrolled who moved or changed program, and new enrolments at a new
 * address near the campus. A scheduled request rides the campus's run whose stop is nearest.
 */
export function generateTransportationRequests(random: SeededRandom, org: Organisation, routing: Routing, today: string, now: string): Insertable<TransportationRequestsTable>[] {
  const rows: Insertable<TransportationRequestsTable>[] = [];
  const turn = new Map<number, number>();
  for (const campus of org.campuses) {
    const district = org.districts.find((d) => d.id === campus.districtId)!;
    const place = DEMO_DISTRICTS.find((d) => d.code === district.code)!;
    const enrolled = routing.students.filter((student) => student.campusId === campus.id);
    const programs = org.campusPrograms.filter((program) => program.campusId === campus.id);
    const runs = routing.routes.filter((run) => run.campusId === campus.id);
    const grades = JSON.parse(campus.grades ?? '[]') as string[];
    for (let n = random.int(3, 5); n > 0; n -= 1) {
      const index = turn.get(district.id) ?? 0;
      turn.set(district.id, index + 1);
      const status = STATES[index % STATES.length];
      const student = enrolled.length && random.chance(0.55) ? random.pick(enrolled) : undefined;
      const requestType = student ? random.pick(['address_change', 'program_placement', 'temporary_need'] as const) : 'new_enrollment';
      const home = student && requestType !== 'address_change' ? { lat: student.lat!, lng: student.lng!, address: student.address! }
        : { ...pointNear(random, { lat: campus.lat!, lng: campus.lng! }, 900, 6500), address: streetAddress(random, place) };
      const needs = { wheelchair: random.chance(0.05) ? 1 : 0, monitorRequired: random.chance(0.08) ? 1 : 0, carSeat: random.chance(0.04) ? 1 : 0 };
      const nearest = runs.map((run) => ({ run, near: nearestStop(JSON.parse(run.stops) as RunStop[], home) }))
        .sort((a, b) => (a.near?.distanceMeters ?? Infinity) - (b.near?.distanceMeters ?? Infinity))[0];
      const reviewed = status !== 'submitted';
      rows.push({
        districtId: district.id, campusId: campus.id, programId: student?.programId ?? (random.chance(0.5) ? random.pick(programs).id : null),
        studentId: student?.id ?? null, studentName: student ? `${student.firstName} ${student.lastName}` : `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        grade: student?.grade ?? random.pick(grades), requestType, address: home.address, lat: home.lat, lng: home.lng, ...needs,
        needsNotes: needs.wheelchair || needs.monitorRequired || needs.carSeat ? random.pick(NEEDS) : null,
        requestedStartDate: addDays(today, random.int(-10, 25)), status,
        decisionNote: status === 'declined' ? random.pick(DECLINED) : reviewed ? random.pick(APPROVED) : null,
        reviewedAt: reviewed ? now : null, reviewedByUserId: null,
        routeId: status === 'scheduled' ? (nearest?.run.id ?? null) : null, scheduledAt: status === 'scheduled' ? now : null, scheduledByUserId: null,
        createdAt: now, updatedAt: now,
      });
    }
  }
  return rows;
}
