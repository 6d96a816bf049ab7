import { VENDOR_STAFF, flowSuite } from '../../helpers/flowSuite';
import { signedIn } from '../../helpers/apiClient';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';

jest.setTimeout(120_000);

type Inspection = { id: number; status: string; version: number; mechanicName: string | null; mechanicAssignedAt: string | null; assessment: string | null; assessedAt: string | null };

/**
 * Vehicle inspections (DOMAIN.md; spec 2.5 vehicle, end-of-day and end-of-ride inspections): a failed
 * one goes reported → mechanic assigned (VEHICLE_INSPECTION_MECHANIC_ASSIGNMENT_EDIT) → repaired, out of
 * service or no defect found (VEHICLE_INSPECTION_ASSESSMENT_EDIT), whatever its kind.
 */
for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the inspection follow-up flow on ${kind}, by permission code and tenant`, () => {
    const staff = flowSuite(kind, VENDOR_STAFF);
    const waiting = (vendorId: number, kinds: string[], status = 'reported') => staff.db().selectFrom('vehicleInspections').select(['id', 'version', 'vehicleId'])
      .where('vendorId', '=', vendorId).where('kind', 'in', kinds).where('status', '=', status).orderBy('id').executeTakeFirstOrThrow();

    it('assigns a mechanic, then takes the vehicle out of service: each step once, by its code, stamped and audited', async () => {
      const inspection = await waiting(1, ['pre_trip', 'post_trip']);
      const path = `/api/vehicle-inspections/${inspection.id}`;
      expect((await staff.yard.post(`${path}/assign-mechanic`, { version: inspection.version, mechanicName: 'Rosa Diaz' })).status).toBe(403);
      expect(await staff.manager.post(`${path}/assign-mechanic`, { version: inspection.version })).toMatchObject({ status: 400, body: { message: 'mechanicName is required' } });
      expect(await staff.manager.post(`${path}/assign-mechanic`, { version: inspection.version, mechanicName: 'Rosa Diaz', status: 'repaired' })).toMatchObject({ status: 400, body: { message: 'Unknown field: status' } });
      expect(await staff.manager.post(`${path}/assign-mechanic`, { version: inspection.version + 3, mechanicName: 'Rosa Diaz' })).toMatchObject({ status: 409, body: { code: 'STALE_VERSION' } });
      expect(await staff.manager.post(`${path}/repaired`, { version: inspection.version })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });

      const assigned = await staff.manager.post<Inspection>(`${path}/assign-mechanic`, { version: inspection.version, mechanicName: 'Rosa Diaz' });
      expect(assigned.status).toBe(200);
      expect(assigned.body).toMatchObject({ status: 'mechanic_assigned', mechanicName: 'Rosa Diaz', version: inspection.version + 1 });
      expect(assigned.body.mechanicAssignedAt).not.toBeNull();
      expect(await staff.manager.post(`${path}/assign-mechanic`, { version: inspection.version + 1, mechanicName: 'Someone Else' })).toMatchObject({ status: 409, body: { code: 'INVALID_TRANSITION' } });
      expect(await staff.manager.post(`${path}/out-of-service`, { version: inspection.version + 1 })).toMatchObject({ status: 400, body: { message: 'assessment is required' } });

      const assessed = await staff.manager.post<Inspection>(`${path}/out-of-service`, { version: inspection.version + 1, assessment: 'Brake chamber leaking; part ordered.' });
      expect(assessed.body).toMatchObject({ status: 'out_of_service', assessment: 'Brake chamber leaking; part ordered.', mechanicName: 'Rosa Diaz' });
      const stored = await staff.db().selectFrom('vehicleInspections').selectAll().where('id', '=', inspection.id).executeTakeFirstOrThrow();
      expect([stored.mechanicAssignedByUserId, stored.assessedByUserId]).toEqual([3, 3]);
      const vehicle = await staff.db().selectFrom('vehicles').select('status').where('id', '=', inspection.vehicleId).executeTakeFirstOrThrow();
      expect(vehicle.status).toBe('out_of_service');
      const audit = await staff.db().selectFrom('auditLog').select('detail').where('entity', '=', 'vehicle-inspections').where('recordId', '=', String(inspection.id)).orderBy('id').execute();
      expect(audit.map((entry) => JSON.parse(entry.detail ?? '{}').transition)).toEqual(['assign-mechanic', 'out-of-service']);
    });

    it('follows up end-of-day inspections under the same codes, each kind only in its own section', async () => {
      const inspection = await waiting(1, ['end_of_day'], 'mechanic_assigned');
      expect((await staff.manager.get(`/api/vehicle-inspections/${inspection.id}`)).status).toBe(404);
      expect((await staff.manager.post(`/api/vehicle-inspections/${inspection.id}/no-defect`, { version: inspection.version })).status).toBe(404);
      const cleared = await staff.manager.post<Inspection>(`/api/end-of-day-inspections/${inspection.id}/no-defect`, { version: inspection.version });
      expect(cleared.body).toMatchObject({ status: 'no_defect', assessment: null });
      expect(cleared.body.assessedAt).not.toBeNull();
      const list = await staff.manager.get<{ kind: string }[]>('/api/end-of-day-inspections?range=[0,499]');
      expect(new Set(list.body.map((row) => row.kind))).toEqual(new Set(['end_of_day']));
    });

    it("answers another vendor's inspection, and a yard user's other yards', as ones that do not exist", async () => {
      const foreign = await waiting(2, ['pre_trip', 'post_trip']);
      expect((await staff.manager.post(`/api/vehicle-inspections/${foreign.id}/assign-mechanic`, { version: foreign.version, mechanicName: 'Rosa Diaz' })).status).toBe(404);
      expect((await staff.manager.get(`/api/vehicle-inspections/${foreign.id}`)).status).toBe(404);
      const otherYard = await staff.db().selectFrom('vehicleInspections').select('id').where('vendorId', '=', 1).where('yardId', '=', 2).where('kind', '=', 'pre_trip').executeTakeFirstOrThrow();
      expect((await staff.yard.get(`/api/vehicle-inspections/${otherYard.id}`)).status).toBe(404);
      const unchanged = await staff.db().selectFrom('vehicleInspections').select('status').where('id', '=', foreign.id).executeTakeFirstOrThrow();
      expect(unchanged.status).toBe('reported');
    });

    it('shows each kind only with its own view code: a yard user sees pre-trip and end-of-day, not end-of-ride; a district none but its rides\'', async () => {
      expect((await staff.yard.get('/api/vehicle-inspections')).status).toBe(200);
      expect((await staff.yard.get('/api/end-of-day-inspections')).status).toBe(200);
      expect((await staff.yard.get('/api/end-of-ride-inspections')).status).toBe(403);
      const district = await signedIn(staff.server.urlOf('enterprise'), 'district@example.com');
      for (const section of ['vehicle-inspections', 'end-of-day-inspections', 'end-of-ride-inspections']) expect((await district.get(`/api/${section}`)).status).toBe(403);
      // A district granted the end-of-ride view sees its own rides' inspections only.
      await staff.db().updateTable('memberships').set({ permissions: JSON.stringify(['END_OF_RIDE_INSPECTION_VIEW']) }).where('userId', '=', 5).execute();
      const own = await district.get<{ districtId: number }[]>('/api/end-of-ride-inspections?range=[0,499]');
      expect(own.status).toBe(200);
      expect(own.body.length).toBeGreaterThan(0);
      expect(new Set(own.body.map((row) => row.districtId))).toEqual(new Set([1]));
    });
  });
}
