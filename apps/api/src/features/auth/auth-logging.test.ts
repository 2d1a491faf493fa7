import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDevIdpAccount, createStaff } from '../../test/fixtures.ts';
import { OidcBrowser } from '../../test/oidc-flow.ts';
import { loggingApp } from '../../test/logging-app.ts';

/**
 * Tokens and passwords never reach the logs: the app's own logger (its redaction and request
 * serializer, at the most verbose level) writes into a buffer while people sign in and call the API.
 */
describe(`logs carry no tokens or passwords (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  const PASSWORD = 'Clave-Secreta-Registro-2026';
  const secrets: string[] = [PASSWORD];

  beforeAll(async () => {
    database = await createTestDatabase();
    const logging = await loggingApp(database, lines);
    app = logging.app;
    const config = logging.config;
    await app.ready();
    const staff = await createStaff(database.handle.db, { email: 'registro@tec.example', password: PASSWORD });
    const student = await createDevIdpAccount(database.handle.db, {
      email: 'registro.alumno@tec.example',
      password: PASSWORD,
    });

    // Staff: a failed and a good sign-in, then authenticated calls.
    await app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: staff.email, password: `${PASSWORD}x` },
    });
    secrets.push(`${PASSWORD}x`);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: staff.email, password: PASSWORD },
    });
    const staffToken = (login.json() as { access_token: string }).access_token;
    secrets.push(staffToken);
    await app.inject({
      method: 'GET',
      url: '/api/auth/staff/profile',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/students/students',
      headers: { authorization: `Bearer ${staffToken}` },
    });

    // Student: the whole sign-in on the issuer's page, then a call; and a refused token.
    const browser = new OidcBrowser(app, config);
    const tokens = await browser.signInFully(student.email, PASSWORD);
    secrets.push(tokens.access_token, tokens.id_token);
    await app.inject({
      method: 'GET',
      url: '/api/auth/student/profile',
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    const bad = `${tokens.access_token.slice(0, -4)}AAAA`;
    secrets.push(bad);
    await app.inject({ method: 'GET', url: '/api/auth/student/profile', headers: { authorization: `Bearer ${bad}` } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('the requests were logged (the check below looks at real log lines)', () => {
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean);
    expect(urls).toContain('/api/auth/staff/login');
    expect(urls).toContain('/api/auth/staff/profile');
    expect(urls).toContain('/api/auth/student/profile');
    expect(urls.some((u) => u!.startsWith('/idp/interaction/'))).toBe(true);
    expect(lines.length).toBeGreaterThan(10);
  });

  it('no line contains a password, a token, or a piece of one', () => {
    const log = lines.join('');
    for (const secret of secrets) {
      expect(log.includes(secret), `secreto en los registros: ${secret.slice(0, 12)}…`).toBe(false);
      // Also no recognisable fragment (e.g. a token's signature logged alone).
      const tail = secret.slice(-20);
      expect(log.includes(tail), `fragmento en los registros: …${tail}`).toBe(false);
    }
    expect(log).not.toMatch(/authorization"\s*:\s*"Bearer/i);
    expect(log).not.toMatch(/"password"\s*:\s*"(?!\[oculto\])/);
  });

  it('query strings are left out of logged URLs (the authorization request carries state and PKCE data)', () => {
    const urls = lines.map((l) => (JSON.parse(l) as { req?: { url?: string } }).req?.url).filter(Boolean) as string[];
    const idpAuth = urls.filter((u) => u.startsWith('/idp/auth'));
    expect(idpAuth.length).toBeGreaterThan(0);
    for (const u of urls) expect(u).not.toMatch(/\?[^…]/);
  });
});
