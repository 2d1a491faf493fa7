import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../app.ts';
import { repoRoot } from '../config.ts';
import { createStudentUser, TEACHER_APPLICATION_FIELDS } from '../test/fixtures.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { figure } from './figures.ts';

/**
 * SQLite locks (docs/reliability.md, "SQLite locks"): another process holds the database's write lock.
 * A write waits for it without blocking the event loop — `/api/health` and reads stay fast meanwhile —
 * and answers 503 with Retry-After once DATABASE_STATEMENT_TIMEOUT_MS (4 s by default) has passed,
 * well within 10 s; a write whose lock is released while it waits goes through.
 */
const HOLDER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
const lines = require('node:readline').createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (line === 'lock') { db.exec('BEGIN IMMEDIATE'); console.log('locked'); }
  if (line === 'release') { db.exec('COMMIT'); console.log('released'); }
});
console.log('ready');
`;

/** A second process holding (or not) the SQLite write lock, on command. */
class LockHolder {
  readonly #child: ChildProcessWithoutNullStreams;
  readonly #lines: string[] = [];

  constructor(file: string) {
    this.#child = spawn(process.execPath, ['-e', HOLDER, file], { cwd: repoRoot });
    this.#child.stdout.on('data', (d: Buffer) => this.#lines.push(...d.toString().split('\n').filter(Boolean)));
  }

  async #said(word: string) {
    while (!this.#lines.includes(word)) await once(this.#child.stdout, 'data');
    this.#lines.splice(this.#lines.indexOf(word), 1);
  }

  ready = () => this.#said('ready');

  async lock() {
    this.#child.stdin.write('lock\n');
    await this.#said('locked');
  }

  async release() {
    this.#child.stdin.write('release\n');
    await this.#said('released');
  }

  async stop() {
    this.#child.stdin.end();
    this.#child.kill();
    if (this.#child.exitCode === null) await once(this.#child, 'exit');
  }
}

describe.skipIf(TEST_DIALECT !== 'sqlite')('a write waiting for another process’s SQLite lock (sqlite)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let holder: LockHolder;
  let studentEmail: string;
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The default lock wait (DATABASE_STATEMENT_TIMEOUT_MS, 4 s).
    const config = testConfig(database);
    expect(config.database.statementTimeoutMs).toBe(4000);
    app = await buildApp(config, { database: database.handle, logger: false });
    await app.ready();
    studentEmail = (await createStudentUser(database.handle.db)).email;
    holder = new LockHolder(config.database.dialect === 'sqlite' ? config.database.file : '');
    await holder.ready();
  });
  afterAll(async () => {
    await holder?.stop();
    await app?.close();
    await database?.drop();
  });

  /** Writes of both kinds: one in a write transaction (BEGIN IMMEDIATE) and one statement on its own. */
  const writes = () => [
    app.inject({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: { ...TEACHER_APPLICATION_FIELDS, contactEmail: `espera.${++seq}@correo.example` },
      remoteAddress: `10.7.0.${seq}`,
    }),
    app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: studentEmail } }),
    // Readiness proves a write: a database this process cannot write to is not ready.
    app.inject({ method: 'GET', url: '/api/health/ready' }),
  ];

  /** Runs /api/health and the class list back to back until `pending` settles; their slowest answers. */
  async function meanwhile(pending: Promise<unknown>) {
    let settled = false;
    void pending.finally(() => (settled = true));
    const slowest = { health: 0, read: 0, samples: 0 };
    while (!settled) {
      for (const [which, url] of [
        ['health', '/api/health'],
        ['read', '/api/classes'],
      ] as const) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        slowest[which] = Math.max(slowest[which], performance.now() - started);
      }
      slowest.samples++;
      // Injected requests that need no I/O resolve in microtasks: without a turn of the event loop this
      // loop would starve the timers it measures (real clients cannot).
      await new Promise((r) => setImmediate(r));
    }
    return slowest;
  }

  it('answers 503 with Retry-After after the lock wait, within 10 s; /api/health and reads stay fast', async () => {
    await holder.lock();
    try {
      const started = performance.now();
      const pending = Promise.all(writes().map((w) => w.then((res) => ({ res, ms: performance.now() - started }))));
      const slowest = await meanwhile(pending);
      const answers = await pending;
      for (const { res, ms } of answers) {
        expect({ status: res.statusCode, body: res.json() }).toMatchObject({
          status: 503,
          body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: ERROR_MESSAGES.unavailable },
        });
        expect(res.headers['retry-after']).toBe('5');
        expect(ms).toBeGreaterThanOrEqual(3900);
        expect(ms).toBeLessThan(10_000);
      }
      figure('sqlite lock held: time to 503', Math.round(Math.max(...answers.map((a) => a.ms))));
      figure('sqlite lock held: slowest /api/health meanwhile', Math.round(slowest.health));
      figure('sqlite lock held: slowest class list meanwhile', Math.round(slowest.read));
      expect(slowest.samples).toBeGreaterThan(10);
      expect(slowest.health).toBeLessThan(500);
      expect(slowest.read).toBeLessThan(500);
    } finally {
      await holder.release();
    }
  }, 20_000);

  it('a write whose lock is released while it waits goes through', async () => {
    await holder.lock();
    const pending: Promise<LightMyRequestResponse[]> = Promise.all(writes());
    try {
      // Both writes are waiting (not answered) while the event loop serves other requests.
      let answered = false;
      void pending.finally(() => (answered = true));
      for (let i = 0; i < 5; i++) {
        await app.inject({ method: 'GET', url: '/api/health' });
        await new Promise((r) => setImmediate(r));
      }
      expect(answered).toBe(false);
    } finally {
      await holder.release();
    }
    const released = performance.now();
    const answers = await pending;
    figure('sqlite lock released: write answered after', Math.round(performance.now() - released));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 200, 200]);
  });
});
