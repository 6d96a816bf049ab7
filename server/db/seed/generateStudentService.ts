import type { Insertable } from 'kysely';
import type { RouteNotificationsTable, StudentRfidBadgesTable } from '../schema';
import { addDays } from './calendar';
import { stopStudentsOf } from './generateRouting';
import type { WorkSeedInput } from './seedWorkAndMoney';

const NOTICES = [
  { subject: 'Bus running about 15 minutes late', body: 'This morning\'s bus is running about 15 minutes behind schedule because of traffic. Please wait at your stop; we are sorry for the delay.' },
  { subject: 'Substitute bus this afternoon', body: 'A substitute bus will run the afternoon route today while the usual bus is in the shop. The driver and the stop times stay the same.' },
  { subject: 'Early release on Friday', body: 'Schools release early on Friday. Afternoon buses leave campus at 12:30; please make sure someone meets your child at the stop.' },
  { subject: 'Stop moving on Monday', body: 'From Monday the stop moves one block north, away from the construction on the corner. Pick-up and drop-off times stay the same.' },
  { subject: 'Weather delay: morning buses one hour late', body: 'Because of the weather, morning buses will run one hour later than usual. Afternoon service is not affected.' },
] as const;

/** Active badges are the students' own codes; some older badges were lost, and new ones are on order. */
function badges({ random, routing, today, now }: WorkSeedInput): Insertable<StudentRfidBadgesTable>[] {
  const rows: Insertable<StudentRfidBadgesTable>[] = [];
  const codes = new Set(routing.students.map((student) => student.rfidBadge).filter(Boolean));
  const newCode = () => {
    let code: string;
    do code = `RF${random.digits(10)}`; while (codes.has(code));
    codes.add(code);
    return code;
  };
  const base = { activatedAt: null, activatedByUserId: null, lostAt: null, lostByUserId: null, createdAt: now, updatedAt: now };
  // Twenty thousand students: the days back are worked out once, not per badge.
  const dayBack = Array.from({ length: 401 }, (_, back) => addDays(today, -back));
  const order = (districtId: number, back: number) => `PO-${districtId}-${dayBack[back].slice(0, 7).replace('-', '')}`;
  const daysAgo = (from: number, to: number) => `${dayBack[random.int(from, to)]}T16:00:00.000Z`;
  for (const student of routing.students) {
    const owner = { studentId: student.id, districtId: student.districtId, campusId: student.campusId };
    if (student.rfidBadge) {
      if (random.chance(0.04)) rows.push({ ...owner, ...base, code: newCode(), orderNumber: order(student.districtId, 400), status: 'lost', activatedAt: daysAgo(300, 400), lostAt: daysAgo(200, 299) });
      rows.push({ ...owner, ...base, code: student.rfidBadge, orderNumber: order(student.districtId, 200), status: 'active', activatedAt: daysAgo(20, 190) });
    } else if (random.chance(0.15)) {
      rows.push({ ...owner, ...base, code: newCode(), orderNumber: order(student.districtId, 7), status: 'ordered' });
    }
  }
  return rows;
}

/** The families a run reaches: its students' guardians, each family once. */
const familiesOn = (students: ReadonlyMap<number, number[]> | undefined, guardiansOf: Map<number, string>) =>
  new Set([...(students?.values() ?? [])].flat().map((id) => guardiansOf.get(id)).filter(Boolean));

/** Messages each district sent to the families of a run or a route group, and a couple still in draft. */
function notifications({ random, org, routing, today, now, office }: WorkSeedInput): Insertable<RouteNotificationsTable>[] {
  const guardiansOf = new Map(routing.students.filter((s) => s.status === 'active').map((s) => [s.id, s.guardians]));
  const onStops = stopStudentsOf(routing);
  const rows: Insertable<RouteNotificationsTable>[] = [];
  for (const district of org.districts) {
    const runs = routing.routes.filter((run) => run.districtId === district.id);
    const groups = routing.routeGroups.filter((group) => group.districtId === district.id);
    const sender = office.ofDistrict(district.id);
    for (let n = 0; n < 8; n += 1) {
      const notice = NOTICES[n % NOTICES.length];
      const toRun = n % 2 === 0;
      const run = random.pick(runs);
      const group = random.pick(groups);
      const families = toRun ? familiesOn(onStops.get(run.id), guardiansOf) : new Set(runs.filter((r) => r.routeGroupId === group.id).flatMap((r) => [...familiesOn(onStops.get(r.id), guardiansOf)]));
      const sent = n < 6;
      const sentAt = new Date(Date.parse(`${addDays(today, -n)}T13:${String(10 + n).padStart(2, '0')}:00Z`)).toISOString();
      rows.push({
        districtId: district.id, campusId: (toRun ? run.campusId : group.campusId) ?? null, audience: toRun ? 'run' : 'route_group',
        routeId: toRun ? run.id : null, routeGroupId: toRun ? null : group.id,
        subject: toRun ? `Run ${run.number}: ${notice.subject}` : notice.subject, body: notice.body, status: sent ? 'sent' : 'draft',
        recipientCount: sent ? families.size : 0, sentByUserId: sent ? sender.userId : null, sentByName: sent ? sender.name : null,
        sentAt: sent ? sentAt : null, createdAt: now, updatedAt: now,
      });
    }
  }
  return rows;
}

export function generateStudentService(input: WorkSeedInput) {
  return { studentRfidBadges: badges(input), routeNotifications: notifications(input) };
}
