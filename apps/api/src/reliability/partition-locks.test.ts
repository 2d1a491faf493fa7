import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { checkInvariants } from '../db/invariants.ts';
import { classScenario, type TestStudent } from '../test/class-scenario.ts';
import { FaultProxy } from '../test/fault-proxy.ts';
import { createClass } from '../test/fixtures.ts';
import { testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { figure } from './figures.ts';

/**
 * A partition in the middle of a transaction (docs/reliability.md, "A partition mid-transaction"),
 * PostgreSQL: 40 students enrol into one class through our TCP proxy; while one of them holds the
 * class's row lock inside its transaction, the network goes silent, and the app gives up on those
 * connections without PostgreSQL ever hearing of it (the proxy keeps the server's side open, as a lost
 * FIN would). The server is configured as many are: idle_in_transaction_session_timeout 0, TCP
 * keepalives after 2 hours. With the pool's own session settings, the stuck sessions end on the
 * server and enrolments into the class (and an admin's change to it) work again within 10 s of the
 * network returning; no session is left idle in a transaction, and the invariants hold.
 */
const LIMIT_MS = 10_000;

describe.skipIf(TEST_DIALECT !== 'postgres')('a partition mid-transaction (postgres)', () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  let monitor: pg.Client;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let dbName: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const target = new URL(database.url);
    dbName = target.pathname.slice(1);
    // The server as the report found it, whatever this one's postgresql.conf says.
    monitor = new pg.Client({ connectionString: database.url });
    await monitor.connect();
    await monitor.query(`alter database ${dbName} set idle_in_transaction_session_timeout = 0`);
    await monitor.query(`alter database ${dbName} set tcp_keepalives_idle = 7200`);
    proxy = await FaultProxy.start({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(database.url);
    url.port = String(proxy.port);
    // The default timeouts: statement 4 s (the client waits 5 s), idle in transaction 5 s.
    const config = testConfig(database, { DATABASE_URL: url.toString() });
    app = await buildApp(config, { logger: false });
    await app.ready();
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
    s = await classScenario(t);
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await monitor?.end();
    await database?.drop();
  });

  const enrol = (student: TestStudent, classId: number) =>
    app.inject({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId },
      headers: { authorization: `Bearer ${student.token}` },
    });

  /** Sessions of the test's database, by state (this monitor's own left out). */
  async function sessions() {
    const { rows } = await monitor.query<{ state: string; wait_event_type: string | null }>(
      `select state, wait_event_type from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
      [dbName],
    );
    return rows;
  }

  it('every pooled session carries the guards, whatever the server is configured with', async () => {
    const shown = await sql<Record<string, string>>`select
      current_setting('idle_in_transaction_session_timeout') as idle,
      current_setting('lock_timeout') as lock,
      current_setting('tcp_keepalives_idle') as keepalive_idle,
      current_setting('tcp_keepalives_interval') as keepalive_interval,
      current_setting('tcp_keepalives_count') as keepalive_count,
      current_setting('tcp_user_timeout') as user_timeout`.execute(app.db);
    expect(shown.rows[0]).toEqual({
      idle: '5s',
      lock: '4s',
      keepalive_idle: '10',
      keepalive_interval: '4',
      keepalive_count: '3',
      user_timeout: '22000',
    });
  });

  it('readiness reflects a database that takes no writes, while reads still answer', async () => {
    const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
    expect((await ready()).statusCode).toBe(200);
    const reconnect = () =>
      monitor.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
    await monitor.query(`alter database ${dbName} set default_transaction_read_only = on`);
    try {
      await reconnect();
      // The pool replaces the ended sessions; the new ones take no writes.
      const since = Date.now();
      for (;;) {
        expect(Date.now() - since, 'readiness still 200').toBeLessThan(LIMIT_MS);
        const res = await ready();
        if (res.statusCode === 503) {
          expect(res.headers['retry-after']).toBe('5');
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      expect((await app.inject({ method: 'GET', url: '/api/classes' })).statusCode).toBe(200);
    } finally {
      await monitor.query(`alter database ${dbName} reset default_transaction_read_only`);
      await reconnect();
    }
    const since = Date.now();
    for (;;) {
      expect(Date.now() - since, 'readiness not back').toBeLessThan(LIMIT_MS);
      if ((await ready()).statusCode === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('40 enrolments into one class, the network silent mid-transaction: the class takes writes again within 10 s', async () => {
    const classId = await createClass(database.handle.db, { subjectId: s.subjectId, maxStudents: 40 });
    const students = await Promise.all(Array.from({ length: 42 }, () => s.student()));
    const [late, again] = [students.pop()!, students.pop()!];

    const answers = students.map((st) => enrol(st, classId));
    // Cut the network while a transaction holds the class's row and others wait for it.
    const started = Date.now();
    for (;;) {
      const rows = await sessions();
      if (rows.some((r) => r.wait_event_type === 'Lock')) break;
      expect(Date.now() - started, 'no enrolment waited for the class row').toBeLessThan(LIMIT_MS);
    }
    await proxy.setMode('silent');
    const cut = Date.now();
    const answered = Promise.all(answers).then((all) => ({ all, ms: Date.now() - cut }));
    // The network comes back once the app has given up on a connection the server still holds.
    while (proxy.orphans === 0) {
      expect(Date.now() - cut, 'the app never gave up on a connection').toBeLessThan(LIMIT_MS);
      await new Promise((r) => setTimeout(r, 50));
    }
    await proxy.setMode('pass');
    const healed = Date.now();
    figure('partition: network back after', healed - cut);
    const { all: during, ms: slowest } = await answered;
    figure('partition: slowest enrolment answer after the cut', slowest);
    expect(slowest).toBeLessThan(LIMIT_MS);
    for (const res of during) expect([201, 503]).toContain(res.statusCode);
    for (const [who, run, ok] of [
      ['a new student', () => enrol(late, classId), 201],
      [
        'an admin',
        () =>
          app.inject({
            method: 'PATCH',
            url: `/api/classes/${classId}/class`,
            payload: { whatsappLink: 'https://chat.whatsapp.com/DespuesDelCorte123' },
            headers: { authorization: `Bearer ${s.adminToken}` },
          }),
        200,
      ],
      [
        'a student refused during the cut',
        () => enrol(students[during.findIndex((r) => r.statusCode === 503)] ?? again, classId),
        201,
      ],
    ] as const) {
      for (;;) {
        const res = await run();
        if (res.statusCode === ok) break;
        expect(res.statusCode, `${who}: ${res.body}`).toBe(503);
        expect(Date.now() - healed, `${who} still refused`).toBeLessThan(LIMIT_MS);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
    const recovered = Date.now() - healed;
    figure('partition: class writable again after the network returned', recovered);
    expect(recovered).toBeLessThan(LIMIT_MS);

    // No session is left holding a transaction, and the class's rows add up.
    for (;;) {
      const stuck = (await sessions()).filter((r) => r.state?.startsWith('idle in transaction'));
      if (stuck.length === 0) break;
      expect(Date.now() - healed, `${stuck.length} sessions idle in transaction`).toBeLessThan(LIMIT_MS);
      await new Promise((r) => setTimeout(r, 200));
    }
    const invariants = await checkInvariants(async (text) => (await monitor.query(text)).rows);
    expect(invariants.filter((i) => i.violations !== 0)).toEqual([]);
    const rows = await database.handle.db
      .selectFrom('student_classes')
      .select('id_student')
      .where('id_class', '=', classId)
      .execute();
    const accepted = students.filter((_, i) => during[i]!.statusCode === 201).map((st) => st.studentId);
    expect(rows.map((r) => r.id_student)).toEqual(expect.arrayContaining(accepted));
  }, 60_000);
});
