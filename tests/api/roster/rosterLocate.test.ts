import { AddressLookup } from '../../../server/geocoding/addressLookup';
import { locateStudents } from '../../../server/roster/locateStudents';
import type { ApiClient } from '../../helpers/apiClient';
import { DEMO_STAFF, signInAll } from '../../helpers/flowSuite';
import { startGeocoderStub, type GeocoderStub } from '../../helpers/geocoderStub';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(120_000);

const HEADER = 'sourced_id,student_number,first_name,last_name,school,school_name,grade,address,lat,lng';

/**
 * The addresses a roster brings without a point, located through the console's geocoder after the
 * import: found ones placed (an audited edit), unknown ones marked and left for a person, a point
 * the file gave or a person placed never looked up, a new address looked up again.
 */
describe('locating imported students', () => {
  let server: TestServer;
  let district: ApiClient;
  let geocoder: GeocoderStub;
  let lookup: AddressLookup;
  beforeAll(async () => {
    geocoder = await startGeocoderStub([{ name: '12 Elm Street, Springfield', lat: 39.8, lng: -89.65 }, { name: '40 Oak Avenue, Springfield', lat: 39.81, lng: -89.66 }]);
    server = await startTestServer({ database: 'sqlite' });
    ({ district } = await signInAll(server, { district: DEMO_STAFF.district }));
    lookup = new AddressLookup({ kind: 'nominatim', url: geocoder.url, key: undefined, ratePerSecond: 100 }, 'test');
    const campus = await server.running.database.db.selectFrom('campuses').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    await district.request('PUT', '/api/roster-org-campuses', { orgs: [{ orgSourcedId: 'sch-1', orgName: 'North School', campusId: campus.id }] });
  });
  afterAll(async () => {
    await server?.stop();
    await geocoder?.close();
  });

  const db = () => server.running.database.db;
  const importRoster = async (lines: string[]) => {
    const checked = await district.post<{ id: number }>('/api/roster-imports?fileName=r.csv', [HEADER, ...lines].join('\r\n'), { 'content-type': 'text/csv' });
    expect((await district.post(`/api/roster-imports/${checked.body.id}/apply`)).status).toBe(200);
  };
  const points = async () => (await db().selectFrom('students').select(['sourcedId', 'lat', 'lng', 'version']).where('sourcedId', 'like', 'L-%').orderBy('sourcedId').execute())
    .map((row) => [row.sourcedId, row.lat, row.lng, row.version]);

  it('places the addresses the service knows, once, and leaves the others for a person', async () => {
    await importRoster([
      'L-1,LN-1,Ida,Elm,sch-1,North School,2,"12 Elm Street, Springfield",,',
      'L-2,LN-2,Otto,Oak,sch-1,North School,2,"99 Nowhere Lane, Springfield",,',
      'L-3,LN-3,Pia,Pine,sch-1,North School,2,"40 Oak Avenue, Springfield",38.5,-90.1',
    ]);
    expect(await locateStudents(db(), lookup, 100)).toEqual({ located: 1, unknown: 1 });
    expect(await points()).toEqual([['L-1', 39.8, -89.65, 2], ['L-2', null, null, 1], ['L-3', 38.5, -90.1, 1]]);
    const audit = await db().selectFrom('auditLog').select(['detail', 'actorUserId']).where('entity', '=', 'students').where('detail', 'like', '%"located":true%').execute();
    expect(audit.map((entry) => [JSON.parse(entry.detail).fields, entry.actorUserId])).toEqual([[['lat', 'lng'], null]]);
    const asked = geocoder.requests.length;
    expect(await locateStudents(db(), lookup, 100)).toEqual({ located: 0, unknown: 0 });
    expect(geocoder.requests.length).toBe(asked);
  });

  it('looks a moved student\'s new address up again, and tries later when the service is down', async () => {
    await importRoster([
      'L-1,LN-1,Ida,Elm,sch-1,North School,2,"12 Elm Street, Springfield",,',
      'L-2,LN-2,Otto,Oak,sch-1,North School,2,"40 Oak Avenue, Springfield",,',
      'L-3,LN-3,Pia,Pine,sch-1,North School,2,"40 Oak Avenue, Springfield",38.5,-90.1',
    ]);
    geocoder.setDown(true);
    expect(await locateStudents(db(), lookup, 100)).toEqual({ located: 0, unknown: 0 });
    geocoder.setDown(false);
    expect(await locateStudents(db(), lookup, 100)).toEqual({ located: 1, unknown: 0 });
    expect((await points())[1]).toEqual(['L-2', 39.81, -89.66, 3]);
  });
});
