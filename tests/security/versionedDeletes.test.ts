import type { AccountResponse } from '../../permissions/accountContext';
import type { CodeRule } from '../../permissions/codeRules';
import { defineAbilityFor } from '../../permissions/defineAbility';
import { RESOURCES } from '../../resources';
import type { ResourceDeclaration } from '../../resources/engine/resource';
import type { SavedView } from '../../resources/saved-views/savedViews';
import { listRoutes } from '../../server/access';
import type { ApiClient } from '../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../helpers/flowSuite';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

type StaffName = keyof typeof DEMO_STAFF;

interface Bed {
  server: TestServer;
  db(): TestServer['running']['database']['db'];
  staff: Record<StaffName, ApiClient>;
}

/** A stored record, and one of the staff who may delete it. */
interface Deletable {
  client: ApiClient;
  path: string;
  stored(): Promise<boolean>;
}

type DeleteCase = (bed: Bed) => Promise<Deletable>;

/** The DELETE routes that name no version, and why. */
const UNVERSIONED_DELETES: Record<string, string> = {
  'DELETE /api/profile/photo': "the signed-in user's own single photo: no one else changes it, and it has no version to name",
};

/** The routes outside the resource engine, each with a record of its own to try. */
const ROUTE_CASES: Record<string, DeleteCase> = {
  'DELETE /api/saved-views/:id': async (bed) => {
    const view = (await bed.staff.manager.post<SavedView>('/api/saved-views', { resource: 'vehicles', name: 'Spare vans', params: { filter: { status: 'spare' } } })).body;
    const stored = async () => (await bed.db().selectFrom('savedViews').select('id').where('id', '=', view.id).executeTakeFirst()) !== undefined;
    return { client: bed.staff.manager, path: `/api/saved-views/${view.id}`, stored };
  },
  'DELETE /api/route-explorer/waivers/:id': async (bed) => {
    const waiver = await bed.db().selectFrom('routeViolationWaivers').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const stored = async () => (await bed.db().selectFrom('routeViolationWaivers').select('id').where('id', '=', waiver.id).executeTakeFirst()) !== undefined;
    return { client: bed.staff.admin, path: `/api/route-explorer/waivers/${waiver.id}`, stored };
  },
};

const portalRegisters = (bed: Bed, name: StaffName, route: string) => bed.server.running.portals
  .some((portal) => portal.role === DEMO_STAFF[name].portal && listRoutes(portal.app).some((r) => `${r.method} ${r.url}` === route));

/** An engine entity's delete (server/resources/crudRoutes.ts), tried by the first of the staff whose codes allow it, on a record they see. */
const engineCase = (resource: ResourceDeclaration, rule: CodeRule, route: string): DeleteCase => async (bed) => {
  for (const name of Object.keys(DEMO_STAFF) as StaffName[]) {
    const client = bed.staff[name];
    const account = await client.get<AccountResponse>('/api/account');
    if (account.status !== 200 || !portalRegisters(bed, name, route) || !defineAbilityFor(account.body).can(...rule)) continue;
    const [record] = (await client.get<{ id: number }[]>(`/api/${resource.name}?range=[0,0]`)).body;
    if (!record) continue;
    const stored = async () => (await bed.db().selectFrom(resource.table as 'vehicles').select('id').where('id', '=', record.id).executeTakeFirst()) !== undefined;
    return { client, path: `/api/${resource.name}/${record.id}`, stored };
  }
  throw new Error(`None of the demo staff may delete a ${resource.name} record they see`);
};

const DELETE_CASES: Record<string, DeleteCase> = {
  ...Object.fromEntries(RESOURCES.flatMap((resource) => {
    const route = `DELETE /api/${resource.name}/:id`;
    return resource.permissions.delete ? [[route, engineCase(resource, resource.permissions.delete, route)]] : [];
  })),
  ...ROUTE_CASES,
};

/**
 * SECURITY.md "Durability": a delete names the version it removes. The routes are read from the
 * portals' own route tables, so a DELETE route added without a case here, and not among the stated
 * exemptions, fails.
 */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `every delete names its version on ${kind}`, () => {
  const bed = {} as Bed;
  beforeAll(async () => {
    bed.server = await startTestServer({ database: kind });
    bed.db = () => bed.server.running.database.db;
    bed.staff = await signInAll(bed.server, DEMO_STAFF);
  });
  afterAll(() => bed.server?.stop());

  it('has a case or a stated exemption for every DELETE route the portals register', () => {
    const registered = new Set(bed.server.running.portals.flatMap((portal) => listRoutes(portal.app))
      .filter((route) => route.method === 'DELETE').map((route) => `${route.method} ${route.url}`));
    expect([...registered].filter((route) => !(route in DELETE_CASES) && !(route in UNVERSIONED_DELETES))).toEqual([]);
    // And nothing listed that is gone.
    expect([...Object.keys(DELETE_CASES), ...Object.keys(UNVERSIONED_DELETES)].filter((route) => !registered.has(route))).toEqual([]);
  });

  it.each(Object.keys(DELETE_CASES))('%s answers 400 VERSION_REQUIRED without ?version=, deleting nothing', async (route) => {
    const { client, path, stored } = await DELETE_CASES[route](bed);
    expect(await stored()).toBe(true);
    expect(await client.request('DELETE', path)).toMatchObject({ status: 400, body: { code: 'VERSION_REQUIRED' } });
    expect(await stored()).toBe(true);
  });
});
