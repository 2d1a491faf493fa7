import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createDatabase } from '../../db/create-db.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createDevIdpAccount, createStaff } from '../../test/fixtures.ts';
import { OidcBrowser } from '../../test/oidc-flow.ts';

/**
 * "Restarting the server does not sign anyone out": a first app signs people in, stops and lets
 * go of its database; a second app — a new process as far as the code can tell (new config, new
 * connections) — accepts their tokens, because the staff secret, the issuer's key and its sessions
 * live in the database.
 */
describe(`a restart keeps everyone signed in (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  const env = () => ({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PORT: '3000',
    DATABASE_URL: database.url,
  });
  let staffToken: string;
  let studentToken: string;
  let browserBefore: OidcBrowser;
  let second: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    const staff = await createStaff(database.handle.db, { email: 'reinicio@tec.example', role: 'admin' });
    const student = await createDevIdpAccount(database.handle.db, { email: 'reinicio.alumna@tec.example' });

    const firstHandle = createDatabase(database.config);
    const firstConfig = loadConfig(env());
    const first = await buildApp(firstConfig, { database: firstHandle, logger: false });
    await first.ready();
    const login = await first.inject({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: staff.email, password: 'Verano2026!' },
    });
    staffToken = (login.json() as { access_token: string }).access_token;
    browserBefore = new OidcBrowser(first, firstConfig);
    studentToken = (await browserBefore.signInFully(student.email, 'Verano2026!')).access_token;
    expect(
      (
        await first.inject({
          method: 'GET',
          url: '/api/auth/student/profile',
          headers: { authorization: `Bearer ${studentToken}` },
        })
      ).statusCode,
    ).toBe(200);
    await first.close();
    await firstHandle.destroy();

    const secondConfig = loadConfig(env());
    expect(secondConfig.instanceId).not.toBe(firstConfig.instanceId);
    second = await buildApp(secondConfig, { database: database.handle, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await database.drop();
  });

  it('a staff token from before the restart still works', async () => {
    const res = await second.inject({
      method: 'GET',
      url: '/api/auth/staff/profile',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'reinicio@tec.example', role: { name: 'admin' } });
  });

  it('a student token from before the restart still works', async () => {
    const res = await second.inject({
      method: 'GET',
      url: '/api/auth/student/profile',
      headers: { authorization: `Bearer ${studentToken}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: 'reinicio.alumna@tec.example' });
  });

  it("the issuer still knows the student's session: signing in again needs no password", async () => {
    const browser = browserBefore.withApp(second);
    const { landing } = await browser.authorize();
    expect(landing).toBeInstanceOf(URL);
    expect((landing as URL).searchParams.get('code')).toBeTruthy();
  });

  it('the issuer publishes the same key it signed with before', async () => {
    const res = await second.inject({ method: 'GET', url: '/idp/jwks', headers: { host: 'localhost:3000' } });
    const kid = JSON.parse(Buffer.from(studentToken.split('.')[0]!, 'base64url').toString()).kid as string;
    expect((res.json() as { keys: { kid: string }[] }).keys.map((k) => k.kid)).toEqual([kid]);
  });
});
