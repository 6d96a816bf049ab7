import { AUTH_ERRORS } from '../../../permissions/accountContext';
import { MIN_PASSWORD_LENGTH, PASSWORD_LENGTH_MESSAGE } from '../../../permissions/passwordRule';
import { englishText } from '../../../server/englishText';
import { ApiClient, DEMO_PASSWORD, signedIn } from '../../helpers/apiClient';
import { decodedBody, startSmtpServer } from '../../helpers/smtpServer';
import { startTestServer, type TestServer } from '../../helpers/testServer';

jest.setTimeout(90_000);

describe('password flows (spec 2.7, 4.3, 4.4, 7.1, 8)', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer({ env: { SMTP_URL: smtp.url, PUBLIC_URL_ENTERPRISE: 'http://districts.console.test:9002' } });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it('mails a reset link on the configured address for a known e-mail; answers the same for an unknown one', async () => {
    const client = new ApiClient(server.urlOf('enterprise'), { host: 'evil.example' });
    const known = await client.post('/api/auth/password-reset-email', { email: 'District@Example.com' });
    const unknown = await client.post('/api/auth/password-reset-email', { email: 'nobody@example.com' });
    expect([known.status, unknown.status]).toEqual([204, 204]);
    const [mail] = await smtp.waitForMail(1);
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received).toHaveLength(1);
    expect(mail.to).toEqual(['district@example.com']);
    const link = /http:\/\/districts\.console\.test:9002\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decodedBody(mail.raw));
    expect(link).not.toBeNull();

    const token = link![1];
    const weak = await client.post('/api/auth/password-setup', { token, password: 'password123' });
    expect(weak).toMatchObject({ status: 400, body: { code: AUTH_ERRORS.weakPassword, message: 'This password is too common. Choose one that is harder to guess.' } });
    const short = await client.post('/api/auth/password-setup', { token, password: 'abc' });
    expect(short.body).toMatchObject({ message: 'Use at least 8 characters.' });
    const longPassword = `${'correct horse battery staple '.repeat(3)}✓`;
    expect((await client.post('/api/auth/password-setup', { token, password: longPassword })).status).toBe(204);
    expect(await client.post('/api/auth/password-setup', { token, password: longPassword })).toMatchObject({ status: 400, body: { code: AUTH_ERRORS.tokenInvalid } });
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/auth/login', { email: 'district@example.com', password: longPassword })).status).toBe(200);
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/auth/login', { email: 'district@example.com', password: DEMO_PASSWORD })).status).toBe(401);
  });

  it('sends the account set-up link to someone who never chose a password', async () => {
    const { db } = server.running.database;
    const now = new Date().toISOString();
    const { id } = await db.insertInto('users').values({ email: 'new.dispatcher@example.com', firstName: 'Nia', lastName: 'Brooks', phone: null, avatarPath: null, passwordHash: null, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('memberships').values({ userId: id, accountKind: 'operator', accountId: 1, permissions: '[]', roleTemplate: null, employeeId: null, createdAt: now, updatedAt: now }).execute();
    const before = smtp.received.length;
    expect((await new ApiClient(server.urlOf('admin')).post('/api/auth/password-reset-email', { email: 'new.dispatcher@example.com' })).status).toBe(204);
    const mail = (await smtp.waitForMail(before + 1))[before];
    expect(mail.raw).toMatch(/Subject: Transitline: set up your account/);
    const token = /\/new-user\?token=([A-Za-z0-9_-]+)/.exec(decodedBody(mail.raw))![1];
    expect((await new ApiClient(server.urlOf('admin')).post('/api/auth/password-setup', { token, password: 'Nia-Starts-Monday-2026' })).status).toBe(204);
    expect((await new ApiClient(server.urlOf('admin')).post('/api/auth/login', { email: 'new.dispatcher@example.com', password: 'Nia-Starts-Monday-2026' })).status).toBe(200);
  });

  it('refuses a malformed reset request with 400 and sends nothing', async () => {
    const response = await new ApiClient(server.urlOf('admin')).post('/api/auth/password-reset-email', { email: 'not an email' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Enter a valid email address.' } });
    // In the language the sign-in page is shown in.
    const arabic = await new ApiClient(server.urlOf('admin'), { 'accept-language': 'ar' }).post('/api/auth/password-reset-email', { email: 'not an email' });
    expect(arabic).toMatchObject({ status: 400, body: { code: 'INVALID_EMAIL', message: 'أدخل عنوان بريد إلكتروني صالحًا.' } });
  });

  it("writes the mail in the user's own language, else in the one the page asking for it is shown in", async () => {
    const { db } = server.running.database;
    const mailTo = async (email: string, language: string) => {
      const before = smtp.received.length;
      expect((await new ApiClient(server.urlOf('vendor'), { 'accept-language': language }).post('/api/auth/password-reset-email', { email })).status).toBe(204);
      return decodedBody((await smtp.waitForMail(before + 1))[before].raw);
    };
    expect(await mailTo('yard@example.com', 'es')).toContain('Alguien pidió restablecer la contraseña de su cuenta de Transitline.');
    await db.updateTable('users').set({ locale: 'vi' }).where('email', '=', 'yard@example.com').execute();
    try {
      const vietnamese = await mailTo('yard@example.com', 'es');
      expect(vietnamese).toContain('Có người đã yêu cầu đặt lại mật khẩu tài khoản Transitline của bạn.');
      expect(vietnamese).toContain('Đặt lại mật khẩu: http');
    } finally {
      await db.updateTable('users').set({ locale: null }).where('email', '=', 'yard@example.com').execute();
    }
  });

  /** A password of `length` characters that is in no list of common ones. */
  const uncommonOfLength = (length: number) => 'Zq8#wLm4Tb6!vR2%'.repeat(4).slice(0, length);

  it('holds a new password to the rule the forms state (permissions/passwordRule.ts): one character short is refused in its words, the minimum is taken', async () => {
    const client = await signedIn(server.urlOf('enterprise'), 'school@example.com');
    const short = await client.post('/api/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: uncommonOfLength(MIN_PASSWORD_LENGTH - 1) });
    expect(short).toMatchObject({ status: 400, body: { code: AUTH_ERRORS.weakPassword, message: englishText(PASSWORD_LENGTH_MESSAGE) } });
    expect((await client.post('/api/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: uncommonOfLength(MIN_PASSWORD_LENGTH) })).status).toBe(204);
    expect((await new ApiClient(server.urlOf('enterprise')).post('/api/auth/login', { email: 'school@example.com', password: uncommonOfLength(MIN_PASSWORD_LENGTH) })).status).toBe(200);
  });

  it('changes a password: wrong current one → "Current password is not correct.", weak one → the policy, then success', async () => {
    const client = await signedIn(server.urlOf('admin'), 'support@example.com');
    const other = await signedIn(server.urlOf('admin'), 'support@example.com');
    const wrong = await client.post('/api/auth/change-password', { oldPassword: 'not-it', newPassword: 'A-much-better-one-2026' });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'auth/wrong-password', message: 'Current password is not correct.' } });
    const weak = await client.post('/api/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'support@example.com' });
    expect(weak).toMatchObject({ status: 400, body: { code: AUTH_ERRORS.weakPassword, message: 'The password must not be your email address.' } });
    expect((await client.post('/api/auth/change-password', { oldPassword: DEMO_PASSWORD, newPassword: 'A-much-better-one-2026' })).status).toBe(204);
    expect((await client.get('/api/auth/check')).status).toBe(200);
    expect((await other.get('/api/auth/check')).status).toBe(401);
    expect((await new ApiClient(server.urlOf('admin')).post('/api/auth/login', { email: 'support@example.com', password: 'A-much-better-one-2026' })).status).toBe(200);
  });

  it('requires a session to change a password', async () => {
    expect((await new ApiClient(server.urlOf('admin')).post('/api/auth/change-password', { oldPassword: 'a', newPassword: 'b' })).status).toBe(401);
  });

  it('gives a new-user setup token for oneself in development', async () => {
    const client = await signedIn(server.urlOf('vendor'), 'yard@example.com');
    const response = await client.post<{ token: string }>('/api/dev/password-reset-request', { userId: 4 });
    expect(response.status).toBe(200);
    expect(response.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await client.post('/api/dev/password-reset-request', { userId: 1 })).status).toBe(404);
  });
});

describe('the development password reset outside development', () => {
  it('is refused in production', async () => {
    const server = await startTestServer({ role: 'admin', env: { APP_ENV: 'production' } });
    try {
      const client = await signedIn(server.url, 'support@example.com');
      const response = await client.post('/api/dev/password-reset-request', { userId: 2 });
      expect(response).toMatchObject({ status: 403, body: { code: AUTH_ERRORS.forbiddenEnvironment, message: 'This request is only available in development and sandbox environments.' } });
      expect((await client.get('/api/dev/outbox')).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
