import { subject } from '@casl/ability';
import { RESOURCES } from '../../../resources';
import { DEMO_ROLES, demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type Row = Record<string, unknown> & { id: number };
const ROLES = DEMO_ROLES;

describe('tenant isolation over every declared resource × demo role (DOMAIN.md "Tenancy")', () => {
  const suite = demoRolesForSuite();

  const cases = RESOURCES.flatMap((resource) => ROLES.map((role) => [resource.name, role.email] as const));

  it.each(cases)('%s as %s: lists, gets and getMany only what the tenant allows; other ids answer 404 and cannot be changed', async (name, email) => {
    const resource = RESOURCES.find((r) => r.name === name)!;
    const { client, ability } = suite.session(email);
    const mayView = ability.can(...resource.permissions.view);
    const list = await client.get<Row[]>(`/api/${name}?range=[0,499]`);
    if (!mayView) {
      expect(list.status).toBe(403);
      return;
    }
    expect(list.status).toBe(200);
    const visible = (row: Row) => ability.can('view', subject(resource.subject, { ...row }));
    expect(list.body.filter((row) => !visible(row)).map((row) => row.id)).toEqual([]);

    const db = suite.db();
    const all = (await db.selectFrom(resource.table as 'rides').selectAll().limit(3000).execute()) as unknown as Row[];
    const foreign = all.find((row) => !visible(row));
    if (!foreign) return;
    expect((await client.get(`/api/${name}/${foreign.id}`)).status).toBe(404);
    const many = await client.get<Row[]>(`/api/${name}?filter=${encodeURIComponent(JSON.stringify({ id: [foreign.id] }))}`);
    expect(many.body).toEqual([]);
    if (resource.permissions.edit) expect((await client.request('PUT', `/api/${name}/${foreign.id}`, { ...foreign, version: foreign.version })).status).toBeGreaterThanOrEqual(403);
    if (resource.permissions.delete) expect((await client.request('DELETE', `/api/${name}/${foreign.id}`)).status).toBeGreaterThanOrEqual(403);
    expect(await db.selectFrom(resource.table as 'rides').select('id').where('id', '=', foreign.id).executeTakeFirst()).toBeDefined();
  });
});
