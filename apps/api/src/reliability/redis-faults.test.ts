import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { createStudentUser, TEACHER_APPLICATION_FIELDS } from '../test/fixtures.ts';
import { FaultProxy, type FaultMode } from '../test/fault-proxy.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, TEST_DIALECT, type TestDatabase } from '../test/test-database.ts';
import { figure } from './figures.ts';

/**
 * Redis away (docs/reliability.md, "Redis away"): with REDIS_URL, the app reaches a real Redis through
 * our TCP proxy, which refuses, resets or silently partitions its connections. Meanwhile every
 * rate-limited route — staff sign-in, teacher applications, the invitation look-up, the dev token —
 * answers as without Redis within a second (never a 500, never a hang), its limit still applies (from
 * the store the portal uses without Redis), one warning is logged (requests are still served); when Redis passes traffic again
 * the counters go back to it.
 */
const REDIS = new URL(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379');
const LIMIT_MS = 1000;
const redisDb = 1 + Math.floor(Math.random() * 15);

interface LogLine {
  level: number;
  msg: string;
}

describe(`rate limits with Redis away (${TEST_DIALECT})`, () => {
  let database: TestDatabase;
  let proxy: FaultProxy;
  let app: FastifyInstance;
  let direct: Redis;
  let studentEmail: string;
  let address = 0;
  const logs: LogLine[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await FaultProxy.start({ host: REDIS.hostname, port: Number(REDIS.port || 6379) });
    direct = new Redis({ host: REDIS.hostname, port: Number(REDIS.port || 6379), db: redisDb });
    const config = testConfig(database, {
      REDIS_URL: `redis://127.0.0.1:${proxy.port}/${redisDb}`,
      LOG_LEVEL: 'info',
      DEV_TOKEN_LIMIT: '100',
      APPLICATION_SUBMIT_LIMIT: '5',
    });
    app = await buildApp(config, {
      database: database.handle,
      logStream: { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) },
    });
    await app.ready();
    studentEmail = (await createStudentUser(database.handle.db)).email;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    if (direct) {
      const keys = await direct.keys('portal-rl:*');
      if (keys.length) await direct.del(...keys);
      direct.disconnect();
    }
    await database?.drop();
  });

  /** An answer, or 'hung' when none came within 5 s (Redis silent used to hold sign-ins for a minute). */
  async function timed(run: () => Promise<LightMyRequestResponse>) {
    const started = Date.now();
    const res = await Promise.race([run(), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 5000).unref())]);
    return { status: res === 'hung' ? res : res.statusCode, ms: Date.now() - started };
  }

  /** The four routes the limiter guards, each from `ip`, with what they answer as without Redis. */
  const routes = (ip: string) => [
    {
      name: 'staff sign-in',
      ok: 401,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/auth/staff/login',
          // A new email each time: the per-email brake (a growing delay) is not what this measures.
          payload: { email: `nadie.${++address}@tec.example`, password: 'no-es-la-clave' },
          remoteAddress: ip,
        }),
    },
    {
      name: 'teacher application',
      ok: 201,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/teachers/applications',
          payload: { ...TEACHER_APPLICATION_FIELDS, contactEmail: `rosa.${++address}@correo.example` },
          remoteAddress: ip,
        }),
    },
    {
      name: 'invitation look-up',
      ok: 404,
      run: () =>
        app.inject({
          method: 'POST',
          url: '/api/staff/invitation/lookup',
          payload: { token: 'x'.repeat(43) },
          remoteAddress: ip,
        }),
    },
    {
      name: 'dev token',
      ok: 200,
      run: () =>
        app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: studentEmail }, remoteAddress: ip }),
    },
  ];

  const modes: FaultMode[] = ['refuse', 'reset', 'silent'];
  modes.forEach((mode, i) => {
    it(`${mode}: every limited route answers within 1 s, its limit holds; back in Redis once it returns`, async () => {
      const ip = `203.0.113.${10 + i}`;
      // Healthy first: the counters are in Redis. What each route takes by itself (the sign-in checks a
      // password hash, which a busy machine slows down) is measured here, under the same load.
      const own = new Map<string, number>();
      for (const r of routes(ip)) {
        const { status, ms } = await timed(r.run);
        expect(status, r.name).toBe(r.ok);
        own.set(r.name, ms);
      }
      expect((await direct.keys(`portal-rl:*${ip}*`)).length).toBeGreaterThan(0);
      const logsBefore = logs.length;

      await proxy.setMode(mode);
      try {
        let slowest = 0;
        for (const r of routes(`198.51.100.${10 + i}`)) {
          for (let n = 0; n < 3; n++) {
            const { status, ms } = await timed(r.run);
            expect({ route: r.name, status }).toEqual({ route: r.name, status: r.ok });
            // Redis adds less than a second to what the route takes anyway.
            expect(ms, r.name).toBeLessThan(LIMIT_MS + own.get(r.name)!);
            slowest = Math.max(slowest, ms);
          }
        }
        figure(`redis ${mode} (${TEST_DIALECT}): slowest limited answer`, slowest);
        // The application limit (5 per address) still applies, from the store without Redis.
        const applications = routes(`198.51.100.${20 + i}`)[1]!;
        const statuses: (number | string)[] = [];
        for (let n = 0; n < 6; n++) statuses.push((await timed(applications.run)).status);
        expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
        expect(
          logs
            .slice(logsBefore)
            .filter((l) => l.level >= 40)
            .map((l) => l.msg),
        ).toEqual(['Redis no responde: los límites de solicitudes usan el almacén de respaldo hasta que vuelva']);
      } finally {
        await proxy.setMode('pass');
      }
      const healed = Date.now();
      const back = `192.0.2.${10 + i}`;
      for (;;) {
        const res = await routes(back)[0]!.run();
        expect(res.statusCode).toBe(401);
        if ((await direct.keys(`portal-rl:*${back}*`)).length > 0) break;
        expect(Date.now() - healed, 'counters back in Redis').toBeLessThan(10_000);
        await new Promise((r) => setTimeout(r, 100));
      }
      figure(`redis ${mode} (${TEST_DIALECT}): counters back in Redis after`, Date.now() - healed);
      expect(logs.slice(logsBefore).some((l) => /^Redis responde de nuevo tras/.test(l.msg))).toBe(true);
    }, 30_000);
  });
});
