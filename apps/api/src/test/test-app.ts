import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Db } from '../db/tables.ts';
import type { Clock } from '../lib/clock.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  config: Config;
  database: TestDatabase;
  /** A real access token from the dev issuer for a demo-domain address. */
  studentToken(email: string): Promise<string>;
  /** A real staff token signed by the API for a staff user id. */
  staffToken(userId: number, role: 'admin' | 'teacher' | 'finanzas'): Promise<string>;
  /** app.inject with an optional bearer token. */
  request(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The configuration of a test app on `database`: silent, no SPA, class-list answers always checked; `env` on top. */
export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    PORT: '3000',
    DATABASE_URL: database.url,
    // Tests write rows directly: every kept class-list answer is checked first (class-list-cache.test.ts
    // tests the window).
    CLASS_LIST_CACHE_MS: '0',
    // Tests mint many student tokens from one address; the limit has its own test (dev-issuer-token.test.ts).
    DEV_TOKEN_LIMIT: '100000',
    // Tests run due work themselves (`app.scheduler.runOnce()`, on the test's clock).
    SCHEDULER_POLL_MS: '0',
    ...env,
  });
}

/**
 * The whole app on a fresh database of its own (see test-database.ts), logging nothing; `clock` (a
 * SettableClock) lets the test decide what time it is and how far a delay moves it.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = testConfig(database, env);
  const app = await buildApp(config, { database: database.handle, logger: false, clock: options.clock });
  await app.ready();

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({
      ...options,
      headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  return {
    app,
    db: database.handle.db,
    dialect: TEST_DIALECT,
    config,
    database,
    request,
    async studentToken(email) {
      const res = await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email } });
      if (res.statusCode !== 200) throw new Error(`dev token failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { access_token: string }).access_token;
    },
    async staffToken(userId, role) {
      return (await app.staffTokens.sign({ userId, role })).token;
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
