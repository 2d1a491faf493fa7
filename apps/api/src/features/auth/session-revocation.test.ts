import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createDevIdpAccount, createStaff } from '../../test/fixtures.ts';
import { OidcBrowser } from '../../test/oidc-flow.ts';
import { setStaffActive, setStaffActiveByEmail } from './revocation.repository.ts';

const PASSWORD = 'Verano2026!';

/**
 * "Cerrar Sesión" did not end a session — a staff token stayed valid for its
 * 24 h, a student access token of the dev issuer for its 8 h. Tokens now carry an id, and sign-out
 * puts it on a deny list in the database, which every process reads.
 */
describe(`revocable sessions (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  /** A second process on the same database (its own memory, the same tables). */
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.config, { database: t.database.handle, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const login = async (email: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as { access_token: string }).access_token;
  };
  const profile = (app: FastifyInstance, token: string, url = '/api/auth/staff/profile') =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('staff sign-out revokes the token on the server, for every process, and only that token', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    const token = await login(staff.email);
    const otherSession = await login(staff.email);
    expect((await profile(other, token)).statusCode).toBe(200);

    const out = await t.request({ method: 'POST', url: '/api/auth/staff/logout', token });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');

    for (const app of [t.app, other]) {
      const res = await profile(app, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: ERROR_MESSAGES.invalidToken });
      expect((await profile(app, token, '/api/students/students')).statusCode).toBe(401);
    }
    // Signing out twice is a 401, and the other session of the same person goes on.
    expect((await t.request({ method: 'POST', url: '/api/auth/staff/logout', token })).statusCode).toBe(401);
    expect((await profile(other, otherSession)).statusCode).toBe(200);
    const row = await t.db.selectFrom('revoked_tokens').select('expires_at').executeTakeFirstOrThrow();
    expect(Number(row.expires_at)).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('sign-out needs a staff token', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/staff/logout' })).statusCode).toBe(401);
    const student = await t.studentToken('alguien.sale@tec.example');
    expect((await t.request({ method: 'POST', url: '/api/auth/staff/logout', token: student })).statusCode).toBe(403);
  });

  it('deactivating an account ends its tokens, and reactivating it does not revive them', async () => {
    const staff = await createStaff(t.db, { role: 'teacher' });
    const token = await login(staff.email);
    expect((await profile(t.app, token)).statusCode).toBe(200);
    expect(await setStaffActiveByEmail(t.db, ` ${staff.email.toUpperCase()}`, false)).toBe(true);
    expect((await profile(other, token)).statusCode).toBe(401);
    await setStaffActive(t.db, staff.userId, true);
    expect((await profile(t.app, token)).statusCode).toBe(401);
    // Tokens carry whole seconds: one signed in the second of the deactivation counts as older.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await profile(t.app, await login(staff.email))).statusCode).toBe(200);
  });

  it("the dev issuer's sign-out revokes its access tokens (popup and POST /idp/dev/token)", async () => {
    const account = await createDevIdpAccount(t.db, {
      email: 'sale.pronto@tec.example',
      given: 'Sara',
      family: 'Pech',
    });
    const browser = new OidcBrowser(t.app, t.config);
    const { access_token } = await browser.signInFully(account.email, PASSWORD);
    const shortcut = await t.studentToken(account.email);
    const bystander = await t.studentToken('se.queda@tec.example');
    for (const token of [access_token, shortcut, bystander]) {
      expect((await profile(t.app, token, '/api/auth/student/profile')).statusCode).toBe(200);
    }

    const end = await browser.request(
      'GET',
      `/idp/session/end?${new URLSearchParams({ client_id: t.config.oidc.clientId, post_logout_redirect_uri: browser.redirectUri })}`,
    );
    const form = Object.fromEntries(
      [...end.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    const action = /<form[^>]*action="([^"]+)"/.exec(end.body)![1]!;
    expect((await browser.request('POST', action, { ...form, logout: 'yes' })).statusCode).toBe(303);

    for (const app of [t.app, other]) {
      for (const token of [access_token, shortcut]) {
        const res = await profile(app, token, '/api/auth/student/profile');
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: ERROR_MESSAGES.invalidToken });
      }
      expect((await profile(app, bystander, '/api/auth/student/profile')).statusCode).toBe(200);
    }
    // Signing in again gives a token that works.
    const again = await new OidcBrowser(t.app, t.config).signInFully(account.email, PASSWORD);
    expect((await profile(t.app, again.access_token, '/api/auth/student/profile')).statusCode).toBe(200);
  });
});
