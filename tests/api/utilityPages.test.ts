import type { FastifyInstance } from 'fastify';
import { CHARTER_HANDOFF_SECONDS, type CharterHandoffClaims, type CharterHandoffRedemption, type CharterLoginResponse } from '../../resources/content/charterHandoff';
import { CONTENT_APIS, type ContentMetadata } from '../../resources/content/contentMetadata';
import { buildApp } from '../../server/app';
import { issueHandoffToken, type UnsignedClaims } from '../../server/routes/charterHandoff';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(120_000);

const CHARTER_PORTAL_URL = 'https://charter.example.test/handoff';
const CHARTER_ORIGIN = new URL(CHARTER_PORTAL_URL).origin;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as CharterHandoffClaims;
const tokenOf = (redirectUrl: string) => new URL(redirectUrl).searchParams.get('token')!;
const totalOf = (contentRange: string | null) => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1]);

for (const { kind, requirement } of DATABASE_KINDS) {
  describeWhen(requirement, `the utility pages' calls (spec 2.9, 7.5, 7.6) on ${kind}`, () => {
    let server: TestServer;
    let vendor: ApiClient;
    let district: ApiClient;

    beforeAll(async () => {
      server = await startTestServer({ database: kind, env: { CHARTER_PORTAL_URL } });
      vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
      await vendor.post('/api/account', { accountId: 1, subAccountIds: [1, 2, 3] });
      district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    });
    afterAll(() => server?.stop());

    const anonymous = () => new ApiClient(server.urlOf('vendor'));
    const vendorRide = () => server.running.database.db.selectFrom('rides').select(['id', 'displayId']).where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();

    describe('charter login handoff (spec 7.6)', () => {
      it('issues a handoff only to a signed-in user with a chosen account', async () => {
        expect((await anonymous().post('/api/charter/login', { target: '/' })).status).toBe(401);
        const unchosen = await signedIn(server.urlOf('admin'), 'admin@example.com');
        expect((await unchosen.post('/api/charter/login', { target: '/' })).status).toBe(403);
      });

      it('signs a 60-second handoff naming the user, the account and the target, and redirects to CHARTER_PORTAL_URL', async () => {
        const response = await vendor.post<CharterLoginResponse>('/api/charter/login', { target: '/trips/42?tab=invoice' });
        expect(response.status).toBe(200);
        expect(response.body.isSuccess).toBe(true);
        const redirect = new URL(response.body.redirectUrl!);
        expect(`${redirect.origin}${redirect.pathname}`).toBe(CHARTER_PORTAL_URL);
        const claims = claimsOf(tokenOf(response.body.redirectUrl!));
        const user = await server.running.database.db.selectFrom('users').select('id').where('email', '=', 'vendor@example.com').executeTakeFirstOrThrow();
        expect(claims).toMatchObject({ sub: String(user.id), aud: CHARTER_ORIGIN, target: '/trips/42?tab=invoice', acct: { kind: 'vendor', id: 1, subAccountIds: [1, 2, 3] } });
        expect(claims.exp - claims.iat).toBe(CHARTER_HANDOFF_SECONDS);
        expect(claims.permissions.every((code) => code.startsWith('CHARTER_'))).toBe(true);
      });

      it('reads a target without its leading slash as a path of the charter portal', async () => {
        const { body } = await vendor.post<CharterLoginResponse>('/api/charter/login', { target: 'trips' });
        expect(claimsOf(tokenOf(body.redirectUrl!)).target).toBe('/trips');
      });

      it('lets the charter portal redeem a token once, with who the user is', async () => {
        const { body } = await vendor.post<CharterLoginResponse>('/api/charter/login', { target: '/trips' });
        const token = tokenOf(body.redirectUrl!);
        const redeemed = await anonymous().post<CharterHandoffRedemption>('/api/charter/handoff', { token });
        expect(redeemed.status).toBe(200);
        expect(redeemed.body).toMatchObject({ claims: { target: '/trips' }, user: { email: 'vendor@example.com' } });
        expect(await anonymous().post('/api/charter/handoff', { token })).toMatchObject({ status: 401, body: { code: 'HANDOFF_INVALID' } });
      });

      it('refuses an expired, altered, unsigned or foreign token', async () => {
        const { body } = await vendor.post<CharterLoginResponse>('/api/charter/login', { target: '/trips' });
        const claims = claimsOf(tokenOf(body.redirectUrl!));
        const unsigned: UnsignedClaims = { iss: claims.iss, aud: claims.aud, sub: claims.sub, acct: claims.acct, permissions: claims.permissions, target: claims.target };
        const { db } = server.running.database;
        const expired = await issueHandoffToken(db, unsigned, Date.now() - (CHARTER_HANDOFF_SECONDS + 1) * 1000);
        const foreign = await issueHandoffToken(db, { ...unsigned, aud: 'https://elsewhere.example' });
        const [header, , signature] = tokenOf(body.redirectUrl!).split('.');
        const altered = [header, Buffer.from(JSON.stringify({ ...claims, sub: '1' })).toString('base64url'), signature].join('.');
        const none = [Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url'), Buffer.from(JSON.stringify(claims)).toString('base64url'), ''].join('.');
        for (const [name, token] of Object.entries({ expired, foreign, altered, none, garbage: 'not-a-token' })) {
          const response = await anonymous().post('/api/charter/handoff', { token });
          expect([name, response.status]).toEqual([name, 401]);
        }
      });

      it('refuses a target that is not a path of the charter portal (no open redirect)', async () => {
        for (const target of ['//evil.example/x', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '\\\\evil.example', '/trips with space', '']) {
          const response = await vendor.post('/api/charter/login', { target });
          expect([target, response.status]).toEqual([target, 400]);
        }
      });

      it('refuses clearly, with a 4xx naming CHARTER_PORTAL_URL, when no charter portal is configured', async () => {
        const { config, database } = server.running;
        const app: FastifyInstance = await buildApp({ config: { ...config, charterPortalUrl: undefined }, database, role: 'vendor', logger: false });
        const cookie = [...vendor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        const login = await app.inject({ method: 'POST', url: '/api/charter/login', headers: { cookie }, payload: { target: '/trips' } });
        expect(login.statusCode).toBe(404);
        expect(login.json()).toMatchObject({ code: 'CHARTER_PORTAL_NOT_CONFIGURED', message: expect.stringContaining('CHARTER_PORTAL_URL') });
        expect((await app.inject({ method: 'POST', url: '/api/charter/handoff', payload: { token: 'x' } })).statusCode).toBe(404);
        await app.close();
      });
    });

    describe('content metadata (spec 7.5)', () => {
      const metadata = (client: ApiClient, contentApi: string, params: Record<string, string> = {}, method?: string) =>
        client.post<ContentMetadata & { message: string; code: string; contextId: string }>('/api/content/metadata', { contentApi, params, ...(method ? { method } : {}) });

      it("describes a section's CSV export within the caller's tenant, linking to the export itself", async () => {
        const filter = JSON.stringify({ status: 'in_service' });
        const { status, body } = await metadata(vendor, '/api/vehicles/export', { filter });
        expect(status).toBe(200);
        const total = totalOf((await vendor.get(`/api/vehicles?filter=${encodeURIComponent(filter)}&range=[0,0]`)).headers.get('content-range'));
        expect(total).toBeGreaterThan(0);
        expect(body).toMatchObject({ action: 'Export of <b>Vehicles</b>', actionButtonLabel: 'Download CSV', actionLink: `/api/vehicles/export?filter=${encodeURIComponent(filter)}` });
        expect(body.context).toContain(`<b>${total.toLocaleString('en-US')}</b> rows`);
        const csv = await vendor.get<string>(body.actionLink);
        expect(csv.headers.get('content-type')).toContain('text/csv');
        expect(csv.body.trim().split('\n')).toHaveLength(total + 1);
      });

      it("gives no rows of another tenant's export", async () => {
        const { db } = server.running.database;
        const foreign = await db.selectFrom('vehicles').select('id').where('vendorId', '=', 2).limit(5).execute();
        const filter = JSON.stringify({ id: foreign.map((vehicle) => vehicle.id) });
        const { status, body } = await metadata(vendor, '/api/vehicles/export', { filter });
        expect(status).toBe(200);
        expect(body.context).toContain('<b>0</b> rows');
        expect(body.message).toBe('No rows match: the file holds only its header line.');
        expect((await vendor.get<string>(body.actionLink)).body.trim().split('\n')).toHaveLength(1);
      });

      it("describes a ride's report and map, and serves them as HTML and as an image", async () => {
        const ride = await vendorRide();
        const report = await metadata(vendor, CONTENT_APIS.rideReport, { rideId: String(ride.id) });
        expect(report.body).toMatchObject({ action: `Report of ride <b>#${ride.displayId}</b>`, actionButtonLabel: 'Download report', actionLink: `${CONTENT_APIS.rideReport}?rideId=${ride.id}` });
        const html = await vendor.get<string>(report.body.actionLink);
        expect(html.headers.get('content-type')).toContain('text/html');
        expect(html.headers.get('content-disposition')).toBe(`attachment; filename="ride-${ride.displayId}.html"`);
        expect(html.body).toContain(`<h1>Ride #${ride.displayId}</h1>`);

        const map = await metadata(vendor, CONTENT_APIS.rideMap, { rideId: String(ride.id) }, 'get');
        expect(map.body).toMatchObject({ action: `Map of ride <b>#${ride.displayId}</b>`, actionLink: `${CONTENT_APIS.rideMap}?rideId=${ride.id}` });
        const image = await vendor.get<string>(map.body.actionLink);
        expect(image.headers.get('content-type')).toContain('image/svg+xml');
        expect(image.body).toMatch(/^<svg [^>]*>.*<polyline /);
      });

      it("answers 404 for another tenant's ride, in the metadata and in the content", async () => {
        const { db } = server.running.database;
        const foreign = await db.selectFrom('rides').select('id').where('vendorId', '=', 2).executeTakeFirstOrThrow();
        const otherDistrict = await db.selectFrom('rides').select('id').where('districtId', '!=', 1).executeTakeFirstOrThrow();
        for (const contentApi of [CONTENT_APIS.rideReport, CONTENT_APIS.rideMap]) {
          expect((await metadata(vendor, contentApi, { rideId: String(foreign.id) })).status).toBe(404);
          expect((await vendor.get(`${contentApi}?rideId=${foreign.id}`)).status).toBe(404);
          expect((await metadata(district, contentApi, { rideId: String(otherDistrict.id) })).status).toBe(404);
        }
      });

      it('answers an unknown content API with 400 and a clear message: a whitelist, never a URL', async () => {
        for (const contentApi of ['https://evil.example/export', '/api/auth/login', '/api/vehicles/export/../../auth/login', '/api/content/metadata', '/api/unknown/export', '//evil.example']) {
          const { status, body } = await metadata(vendor, contentApi);
          expect([contentApi, status, body.code]).toEqual([contentApi, 400, 'UNKNOWN_CONTENT_API']);
          expect(body.message).toContain(`Unknown content API "${contentApi}"`);
          expect(body.contextId).toMatch(/^[0-9a-f-]{36}$/);
        }
      });

      it('asks a content API read with GET only with GET (in any case, or unnamed), and refuses another method naming GET', async () => {
        const rideId = String((await vendorRide()).id);
        for (const method of [undefined, 'GET', 'get']) {
          expect([method, (await metadata(vendor, CONTENT_APIS.rideMap, { rideId }, method)).status]).toEqual([method, 200]);
        }
        for (const [contentApi, params, method] of [[CONTENT_APIS.rideMap, { rideId }, 'POST'], [CONTENT_APIS.rideReport, { rideId }, 'delete'], ['/api/vehicles/export', {}, 'POST']] as const) {
          const { status, body } = await metadata(vendor, contentApi, params, method);
          expect([contentApi, status, body.code, body.message]).toEqual([contentApi, 400, 'UNSUPPORTED_METHOD', `${contentApi} is called with GET, not ${method.toUpperCase()}.`]);
        }
      });

      it('refuses bad input with 400 naming the problem, never a 500', async () => {
        const ride = await vendorRide();
        const cases: [string, Record<string, unknown>][] = [
          ['another method', { contentApi: CONTENT_APIS.rideMap, params: { rideId: String(ride.id) }, method: 'DELETE' }],
          ['an unknown param', { contentApi: CONTENT_APIS.rideMap, params: { rideId: String(ride.id), url: 'https://evil.example' } }],
          ['a malformed ride id', { contentApi: CONTENT_APIS.rideReport, params: { rideId: '1 or 1=1' } }],
          ['a missing ride id', { contentApi: CONTENT_APIS.rideReport, params: {} }],
          ['a filter that is not JSON', { contentApi: '/api/vehicles/export', params: { filter: '{oops' } }],
          ['a filter on an undeclared field', { contentApi: '/api/vehicles/export', params: { filter: '{"passwordHash":"x"}' } }],
          ['params that are not strings', { contentApi: '/api/vehicles/export', params: { filter: { status: 'x' } } }],
          ['no params', { contentApi: '/api/vehicles/export' }],
        ];
        for (const [name, body] of cases) {
          const response = await vendor.post<{ message: string; contextId: string }>('/api/content/metadata', body);
          expect([name, response.status]).toEqual([name, 400]);
          expect(response.body.message.length).toBeGreaterThan(10);
        }
        for (const query of ['rideId=abc', `rideId=${ride.id}&url=x`, '']) {
          expect([query, (await vendor.get(`${CONTENT_APIS.rideReport}?${query}`)).status]).toEqual([query, 400]);
        }
      });

      it('answers an anonymous caller with 401', async () => {
        expect((await anonymous().post('/api/content/metadata', { contentApi: '/api/vehicles/export', params: {} })).status).toBe(401);
        expect((await anonymous().get(`${CONTENT_APIS.rideMap}?rideId=1`)).status).toBe(401);
      });
    });
  });
}
