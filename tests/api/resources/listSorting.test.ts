import type { LocaleCode } from '../../../i18n';
import type { AccountResponse } from '../../../permissions/accountContext';
import { RESOURCES } from '../../../resources';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import type { ListReader } from '../../../resources/engine/sorting';
import type { ApiClient } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import { comparerFor, offeredSorts, orderProblem, readerOf, shownValues, sortKey, type SortOrder } from '../../helpers/listOrder';
import { describeWhen } from '../../helpers/requirements';
import { DATABASE_KINDS } from '../../helpers/testDatabase';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(300_000);

type Row = Record<string, unknown> & { id: number };
type StaffName = keyof typeof DEMO_STAFF;
interface Viewer { name: StaffName; client: ApiClient; reader: ListReader }

const listPath = (resource: string, sort: [string, SortOrder], filter: object = {}) =>
  `/api/${resource}?${new URLSearchParams({ sort: JSON.stringify(sort), range: '[0,24]', filter: JSON.stringify(filter) })}`;

/** The records a page's reference column names, fetched as the console fetches them (`meta.prefetch`). */
const getManyAs = (client: ApiClient) => async (reference: string, ids: unknown[]) =>
  (await client.get<Row[]>(`/api/${reference}?${new URLSearchParams({ filter: JSON.stringify({ id: ids }), range: JSON.stringify([0, ids.length - 1]) })}`)).body;

/** Asks for the first page in both orders and answers what is wrong with either, if anything. */
async function sortProblems({ client }: Viewer, resource: ResourceDeclaration, field: string, locale: LocaleCode = 'en'): Promise<string[]> {
  const problems: string[] = [];
  for (const order of ['ASC', 'DESC'] as const) {
    const page = await client.get<Row[]>(listPath(resource.name, [field, order]));
    if (page.status !== 200) {
      problems.push(`${field} ${order}: ${page.status} ${JSON.stringify(page.body)}`);
      continue;
    }
    const problem = orderProblem(await shownValues(resource, field, page.body, locale, getManyAs(client)), comparerFor(sortKey(resource, field), locale), order);
    if (problem) problems.push(`${field} ${order}: ${problem}`);
  }
  return problems;
}

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `sorting that works: offered sorts in the order shown, the others refused, on ${kind}`, () => {
    let server: TestServer;
    const viewers: Viewer[] = [];

    beforeAll(async () => {
      server = await startTestServer({ database: kind });
      const clients = await signInAll(server, DEMO_STAFF);
      for (const name of Object.keys(DEMO_STAFF) as StaffName[]) {
        const account = (await clients[name].get<AccountResponse>('/api/account')).body;
        viewers.push({ name, client: clients[name], reader: readerOf(account, DEMO_STAFF[name].portal) });
      }
    });
    afterAll(() => server?.stop());

    const viewersOf = (resource: ResourceDeclaration) => viewers.filter(({ reader }) => reader.can(resource.permissions.view));

    it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
      '%s: every sort offered to every demo role that may view it puts the first page, both ways, in the order of the text shown',
      async (_, resource) => {
        const problems: string[] = [];
        for (const viewer of viewersOf(resource)) {
          for (const field of offeredSorts(resource, viewer.reader)) problems.push(...(await sortProblems(viewer, resource, field)).map((problem) => `${viewer.name}: ${problem}`));
        }
        expect(problems).toEqual([]);
      },
    );

    it.each(RESOURCES.map((resource) => [resource.name, resource] as const))(
      '%s: a field not offered for sorting answers 400 naming it, to every demo role that may view it',
      async (_, resource) => {
        for (const viewer of viewersOf(resource)) {
          const offered = new Set(offeredSorts(resource, viewer.reader));
          for (const field of Object.keys(resource.fields).filter((name) => !offered.has(name))) {
            const refused = await viewer.client.get<{ message: string }>(listPath(resource.name, [field, 'ASC']));
            expect([viewer.name, refused.status, refused.body.message]).toEqual([viewer.name, 400, `sort: ${resource.name} cannot be sorted by "${field}".`]);
          }
        }
      },
    );

    it('sorts a reference by the name of the record it points to, not by its id', async () => {
      const admin = viewers.find(({ name }) => name === 'admin')!;
      const rides = RESOURCES.find(({ name }) => name === 'rides')!;
      const page = await admin.client.get<Row[]>(listPath('rides', ['driverId', 'ASC'], { driverId: [1, 2, 3, 4, 5, 6] }));
      const names = await shownValues(rides, 'driverId', page.body, 'en', getManyAs(admin.client));
      expect(new Set(names).size).toBeGreaterThan(1);
      expect(orderProblem(names, comparerFor(sortKey(rides, 'driverId'), 'en'), 'ASC')).toBeUndefined();
    });

    it("orders choices by their labels in the reader's language: routes' directions, afternoon first in English, mañana first in Spanish", async () => {
      const admin = viewers.find(({ name }) => name === 'admin')!;
      const routes = RESOURCES.find(({ name }) => name === 'routes')!;
      const firstDirection = async (headers: Record<string, string>) => (await admin.client.get<Row[]>(listPath('routes', ['direction', 'ASC']), headers)).body[0].direction;
      expect(await firstDirection({})).toBe('PM');
      expect(await firstDirection({ 'accept-language': 'es-US,es;q=0.9' })).toBe('AM');
      // The user's own language wins over the browser's.
      expect((await admin.client.request('PUT', '/api/profile/language', { locale: 'es' })).status).toBe(204);
      try {
        expect(await firstDirection({ 'accept-language': 'en-US' })).toBe('AM');
        expect(await sortProblems(admin, routes, 'direction', 'es')).toEqual([]);
      } finally {
        await admin.client.request('PUT', '/api/profile/language', { locale: 'en' });
      }
    });
  });
}
