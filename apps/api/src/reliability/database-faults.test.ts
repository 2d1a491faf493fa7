import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../app.ts';
import { createDatabase } from '../db/create-db.ts';
import { waitForDatabase } from '../db/startup.ts';
import { FaultProxy, type FaultMode } from '../test/fault-proxy.ts';
import { classScenario, type TestStudent } from '../test/class-scenario.ts';
import { createClass, TEACHER_APPLICATION_FIELDS } from '../test/fixtures.ts';
import { startServerProcess } from '../test/server-process.ts';
import { testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';

/**
 * Database faults, PostgreSQL: one running app reaches its database through our
 * own TCP proxy, which refuses, resets, or silently partitions existing and new connections. During
 * each fault every route that needs the database answers 503 in Spanish with Retry-After within
 * 10 s, /api/health stays up, and one error line is logged; within 10 s of the proxy passing
 * traffic again every route answers as before — the same app, never restarted.
 */
const TIMEOUTS = { DATABASE_CONNECT_TIMEOUT_MS: '1500', DATABASE_STATEMENT_TIMEOUT_MS: '1500' };
const LIMIT_MS = 10_000;

interface LogLine {
  level: number;
  msg: string;
}

describe.skipIf(TEST_DIALECT !== 'postgres')('database faults through a TCP proxy (postgres)', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  let proxyUrl: string;
  let classId: number;
  const students: TestStudent[] = [];
  const logs: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    proxy = await FaultProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(database.url);
    url.port = String(proxy.port);
    proxyUrl = url.toString();
    const config = testConfig(database, { DATABASE_URL: proxyUrl, LOG_LEVEL: 'info', ...TIMEOUTS });
    app = await buildApp(config, {
      logStream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
    // Fixtures go straight to the database (not through the proxy); tokens come from the app.
    const t = {
      app,
      config,
      db: database.handle.db,
      staffToken: async (userId: number, role: 'admin' | 'teacher') =>
        (await app.staffTokens.sign({ userId, role })).token,
      studentToken: async (email: string) =>
        (await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email } })).json<{
          access_token: string;
        }>().access_token,
    } as unknown as TestApp;
    const s = await classScenario(t);
    classId = await createClass(database.handle.db, { subjectId: s.subjectId });
    for (let i = 0; i < 4; i++) students.push(await s.student());
  });

  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** The routes of the report, each with what it answers when the database is there. */
  const routes = (student: TestStudent) => [
    { name: 'ready', ok: 200, run: () => app.inject({ method: 'GET', url: '/api/health/ready' }) },
    { name: 'class list', ok: 200, run: () => app.inject({ method: 'GET', url: '/api/classes' }) },
    {
      name: 'staff sign-in',
      ok: 401,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/staff/login',
          payload: { email: 'nadie@tec.example', password: 'incorrecta' },
        }),
    },
    {
      name: 'dev token',
      ok: 200,
      run: () => app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: student.email } }),
    },
    {
      name: 'enrolment',
      ok: 201,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/classes/enrollStudent',
          payload: { classId },
          headers: { authorization: `Bearer ${student.token}` },
        }),
    },
  ];

  async function timed(run: () => Promise<LightMyRequestResponse>) {
    const started = Date.now();
    const res = await run();
    return { res, ms: Date.now() - started };
  }

  const faults: FaultMode[] = ['refuse', 'reset', 'silent'];
  faults.forEach((mode, i) => {
    it(`${mode}: 503 with Retry-After within 10 s, one error line, back within 10 s`, async () => {
      const student = students[i]!;
      // Healthy first, with pooled connections open through the proxy.
      expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      await Promise.all(Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: '/api/classes' })));
      expect(proxy.connections).toBeGreaterThan(0);
      const logsBefore = logs.length;

      await proxy.setMode(mode);
      // Everyone at once, as users would: 30 requests for a pool of 10 connections.
      const burst = Array.from({ length: 6 }, () => routes(student)).flat();
      const during = await Promise.all(burst.map((r) => timed(r.run)));
      for (const { res, ms } of during) {
        expect(ms).toBeLessThan(LIMIT_MS);
        expect({ status: res.statusCode, body: res.json() }).toMatchObject({
          status: 503,
          body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.unavailable },
        });
        expect(res.headers['retry-after']).toBe('5');
      }
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);

      await proxy.setMode('pass');
      const healed = Date.now();
      for (const r of routes(student)) {
        for (;;) {
          const res = await r.run();
          if (res.statusCode === r.ok) break;
          expect(res.statusCode, `${r.name}: ${res.body}`).toBe(503);
          expect(Date.now() - healed, `${r.name} still ${res.statusCode}`).toBeLessThan(LIMIT_MS);
          await sleep(200);
        }
      }
      expect(Date.now() - healed).toBeLessThan(LIMIT_MS);
      // The enrolment answered 503 left nothing behind; the one answered 201 is there exactly once.
      const rows = await database.handle.db
        .selectFrom('student_classes')
        .select('id_class')
        .where('id_student', '=', student.studentId)
        .execute();
      expect(rows).toEqual([{ id_class: classId }]);

      const incident = logs.slice(logsBefore);
      const errors = incident.filter((l) => l.level >= 50);
      expect(errors.map((l) => l.msg)).toEqual([expect.stringMatching(/^la base de datos no responde/)]);
      expect(incident.some((l) => /^la base de datos responde de nuevo/.test(l.msg))).toBe(true);
    });
  });

  it('startup against a silent database gives up with a clear message', async () => {
    await proxy.setMode('silent');
    try {
      const config = testConfig(database, { DATABASE_URL: proxyUrl, ...TIMEOUTS }).database;
      const handle = createDatabase(config);
      const started = Date.now();
      await expect(waitForDatabase(handle, config, 2)).rejects.toThrow(
        /^No se pudo conectar con la base de datos \(PostgreSQL 127\.0\.0\.1:\d+\/portal_t_\w+\) tras 2 intentos/,
      );
      expect(Date.now() - started).toBeLessThan(LIMIT_MS);
      await handle.destroy();
      // The real server process exits (code 1) with that message instead of hanging.
      await expect(
        startServerProcess({ DATABASE_URL: proxyUrl, PUBLIC_URL: 'http://127.0.0.1:1', ...TIMEOUTS }),
      ).rejects.toThrow(/terminó \(código 1\)[\s\S]*No se pudo conectar con la base de datos/);
    } finally {
      await proxy.setMode('pass');
    }
  }, 60_000);
});

/** SQLite: a write that cannot get the lock another process holds answers 503, not 500. */
describe.skipIf(TEST_DIALECT !== 'sqlite')('SQLITE_BUSY (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database, { DATABASE_STATEMENT_TIMEOUT_MS: '200' }), { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('a write blocked by another connection holding the lock is a 503 with Retry-After; then it passes', async () => {
    const other = new SQLite(database.config.dialect === 'sqlite' ? database.config.file : '');
    const apply = () =>
      app.inject({
        method: 'POST',
        url: '/api/teachers/applications',
        payload: TEACHER_APPLICATION_FIELDS,
        remoteAddress: '203.0.113.9',
      });
    try {
      other.exec('BEGIN IMMEDIATE');
      const res = await apply();
      expect({ status: res.statusCode, body: res.json() }).toMatchObject({
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.unavailable },
      });
      expect(res.headers['retry-after']).toBe('5');
      other.exec('COMMIT');
      expect((await apply()).statusCode).toBeLessThan(300);
    } finally {
      other.close();
    }
  });
});
