import type { Socket } from 'socket.io-client';
import type { LiveRouteIssue } from '../../../permissions/liveFeeds';
import type { EmergencyManifest, RideManifest } from '../../../resources/rides/details';
import { metersAlongPath, pointAlong, type LatLng } from '../../../server/telematics/geometry';
import { LEFT_ON_BUS_AFTER_MS, LEFT_STOP_METERS, WRONG_STOP_METERS } from '../../../server/telematics/ridership';
import type { ApiClient } from '../../helpers/apiClient';
import { collect, eventually, liveSocketOf, subscribe } from '../../helpers/liveClient';
import { demoClients } from '../../helpers/memberships';
import { pdfPages } from '../../helpers/pdfText';
import { describeWhen } from '../../helpers/requirements';
import { postScans, rideWithRiders, scanOf } from '../../helpers/ridershipBed';
import { postPositions, startableRideOf } from '../../helpers/startableRide';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(90_000);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `who is on the bus on ${kind}: manifests, alerts and the emergency manifest (issue "who is on the bus")`, () => {
    let server: TestServer;
    let clients: Awaited<ReturnType<typeof demoClients>>;
    let bed: Awaited<ReturnType<typeof rideWithRiders>>;
    let bus: Awaited<ReturnType<typeof rideWithRiders>>['bus'];
    let other: Awaited<ReturnType<typeof startableRideOf>>;
    let riders: Awaited<ReturnType<typeof rideWithRiders>>['riders'];
    let stranger: Awaited<ReturnType<typeof rideWithRiders>>['stranger'];
    const sockets: Socket[] = [];
    const db = () => server.running.database.db;
    const scan = scanOf;
    const path = () => bed.path;
    const post = async (scans: object[]) => expect((await postScans(server.url, bus.token, scans)).status).toBe(202);
    const manifestAs = async (client: ApiClient, rideId = bus.ride.id) => client.get<RideManifest>(`/api/rides/${rideId}/manifest`);
    const issuesOf = (kindOf: string) => db().selectFrom('routeIssues').selectAll().where('rideId', '=', bus.ride.id).where('kind', '=', kindOf).orderBy('id').execute();

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      clients = await demoClients(server);
      bed = await rideWithRiders(db(), 1, 1);
      ({ bus, riders, stranger } = bed);
      other = await startableRideOf(db(), 2);
    });
    afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
    afterAll(() => server?.stop());

    it("lists the ride's students as expected, then on board as they are scanned: names to those who may view students, counts to the others, as they happen", async () => {
      const before = await manifestAs(clients.admin);
      expect(before.status).toBe(200);
      expect(before.body.counts).toEqual({ expected: 3, onBoard: 0, boarded: 0, alighted: 0, notBoarded: 3, unknownBadges: 0 });
      expect(before.body.students!.map(({ studentId, status }) => [studentId, status]).sort()).toEqual(riders.map(({ studentId }) => [studentId, 'expected']).sort());

      const watcher = await liveSocketOf(clients.admin);
      const counter = await liveSocketOf(clients.yard);
      sockets.push(watcher, counter);
      const named = collect(watcher, 'ride-manifest');
      const counted = collect(counter, 'ride-manifest');
      expect(await subscribe(watcher, { feed: 'ride-manifest', params: { rideId: bus.ride.id } })).toEqual({ ok: true });
      expect(await subscribe(counter, { feed: 'ride-manifest', params: { rideId: bus.ride.id } })).toEqual({ ok: true });

      const [first, second] = riders;
      await post([scan(first.badge, 'board', [first.stop.lat, first.stop.lng], 3), scan(second.badge, 'board', [second.stop.lat, second.stop.lng], 2), scan('NOBODY-HOLDS-THIS', 'board', null, 2)]);
      const after = await manifestAs(clients.admin);
      expect(after.body.counts).toEqual({ expected: 3, onBoard: 2, boarded: 2, alighted: 0, notBoarded: 1, unknownBadges: 1 });
      const firstRow = after.body.students!.find(({ studentId }) => studentId === first.studentId)!;
      const student = await db().selectFrom('students').select(['firstName', 'lastName']).where('id', '=', first.studentId).executeTakeFirstOrThrow();
      expect(firstRow).toMatchObject({ status: 'on_board', assigned: true, stopSequence: first.stop.sequence, name: `${student.firstName} ${student.lastName}` });

      // The yard user may not view students: the same ride, counted.
      const yardView = await manifestAs(clients.yard);
      expect(yardView.status).toBe(200);
      expect(yardView.body).toEqual({ rideId: bus.ride.id, counts: after.body.counts, students: null });

      await eventually(() => named.some((message) => message.counts.onBoard === 2) && counted.some((message) => message.counts.onBoard === 2), 'the manifests to arrive live');
      expect(named.find((message) => message.counts.onBoard === 2)!.students!.length).toBe(3);
      expect(counted.every((message) => message.students === null)).toBe(true);

      // Reading names is a read of those students' records.
      const audited = await db().selectFrom('auditLog').select('detail').where('action', '=', 'read').where('entity', '=', 'students').execute();
      expect(audited.some(({ detail }) => JSON.parse(detail).via === 'ride-manifest')).toBe(true);
    });

    it("raises a wrong bus once for a student not assigned to the ride, and a wrong stop for one who got off away from where they get off", async () => {
      await post([scan(stranger.badge, 'board', null, 2)]);
      await post([scan(stranger.badge, 'board', null, 1)]);
      const wrongBus = await issuesOf('wrong_bus');
      expect(wrongBus.map(({ studentId, severity, resolvedAt }) => ({ studentId, severity, resolvedAt }))).toEqual([{ studentId: stranger.studentId, severity: 'high', resolvedAt: null }]);
      const manifest = await manifestAs(clients.admin);
      expect(manifest.body.students!.find(({ studentId }) => studentId === stranger.studentId)).toMatchObject({ assigned: false, status: 'on_board', stopSequence: null });

      const [first] = riders;
      const getsOff: LatLng = bed.toSchool ? path().points[path().points.length - 1] : [first.stop.lat, first.stop.lng];
      const far = pointAlong(path(), metersAlongPath(path(), getsOff) + (bed.toSchool ? -1 : 1) * (WRONG_STOP_METERS * 4)).point;
      await post([scan(first.badge, 'alight', far, 1)]);
      expect((await issuesOf('wrong_stop')).map(({ studentId }) => studentId)).toEqual([first.studentId]);
      const second = riders[1];
      const secondGetsOff: LatLng = bed.toSchool ? getsOff : [second.stop.lat, second.stop.lng];
      await post([scan(second.badge, 'alight', secondGetsOff, 1)]);
      expect((await issuesOf('wrong_stop')).map(({ studentId }) => studentId)).toEqual([first.studentId]);
    });

    it('raises a missed student once the bus has left their stop without them, settled when a late scan says they boarded', async () => {
      const third = riders[2];
      const socket = await liveSocketOf(clients.vendor);
      sockets.push(socket);
      const live = collect(socket, 'route-issues');
      expect(await subscribe(socket, { feed: 'route-issues' })).toEqual({ ok: true });
      const stopMeters = metersAlongPath(path(), [third.stop.lat, third.stop.lng]);
      const past = pointAlong(path(), Math.min(path().lengthMeters - 200, (bed.toSchool ? stopMeters : 0) + LEFT_STOP_METERS * 3)).point;
      expect((await postPositions(server.url, bus.token, [{ recordedAt: new Date(Date.now() - 3 * 60_000).toISOString(), lat: past[0], lng: past[1], speedKph: 30 }])).status).toBe(202);
      const missed = await issuesOf('missed');
      expect(missed.map(({ studentId, resolvedAt }) => ({ studentId, resolvedAt }))).toEqual([{ studentId: third.studentId, resolvedAt: null }]);
      await eventually(() => live.some((issue: LiveRouteIssue) => issue.kind === 'missed' && issue.studentId === third.studentId), 'the missed alert live');

      // The tablet was offline: the scan of the student getting on arrives now.
      await post([scan(third.badge, 'board', [third.stop.lat, third.stop.lng], 2)]);
      expect((await issuesOf('missed')).map(({ resolvedAt, resolution }) => [Boolean(resolvedAt), resolution])).toEqual([[true, 'Boarded']]);
    });

    it('raises left on bus for a student still on board minutes after the ride finished, which cannot be resolved without a note', async () => {
      const end = path().points[path().points.length - 1];
      expect((await postPositions(server.url, bus.token, [{ recordedAt: new Date().toISOString(), lat: end[0], lng: end[1], speedKph: 0 }])).status).toBe(202);
      const ride = await db().selectFrom('rides').select(['status', 'actualEnd']).where('id', '=', bus.ride.id).executeTakeFirstOrThrow();
      expect(ride.status).toBe('completed');
      // Children get off in the minutes after the bus arrives: not yet an alert.
      const { ridership } = server.running.positions!;
      expect(await ridership.sweepLeftOnBus(new Date(Date.parse(ride.actualEnd!) + LEFT_ON_BUS_AFTER_MS - 60_000))).toBe(0);
      expect(await ridership.sweepLeftOnBus(new Date(Date.parse(ride.actualEnd!) + LEFT_ON_BUS_AFTER_MS + 1_000))).toBe(2);
      expect(await ridership.sweepLeftOnBus(new Date(Date.parse(ride.actualEnd!) + LEFT_ON_BUS_AFTER_MS + 31_000))).toBe(0);
      // Still on board: the stranger (never got off) and the third rider (boarded late).
      const left = await issuesOf('left_on_bus');
      expect(left.map(({ studentId, severity }) => [studentId, severity]).sort()).toEqual([[stranger.studentId, 'critical'], [riders[2].studentId, 'critical']].sort());

      const [strangerIssue] = left.filter(({ studentId }) => studentId === stranger.studentId);
      const bare = await clients.vendor.post(`/api/route-issues/${strangerIssue.id}/resolve`, { note: '   ' });
      expect([bare.status, (bare.body as { code: string }).code]).toEqual([400, 'NOTE_REQUIRED']);
      expect((await clients.vendor.post(`/api/route-issues/${strangerIssue.id}/resolve`, { note: 'x'.repeat(501) })).status).toBe(400);
      const foreign = await clients.vendor.post(`/api/route-issues/${strangerIssue.id}/resolve`, { note: 'Handed to the school office' });
      expect(foreign.status).toBe(200);
      expect(foreign.body).toMatchObject({ id: strangerIssue.id, resolution: 'Handed to the school office', studentId: stranger.studentId });
      expect((await clients.vendor.post(`/api/route-issues/${strangerIssue.id}/resolve`, { note: 'Again' })).status).toBe(409);
      // Nobody of another vendor may touch it, nor see that it exists.
      const otherVendor = await db().selectFrom('routeIssues').select('id').where('rideId', '=', other.ride.id).executeTakeFirst();
      if (otherVendor) expect((await clients.vendor.post(`/api/route-issues/${otherVendor.id}/resolve`, { note: 'Not ours' })).status).toBe(404);

      // The other one gets off the bus after all: their alert settles itself.
      await post([scan(riders[2].badge, 'alight', null, 0)]);
      const settled = (await issuesOf('left_on_bus')).find(({ studentId }) => studentId === riders[2].studentId)!;
      expect(settled.resolution).toBe('Got off the bus');
    });

    it("prints the emergency manifest of a vehicle: who is on it now, with guardians' phones only for those who may see them, audited", async () => {
      // The stranger's alert was put away, but the scans still say on board.
      const admin = await clients.admin.get<EmergencyManifest>(`/api/vehicles/${bus.ride.vehicleId}/manifest`);
      expect(admin.status).toBe(200);
      expect(admin.body.onBoard.map(({ studentId }) => studentId)).toEqual([stranger.studentId]);
      const [row] = admin.body.onBoard;
      const student = await db().selectFrom('students').select(['firstName', 'lastName', 'guardians']).where('id', '=', stranger.studentId).executeTakeFirstOrThrow();
      expect(row.name).toBe(`${student.firstName} ${student.lastName}`);
      expect(row.guardians!.map(({ phone }) => phone)).toEqual((JSON.parse(student.guardians) as { phone: string | null }[]).map(({ phone }) => phone ?? null));

      const vendor = await clients.vendor.get<EmergencyManifest>(`/api/vehicles/${bus.ride.vehicleId}/manifest`);
      expect(vendor.status).toBe(200);
      expect(vendor.body.onBoard).toEqual([expect.objectContaining({ studentId: stranger.studentId, name: null, guardians: null })]);
      expect((await clients.vendor.get(`/api/vehicles/${other.ride.vehicleId}/manifest`)).status).toBe(404);
      expect((await clients.vendor.get(`/api/rides/${other.ride.id}/manifest`)).status).toBe(404);
      expect((await clients.vendor.get('/api/vehicles/abc/manifest')).status).toBe(400);

      const pdf = await clients.admin.download(`/api/vehicles/${bus.ride.vehicleId}/manifest.pdf`);
      expect(pdf.status).toBe(200);
      const { pages } = await pdfPages(new Uint8Array(pdf.body));
      expect(pages.join('\n')).toContain(`${student.firstName} ${student.lastName}`);
      expect(pages.join('\n')).toMatch(/1 student on board/);
      const reads = await db().selectFrom('auditLog').select('detail').where('action', '=', 'read').where('entity', '=', 'students').where('recordId', '=', String(stranger.studentId)).execute();
      expect(reads.filter(({ detail }) => JSON.parse(detail).via === 'emergency-manifest').length).toBeGreaterThanOrEqual(2);
    });
  });
}
