import type { TripApproval } from '../../../resources/charter-trips/details';
import type { ApiClient } from '../../helpers/apiClient';
import { charterTripSessionsFor, saveApprovalPath, signOffsOf, step, storedTrip } from '../../helpers/charterTripBed';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Trip = Record<string, unknown> & { id: number; version: number; status: string };

const ALICIA = { approverKind: 'user', approverName: 'Alicia Moreno', approverEmail: 'admin@example.com' } as const;
// Diane signs in as district@example.com: her step names her address in another case.
const DIANE = { approverKind: 'user', approverName: 'Diane Castillo', approverEmail: 'District@Example.COM' } as const;
const PRINCIPAL = { approverKind: 'role', approverName: 'Principal' } as const;

/**
 * A charter trip's approval walks its district's approval path (DOMAIN.md "trip approval paths"):
 * one sign-off a step, in order, each by the step's approver — a person by their e-mail address, a
 * role by anyone with the approve rule — and only the last one approves the trip. A district
 * without a path approves in one step.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `a charter trip's approval along its district's path on ${kind}`, () => {
    const bed = charterTripSessionsFor(kind);
    const db = () => bed.server.running.database.db;
    const requestTrip = async () => (await bed.district.post<Trip>('/api/charter-trips', {
      purpose: 'Science fair', destination: 'Crocker Art Museum', departureAt: '2027-03-04T16:00:00.000Z', returnAt: '2027-03-04T22:00:00.000Z', passengers: 40, busesNeeded: 1,
    })).body;
    const stored = (tripId: number) => db().selectFrom('charterTrips').select(['status', 'version', 'approvedAt', 'approvedByUserId']).where('id', '=', tripId).executeTakeFirstOrThrow();
    const approvalOf = async (client: ApiClient, tripId: number) => (await client.get<TripApproval>(`/api/charter-trips/${tripId}/approval`)).body;
    const auditOf = (tripId: number) => db().selectFrom('auditLog').select('id').where('entity', '=', 'charter-trips').where('recordId', '=', String(tripId)).execute();
    const logOf = async (tripId: number) => (await db().selectFrom('charterTripStatusLog').select(['transition', 'actorName']).where('tripId', '=', tripId).orderBy('id').execute())
      .map((entry) => [entry.transition, entry.actorName]);
    const userIdOf = async (email: string) => (await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

    it('needs a sign-off of each step, in order, at the version shown, and the last one approves the trip', async () => {
      await saveApprovalPath(bed.server, bed.admin, 1, [ALICIA, DIANE]);
      const trip = await requestTrip();
      const audited = (await auditOf(trip.id)).length;
      // Out of order: Diane's step is the second, so her approve is refused and writes nothing.
      expect(await step(bed.server, bed.district, trip.id, 'approve')).toMatchObject({
        status: 403, body: { code: 'NOT_YOUR_STEP', message: 'Step 1 of 2 waits for Alicia Moreno (admin@example.com).' },
      });
      expect(await stored(trip.id)).toMatchObject({ status: 'requested', version: trip.version });
      expect(await signOffsOf(bed.server, trip.id)).toEqual([]);
      expect(await auditOf(trip.id)).toHaveLength(audited);

      const first = await step(bed.server, bed.admin, trip.id, 'approve');
      expect(first).toMatchObject({ status: 200, body: { status: 'requested', version: trip.version + 1, approvedAt: null } });
      expect(await signOffsOf(bed.server, trip.id)).toEqual([{ stepOrder: 1, approverName: 'Alicia Moreno', userId: await userIdOf('admin@example.com'), signerName: 'Alicia Moreno' }]);
      expect(await approvalOf(bed.district, trip.id)).toMatchObject({
        currentStep: 2, maySign: true,
        steps: [{ stepOrder: 1, approverName: 'Alicia Moreno', signerName: 'Alicia Moreno', signedAt: expect.any(String) }, { stepOrder: 2, approverName: 'Diane Castillo', signerName: null, signedAt: null }],
      });
      expect(await approvalOf(bed.admin, trip.id)).toMatchObject({ currentStep: 2, maySign: false });
      // The operator holds every code, yet a person's step is that person's alone.
      expect(await step(bed.server, bed.admin, trip.id, 'approve')).toMatchObject({ status: 403, body: { message: 'Step 2 of 2 waits for Diane Castillo (District@Example.COM).' } });
      expect(await step(bed.server, bed.district, trip.id, 'approve', trip.version)).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect(await signOffsOf(bed.server, trip.id)).toHaveLength(1);

      const last = await step(bed.server, bed.district, trip.id, 'approve');
      expect(last).toMatchObject({ status: 200, body: { status: 'approved', version: trip.version + 2, approvedAt: expect.any(String) } });
      expect(await stored(trip.id)).toMatchObject({ approvedByUserId: await userIdOf('district@example.com') });
      expect((await signOffsOf(bed.server, trip.id)).map((signOff) => [signOff.stepOrder, signOff.signerName])).toEqual([[1, 'Alicia Moreno'], [2, 'Diane Castillo']]);
      expect(await logOf(trip.id)).toEqual([['create', 'Diane Castillo'], ['approve', 'Diane Castillo']]);
      expect(await approvalOf(bed.district, trip.id)).toMatchObject({ currentStep: null, maySign: false });
    });

    it("lets anyone with the approve rule sign a role's step, and nobody without the rule sign any", async () => {
      await saveApprovalPath(bed.server, bed.admin, 1, [PRINCIPAL, DIANE]);
      const trip = await requestTrip();
      for (const client of [bed.school, bed.vendor]) expect(await step(bed.server, client, trip.id, 'approve')).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect((await step(bed.server, bed.admin, trip.id, 'approve')).body).toMatchObject({ status: 'requested' });
      expect(await signOffsOf(bed.server, trip.id)).toEqual([{ stepOrder: 1, approverName: 'Principal', userId: await userIdOf('admin@example.com'), signerName: 'Alicia Moreno' }]);
      expect((await step(bed.server, bed.district, trip.id, 'approve')).body).toMatchObject({ status: 'approved' });
    });

    it('is rejected only by the approver whose turn it is, which ends the request as before', async () => {
      await saveApprovalPath(bed.server, bed.admin, 1, [ALICIA, DIANE]);
      const waiting = await requestTrip();
      expect(await step(bed.server, bed.district, waiting.id, 'reject')).toMatchObject({ status: 403, body: { message: 'Step 1 of 2 waits for Alicia Moreno (admin@example.com).' } });
      expect((await step(bed.server, bed.admin, waiting.id, 'reject')).body).toMatchObject({ status: 'cancelled' });
      expect(await logOf(waiting.id)).toEqual([['create', 'Diane Castillo'], ['reject', 'Alicia Moreno']]);

      const halfWay = await requestTrip();
      await step(bed.server, bed.admin, halfWay.id, 'approve');
      expect((await step(bed.server, bed.admin, halfWay.id, 'reject')).status).toBe(403);
      expect((await step(bed.server, bed.district, halfWay.id, 'reject')).body).toMatchObject({ status: 'cancelled' });
      expect(await signOffsOf(bed.server, halfWay.id)).toHaveLength(1);
    });

    it('keeps the sign-offs of a waiting trip when the path is edited, and reads its next step from the path as it is now', async () => {
      await saveApprovalPath(bed.server, bed.admin, 1, [ALICIA, DIANE]);
      const trip = await requestTrip();
      await step(bed.server, bed.admin, trip.id, 'approve');
      await saveApprovalPath(bed.server, bed.admin, 1, [ALICIA, PRINCIPAL, DIANE]);
      expect(await approvalOf(bed.district, trip.id)).toMatchObject({ currentStep: 2, maySign: true });
      expect((await step(bed.server, bed.district, trip.id, 'approve')).body).toMatchObject({ status: 'requested' });
      expect(await approvalOf(bed.district, trip.id)).toMatchObject({ currentStep: 3, maySign: true });
      expect((await step(bed.server, bed.district, trip.id, 'approve')).body).toMatchObject({ status: 'approved' });
      expect((await signOffsOf(bed.server, trip.id)).map((signOff) => signOff.approverName)).toEqual(['Alicia Moreno', 'Principal', 'Diane Castillo']);

      // A path cut shorter than a trip's sign-offs leaves it no step to wait for: one approve approves it.
      const halfWay = await requestTrip();
      await step(bed.server, bed.admin, halfWay.id, 'approve');
      await saveApprovalPath(bed.server, bed.admin, 1, [ALICIA]);
      expect(await approvalOf(bed.district, halfWay.id)).toMatchObject({ currentStep: null, maySign: true, steps: [{ stepOrder: 1, signerName: 'Alicia Moreno' }] });
      expect((await step(bed.server, bed.district, halfWay.id, 'approve')).body).toMatchObject({ status: 'approved' });
      expect(await signOffsOf(bed.server, halfWay.id)).toHaveLength(1);
    });

    it("approves a trip of a district without a path in one step, and answers another tenant's trip as one that does not exist", async () => {
      const pathless = await storedTrip(bed.server, 'requested', { districtId: 3 });
      expect(await db().selectFrom('tripApprovalSteps').select('id').where('districtId', '=', 3).execute()).toEqual([]);
      expect(await approvalOf(bed.admin, pathless.id)).toEqual({ steps: [], currentStep: null, maySign: true });
      expect((await step(bed.server, bed.admin, pathless.id, 'approve')).body).toMatchObject({ status: 'approved' });
      expect(await signOffsOf(bed.server, pathless.id)).toEqual([]);

      const foreign = await storedTrip(bed.server, 'requested', { districtId: 2 });
      expect((await bed.district.get(`/api/charter-trips/${foreign.id}/approval`)).status).toBe(404);
      for (const decision of ['approve', 'reject']) expect((await step(bed.server, bed.district, foreign.id, decision)).status).toBe(404);
      expect(await stored(foreign.id)).toMatchObject({ status: 'requested', version: foreign.version });
      expect((await bed.school.get(`/api/charter-trips/${pathless.id}/approval`)).status).toBe(403);
    });
  });
}
