import type { ApiClient } from '../../helpers/apiClient';
import { demoClients } from '../../helpers/demoClients';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';
import type { RideBulkAnswer } from '../../../resources/rides/bulk';

jest.setTimeout(120_000);

type Span = { scheduledStart: string; scheduledEnd: string };
const overlaps = (a: Span, b: Span) => a.scheduledStart < b.scheduledEnd && b.scheduledStart < a.scheduledEnd;

/**
 * Bulk actions on rides (`POST /api/rides/bulk`): each ride checked as when it is
 * saved alone and applied on its own, with its history and one audit entry; refused rides are
 * answered one by one, a malformed request is refused whole.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `bulk actions on rides on ${kind}`, () => {
    let server: TestServer;
    let manager: ApiClient;
    let admin: ApiClient;
    let yard: ApiClient;
    let district: ApiClient;
    let today: string;
    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      ({ manager, admin, yard, district, today } = await demoClients(server));
    });
    afterAll(() => server?.stop());

    const db = () => server.running.database.db;
    const upcoming = (vendorId = 1) => db().selectFrom('rides').selectAll().where('vendorId', '=', vendorId).where('rideDate', '>=', today)
      .where('status', 'in', ['scheduled', 'assigned']).orderBy('scheduledStart').orderBy('id').execute();
    const ride = (id: number) => db().selectFrom('rides').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const bulkAudits = (ids: number[], bulk: string) => db().selectFrom('auditLog').select(['recordId', 'detail', 'action', 'entity']).where('entity', '=', 'rides')
      .where('recordId', 'in', ids.map(String)).execute().then((rows) => rows.filter((row) => JSON.parse(row.detail).bulk === bulk));
    const bulk = (client: ApiClient, action: string, rides: { id: number; version: number }[], input: Record<string, unknown>) =>
      client.post<RideBulkAnswer & { code?: string; message?: string }>('/api/rides/bulk', { action, rideIds: rides.map(({ id, version }) => ({ id, version })), input });
    /** What a refused request must leave as it was. */
    const snapshot = async () => ({
      rides: await db().selectFrom('rides').select(['id', 'version']).orderBy('id').execute(),
      audits: (await db().selectFrom('auditLog').select(db().fn.countAll<number>().as('n')).where('action', '!=', 'read').executeTakeFirstOrThrow()).n,
    });

    it("assigns a vehicle to exactly the ticked rides, refusing another vendor's ride as not found and a stale version, each on its own", async () => {
      const vehicle = await db().selectFrom('vehicles').select('id').where('vendorId', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const [a, b, stale] = (await upcoming()).filter((r) => r.vehicleId !== vehicle.id);
      const [foreign] = await upcoming(2);
      const untouched = (await upcoming()).find((r) => ![a.id, b.id, stale.id].includes(r.id))!;
      const since = new Date().toISOString();
      const answer = await bulk(manager, 'assign', [a, b, { id: stale.id, version: stale.version - 1 }, foreign], { vehicleId: vehicle.id });
      expect(answer.status).toBe(200);
      expect(answer.body.done).toEqual([{ id: a.id, version: a.version + 1 }, { id: b.id, version: b.version + 1 }]);
      expect(answer.body.refused).toEqual([
        { id: stale.id, code: 'STALE_VERSION', message: expect.stringMatching(/changed by someone else/) },
        { id: foreign.id, code: 'NOT_FOUND', message: 'No such rides record.' },
      ]);
      for (const done of [a, b]) expect(await ride(done.id)).toMatchObject({ vehicleId: vehicle.id, version: done.version + 1 });
      for (const kept of [stale, foreign, untouched]) expect(await ride(kept.id)).toMatchObject({ vehicleId: kept.vehicleId, version: kept.version });
      const events = await db().selectFrom('rideEvents').select('rideId').where('kind', '=', 'vehicle_assigned').where('at', '>=', since).where('rideId', 'in', [a.id, b.id, stale.id, foreign.id]).execute();
      expect(events.map((event) => event.rideId).sort()).toEqual([a.id, b.id].sort());
      const audits = await bulkAudits([a.id, b.id, stale.id, foreign.id], 'assign');
      expect(audits.map((audit) => audit.recordId).sort()).toEqual([String(a.id), String(b.id)].sort());
      expect(audits.every((audit) => audit.action === 'update')).toBe(true);
    });

    it('gives a driver to the first of two overlapping rides and refuses the second with CREW_OVERLAP', async () => {
      const rides = await upcoming();
      const [first, second] = rides.flatMap((x) => rides.filter((y) => y.id !== x.id && overlaps(x, y)).map((y) => [x, y]))[0];
      const busy = (await db().selectFrom('rides').select(['driverId', 'scheduledStart', 'scheduledEnd']).where('driverId', 'is not', null).where('status', '!=', 'cancelled').execute())
        .filter((other) => overlaps(other, first) || overlaps(other, second)).map((other) => other.driverId);
      const driver = (await db().selectFrom('drivers').select('id').where('vendorId', '=', 1).where('status', '=', 'active').orderBy('id').execute()).find((d) => !busy.includes(d.id))!;
      const answer = await bulk(manager, 'assign', [first, second], { driverId: driver.id });
      expect(answer.body.done).toEqual([{ id: first.id, version: first.version + 1 }]);
      expect(answer.body.refused).toEqual([{ id: second.id, code: 'CREW_OVERLAP', message: `This driver is already on ride #${first.displayId} at that time.` }]);
      expect(await ride(second.id)).toMatchObject({ driverId: second.driverId, version: second.version });
    });

    it('cancels the ticked rides with the reason in their history and audit entries, and refuses a ride that has ended', async () => {
      const [a, b] = (await upcoming()).slice(-2);
      const ended = await db().selectFrom('rides').selectAll().where('vendorId', '=', 1).where('status', '=', 'completed').executeTakeFirstOrThrow();
      const answer = await bulk(manager, 'cancel', [a, b, ended], { reason: 'Snow day: schools closed' });
      expect(answer.body.done.map((done) => done.id)).toEqual([a.id, b.id]);
      expect(answer.body.refused).toEqual([{ id: ended.id, code: 'INVALID_TRANSITION', message: 'Only a scheduled or assigned ride can be cancelled; this one is completed.' }]);
      for (const done of [a, b]) expect((await ride(done.id)).status).toBe('cancelled');
      const events = await db().selectFrom('rideEvents').select('details').where('kind', '=', 'status_changed').where('rideId', '=', a.id).execute();
      expect(events.map((event) => JSON.parse(event.details))).toContainEqual({ from: a.status, to: 'cancelled', reason: 'Snow day: schools closed' });
      const audits = await bulkAudits([a.id, b.id, ended.id], 'cancel');
      expect(audits.map((audit) => JSON.parse(audit.detail))).toEqual([a, b].map(() => expect.objectContaining({ bulk: 'cancel', reason: 'Snow day: schools closed' })));
    });

    it("moves rides to another vendor without the old vendor's crew, for operator staff only", async () => {
      const [target] = (await upcoming()).filter((r) => r.driverId !== null || r.vehicleId !== null);
      expect((await bulk(manager, 'assign-vendor', [target], { vendorId: 2 })).status).toBe(403);
      const since = new Date().toISOString();
      const answer = await bulk(admin, 'assign-vendor', [target], { vendorId: 2 });
      expect(answer.body).toEqual({ done: [{ id: target.id, version: target.version + 1 }], refused: [] });
      expect(await ride(target.id)).toMatchObject({ vendorId: 2, vehicleId: null, driverId: null, monitorId: null, status: 'scheduled' });
      expect(await db().selectFrom('rideEvents').select('kind').where('rideId', '=', target.id).where('kind', '=', 'vendor_assigned').where('at', '>=', since).execute()).toHaveLength(1);
      expect(await bulkAudits([target.id], 'assign-vendor')).toHaveLength(1);
    });

    it("notifies the families of the ticked rides' runs, one sent route notification per run, with its mail queued", async () => {
      const rides = await db().selectFrom('rides').selectAll().where('rideDate', '>=', today).where('districtId', '=', 1).orderBy('id').limit(40).execute();
      const picked = [...new Map(rides.map((r) => [r.routeId, r])).values()].slice(0, 2);
      const { studentId } = await db().selectFrom('studentAssignments').select('studentId').where('routeId', '=', picked[0].routeId).where('effectiveTo', 'is', null).orderBy('id').executeTakeFirstOrThrow();
      await db().updateTable('students').set({ status: 'active', guardians: JSON.stringify([{ name: 'Rosa Vega', email: 'bulk.family@example.net' }]) }).where('id', '=', studentId).execute();
      expect((await bulk(manager, 'notify', picked, { subject: 'Late buses', body: 'Buses run 20 minutes late.' })).status).toBe(403);
      const answer = await bulk(district, 'notify', picked, { subject: 'Late buses', body: 'Buses run 20 minutes late.' });
      expect(answer.body).toEqual({ done: picked.map(({ id, version }) => ({ id, version })), refused: [] });
      const sent = await db().selectFrom('routeNotifications').selectAll().where('subject', '=', 'Late buses').execute();
      expect(sent.map((n) => [n.routeId, n.status]).sort()).toEqual(picked.map((r) => [r.routeId, 'sent']).sort());
      expect(sent.every((n) => n.recipientCount > 0)).toBe(true);
      expect(await db().selectFrom('mailOutbox').select('subject').where('toAddress', '=', 'bulk.family@example.net').execute()).toEqual([{ subject: 'Late buses' }]);
      const audits = await db().selectFrom('auditLog').select('detail').where('entity', '=', 'route-notifications').where('recordId', 'in', sent.map((n) => String(n.id))).execute();
      expect(audits.map((audit) => JSON.parse(audit.detail).bulk)).toEqual(['notify', 'notify']);
    });

    it('is closed to a role without the code, which changes nothing', async () => {
      const [target] = (await upcoming()).filter((r) => r.yardId === 1);
      const before = await snapshot();
      expect(await bulk(yard, 'assign', [target], { driverId: null })).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(await bulk(yard, 'cancel', [target], { reason: 'No' })).toMatchObject({ status: 403 });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a malformed request whole with 400, writing nothing', async () => {
      const [target, other] = await upcoming();
      const before = await snapshot();
      const malformed: [string, unknown[], Record<string, unknown>][] = [
        ['reassign', [target], { driverId: null }],
        ['assign', [], { driverId: null }],
        ['assign', Array.from({ length: 501 }, (_, i) => ({ id: i + 1, version: 1 })), { driverId: null }],
        ['assign', [target, other], {}],
        ['assign', [target, other], { status: 'cancelled' }],
        ['assign', [target, target], { driverId: null }],
        ['cancel', [target, other], {}],
        ['cancel', [target, other], { reason: '   ' }],
        ['cancel', [target, other], { reason: 'two\nlines' }],
        ['cancel', [target, other], { reason: 'x'.repeat(501) }],
        ['notify', [target], { subject: 'No body' }],
      ];
      for (const [action, rides, input] of malformed) {
        const answer = await manager.post<{ code: string }>('/api/rides/bulk', { action, rideIds: rides.map((r) => ({ id: (r as { id: number }).id, version: (r as { version: number }).version })), input });
        expect([action, input, answer.status]).toEqual([action, input, 400]);
      }
      expect(await snapshot()).toEqual(before);
    });
  });
}
