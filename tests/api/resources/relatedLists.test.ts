import { subject } from '@casl/ability';
import { declarationOf, RESOURCES } from '../../../resources';
import type { RelatedList, ResourceDeclaration } from '../../../resources/engine/resource';
import { DEMO_ROLES, demoRolesForSuite } from '../../helpers/demoRoleSessions';

jest.setTimeout(120_000);

type Row = Record<string, unknown> & { id: number };

/**
 * The lists of related records on a record's page (a student's requests, a run's rides) read the
 * related entity's list filtered on the record: tenant-scoped as that list is. For each declared
 * related list and demo role: a record of its own tenant brings its related rows, only those; another
 * tenant's record brings none of that tenant's rows.
 */
describe('related lists × demo roles: only the tenant\'s own related rows', () => {
  const suite = demoRolesForSuite();

  const cases = RESOURCES.flatMap((owner) => (owner.related ?? []).flatMap((related) => DEMO_ROLES.map(({ email }) => [owner.name, related.resource, related.target, email] as const)));

  it.each(cases)('%s → %s by %s, as %s', async (ownerName, relatedName, target, email) => {
    const owner = declarationOf(ownerName)!;
    const declaration = declarationOf(relatedName)!;
    const { client, ability } = suite.session(email);
    const visible = (resource: ResourceDeclaration, row: Row) => ability.can('view', subject(resource.subject, { ...row }));
    const listOf = (id: unknown) => client.get<Row[]>(`/api/${relatedName}?filter=${encodeURIComponent(JSON.stringify({ [target]: id }))}&range=[0,499]`);
    if (!ability.can(...owner.permissions.view) || !ability.can(...declaration.permissions.view)) {
      if (!ability.can(...declaration.permissions.view)) expect((await listOf(1)).status).toBe(403);
      return;
    }
    const db = suite.db();
    const rows = (await db.selectFrom(declaration.table as 'rides').selectAll().where(target as 'id', 'is not', null).limit(5000).execute()) as unknown as Row[];
    const owners = new Map(((await db.selectFrom(owner.table as 'rides').selectAll().execute()) as unknown as Row[]).map((row) => [row.id, row]));
    const inScope = (row: Row) => (declaration.only ? Object.entries(declaration.only).every(([column, values]) => values.includes(String(row[column]))) : true);
    const relatedRows = rows.filter(inScope);

    // A record of the role's own with related rows it may see: the list brings those, and only rows naming that record.
    const own = relatedRows.find((row) => visible(declaration, row) && visible(owner, owners.get(row[target] as number)!));
    if (own) {
      const listed = await listOf(own[target]);
      expect(listed.status).toBe(200);
      expect(listed.body.map(({ id }) => id)).toContain(own.id);
      expect(listed.body.filter((row) => row[target] !== own[target] || !visible(declaration, row)).map(({ id }) => id)).toEqual([]);
    }
    // Another tenant's record: none of its related rows that the role may not see.
    const foreign = relatedRows.find((row) => !visible(declaration, row) && !visible(owner, owners.get(row[target] as number)!));
    if (foreign) {
      const listed = await listOf(foreign[target]);
      expect(listed.body.filter((row) => !visible(declaration, row)).map(({ id }) => id)).toEqual([]);
      expect(listed.body.map(({ id }) => id)).not.toContain(foreign.id);
    }
    // The admin sees every tenant: each list has rows of its own to show in the demo.
    if (email === 'admin@example.com') expect(own).toBeDefined();
  });

  it('names the date filters a related list adds as the list accepts them', async () => {
    const client = suite.as('admin@example.com');
    const datedLists = RESOURCES.flatMap((owner) => (owner.related ?? []).filter((related): related is RelatedList & Required<Pick<RelatedList, 'dated'>> => Boolean(related.dated)));
    for (const { resource, dated } of datedLists) {
      const field = dated.span === 'today' ? dated.field : `${dated.field}_gte`;
      const answer = await client.get<Row[]>(`/api/${resource}?filter=${encodeURIComponent(JSON.stringify({ [field]: '2026-01-05' }))}&range=[0,0]`);
      expect([resource, field, answer.status]).toEqual([resource, field, 200]);
    }
  });
});
