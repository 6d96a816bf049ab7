import type { ProfileResponse } from '../../permissions/accountContext';
import { ApiClient, signedIn } from '../helpers/apiClient';
import { solidPng } from '../helpers/pngImage';
import { describeWhen } from '../helpers/requirements';
import { DATABASE_KINDS } from '../helpers/testDatabase';
import { startTestServer, type TestServer } from '../helpers/testServer';

jest.setTimeout(60_000);

const PHOTO = solidPng(600, 600);
const upload = (client: ApiClient, bytes: Uint8Array | string, contentType = 'image/png') =>
  client.request<{ avatarPath?: string; code?: string; message?: string }>('PUT', '/api/profile/photo', bytes, { 'content-type': contentType });

/** Spec 2.8, 7.2: the profile and its photo (docs/sections.md "My profile"). */
for (const { kind, requirement } of DATABASE_KINDS) describeWhen(requirement, `the profile API on ${kind}`, () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ database: kind });
  });
  afterAll(() => server?.stop());

  it('updates the name and phone, trimmed, and answers with the profile', async () => {
    const yard = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const saved = await yard.request<ProfileResponse>('PUT', '/api/profile', { name: { first: ' Rosa ', last: 'Delgado' }, phoneNumber: '(512) 555-0142' });
    expect(saved).toMatchObject({ status: 200, body: { name: { first: 'Rosa', last: 'Delgado' }, phoneNumber: '(512) 555-0142', email: 'yard@example.com' } });
    expect((await yard.get<ProfileResponse>('/api/profile')).body.name).toEqual({ first: 'Rosa', last: 'Delgado' });
  });

  it.each([
    [{ name: { first: '  ', last: 'Delgado' }, phoneNumber: '' }, 'NAME_REQUIRED'],
    [{ name: { first: 'Rosa', last: 'Delgado' }, phoneNumber: '12' }, 'PHONE_INVALID'],
    [{ name: { first: 'Rosa', last: 'Delgado' }, phoneNumber: 'call me' }, 'FST_ERR_VALIDATION'],
    [{ name: { first: 'Rosa' }, phoneNumber: '' }, 'FST_ERR_VALIDATION'],
    [{ name: { first: 'Rosa', last: 'Delgado' }, phoneNumber: '', email: 'other@example.com' }, 'FST_ERR_VALIDATION'],
  ])('refuses %j with 400 and changes nothing', async (body, code) => {
    const school = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const before = (await school.get<ProfileResponse>('/api/profile')).body;
    const refused = await school.request<{ code: string; message: string }>('PUT', '/api/profile', body);
    expect(refused.status).toBe(400);
    if (code !== 'FST_ERR_VALIDATION') expect(refused.body.code).toBe(code);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await school.get<ProfileResponse>('/api/profile')).body).toEqual(before);
  });

  it('stores an uploaded photo and serves it raw with its type, as base64, and as a download', async () => {
    const vendor = await signedIn(server.urlOf('vendor'), 'vendor@example.com');
    const saved = await upload(vendor, PHOTO);
    expect(saved.status).toBe(200);
    expect(saved.body.avatarPath).toMatch(/^\/api\/profile\/photo\?v=\d+$/);
    expect((await vendor.get<ProfileResponse>('/api/profile')).body.avatarPath).toBe(saved.body.avatarPath);

    const raw = await vendor.download(saved.body.avatarPath!);
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe('image/png');
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.body.equals(PHOTO)).toBe(true);
    const base64 = await vendor.get<{ contentType: string; data: string }>('/api/profile/photo/base64');
    expect(base64.body).toEqual({ contentType: 'image/png', data: PHOTO.toString('base64') });
    const download = await vendor.download('/api/profile/photo?download');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="profile-photo.png"');
  });

  it.each([
    ['a square image of another size', solidPng(300, 300), 'image/png', 400, 'PHOTO_SIZE'],
    ['an image that is not square', solidPng(600, 400), 'image/png', 400, 'PHOTO_SIZE'],
    ['text sent as a PNG', 'not an image', 'image/png', 415, 'PHOTO_TYPE'],
    ['a PNG sent as a JPEG', PHOTO, 'image/jpeg', 415, 'PHOTO_TYPE'],
    ['a content type that is no image', PHOTO, 'application/octet-stream', 415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE'],
    ['an empty body', Buffer.alloc(0), 'image/png', 400, 'PHOTO_REQUIRED'],
    ['more than 2 MB', Buffer.concat([PHOTO, Buffer.alloc(2 * 1024 * 1024)]), 'image/png', 413, 'FST_ERR_CTP_BODY_TOO_LARGE'],
  ])('refuses %s and keeps the photo it had', async (_what, bytes, contentType, status, code) => {
    const district = await signedIn(server.urlOf('enterprise'), 'district@example.com');
    const before = (await upload(district, PHOTO)).body.avatarPath;
    const refused = await upload(district, bytes, contentType);
    expect(refused.status).toBe(status);
    expect(refused.body.code).toBe(code);
    expect(refused.body.message).toEqual(expect.any(String));
    expect((await district.get<ProfileResponse>('/api/profile')).body.avatarPath).toBe(before);
    expect((await district.download('/api/profile/photo')).body.equals(PHOTO)).toBe(true);
  });

  it("serves each user only their own photo, and removes it on request", async () => {
    const admin = await signedIn(server.urlOf('admin'), 'admin@example.com');
    expect((await upload(admin, solidPng(600, 600, [200, 30, 30]))).status).toBe(200);
    const support = await signedIn(server.urlOf('admin'), 'support@example.com');
    expect(await support.get('/api/profile/photo')).toMatchObject({ status: 404, body: { code: 'NO_PHOTO' } });
    expect((await new ApiClient(server.urlOf('admin')).get('/api/profile/photo')).status).toBe(401);

    expect((await admin.request('DELETE', '/api/profile/photo')).status).toBe(204);
    expect((await admin.get('/api/profile/photo/base64')).status).toBe(404);
    expect((await admin.get<ProfileResponse>('/api/profile')).body.avatarPath).toBeNull();
  });
});
