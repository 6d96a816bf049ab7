import type { Insertable } from 'kysely';
import type { RouteGroupChangeRequestsTable, StudentChangeRequestsTable } from '../schema';
import { addDays } from './calendar';
import { DEMO_DISTRICTS } from './operation';
import { streetAddress } from './places';
import type { WorkSeedInput } from './seedWorkAndMoney';

/** Every district has some of each: most waiting, some decided either way. */
const STATUSES = ['requested', 'requested', 'requested', 'approved', 'rejected'] as const;

const ROUTE_GROUP_CHANGES = [
  { kind: 'schedule_change', description: 'Extend the group through the summer session', proposed: (today: string) => ({ effectiveTo: addDays(today, 260) }) },
  { kind: 'schedule_change', description: 'Add Saturday service for the enrichment program', proposed: () => ({ daysOfWeek: ['MO', 'TU', 'WE', 'TH', 'FR', 'SA'] }) },
  { kind: 'stop_change', description: 'Move the Oak Street stop to the corner of 5th Avenue, away from the construction', proposed: () => null },
  { kind: 'vehicle_change', description: 'A lift-equipped bus is needed on the afternoon runs from next month', proposed: () => null },
  { kind: 'vendor_change', description: 'Hand the group to the second contractor while the current one is short of drivers', proposed: () => null },
  { kind: 'other_change', description: 'Rename the group after the campus merger', proposed: () => ({ name: 'Unified Campus Routes' }) },
] as const;

const GROUPS_PER_DISTRICT = 5;
const REASONS = ['Family moved within the district', 'Enrolled in the after-school program', 'Transferred to a walk zone', 'Parent request', 'IEP update'];

/** A change request for five route groups of each district, and a dozen student change requests per district. */
export function generateChangeRequests({ random, org, routing, today, now, office }: WorkSeedInput) {
  const stamp = { createdAt: now, updatedAt: now };
  const decision = (status: string, districtId: number) => {
    const decider = office.ofDistrict(districtId);
    return status === 'requested' ? { decidedByUserId: null, decidedByName: null, decidedAt: null } : { decidedByUserId: decider.userId, decidedByName: decider.name, decidedAt: now };
  };
  const routeGroupChangeRequests: Insertable<RouteGroupChangeRequestsTable>[] = org.districts
    .flatMap((district) => routing.routeGroups.filter((group) => group.districtId === district.id).slice(0, GROUPS_PER_DISTRICT))
    .map((group, index) => {
      const change = ROUTE_GROUP_CHANGES[index % ROUTE_GROUP_CHANGES.length];
      const status = STATUSES[index % STATUSES.length];
      const requester = office.ofDistrict(group.districtId);
      const proposed = change.proposed(today);
      return {
        routeGroupId: group.id, districtId: group.districtId, vendorId: group.vendorId ?? null, campusId: group.campusId ?? null, kind: change.kind,
        description: change.description, proposedChanges: proposed ? JSON.stringify(proposed) : null,
        requestedByUserId: requester.userId, requestedByName: requester.name, status, ...decision(status, group.districtId), ...stamp,
      };
    });

  const studentChangeRequests: Insertable<StudentChangeRequestsTable>[] = [];
  for (const district of org.districts) {
    const place = DEMO_DISTRICTS.find((d) => d.code === district.code)!;
    const students = routing.students.filter((student) => student.districtId === district.id);
    const ownCampus = students.filter((student) => student.campusId === office.school.campusId && district.id === office.school.districtId);
    for (let n = 0; n < 12; n += 1) {
      // The school staff user asked for a few of their campus's students: theirs alone to see.
      const bySchool = ownCampus.length > 0 && n < 5;
      const student = random.pick(bySchool ? ownCampus : students);
      const requester = bySchool ? office.school : office.ofDistrict(district.id);
      const status = STATUSES[n % STATUSES.length];
      const kind = (['address_change', 'add_service', 'stop_service', 'needs_change'] as const)[n % 4];
      const payload = kind === 'address_change' ? { address: streetAddress(random, place) }
        : kind === 'needs_change' ? { wheelchair: random.chance(0.5), monitorRequired: random.chance(0.5) }
          : { reason: random.pick(REASONS) };
      studentChangeRequests.push({
        studentId: student.id, districtId: district.id, campusId: student.campusId, kind, payload: JSON.stringify(payload),
        effectiveDate: addDays(today, random.int(-10, 21)), requestedByUserId: requester.userId, requestedByName: requester.name,
        status, ...decision(status, district.id), ...stamp,
      });
    }
  }
  return { routeGroupChangeRequests, studentChangeRequests };
}
