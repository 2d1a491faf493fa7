import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestApp, testConfig, type TestApp } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import { createCareer, createClass, createStaff, createStudentUser, createSubject } from '../test/fixtures.ts';

/**
 * Hardening (issue 8, point 5): security headers on every kind of answer, HSTS only over https,
 * body size limit, request timeouts, sign-in and application rate limits, graceful shutdown, and
 * no token in the logs of an enrolment.
 */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

/** The app on a fresh database, listening on a real port of 127.0.0.1 (for raw sockets and shutdown). */
async function listeningApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database, env), { database: database.handle, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { database, app, port: (app.server.address() as { port: number }).port };
}

describe(`hardening (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('security headers', () => {
    // The dev issuer's pages open in the sign-in popup: no opener policy there (docs/architecture.md, Sign-in and sessions).
    const samples = [
      { name: 'an API answer', url: '/api/health', coop: 'same-origin-allow-popups' },
      { name: 'an API error', url: '/api/students/students', coop: 'same-origin-allow-popups' },
      { name: 'an unknown path', url: '/api/no-existe', coop: 'same-origin-allow-popups' },
      { name: 'the API docs', url: '/api/docs/static/index.html', coop: 'same-origin-allow-popups' },
      { name: "the dev issuer's assets", url: '/idp/assets/idp.css', coop: undefined },
      { name: "the dev issuer's discovery", url: '/idp/.well-known/openid-configuration', coop: undefined },
    ];
    for (const s of samples) {
      it(`${s.name} (${s.url}) carries them`, async () => {
        const res = await t.request({ method: 'GET', url: s.url });
        const csp = directives(res.headers['content-security-policy']);
        expect(csp.get('script-src')).toEqual(["'self'"]);
        expect(csp.get('default-src')).toEqual(["'self'"]);
        expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp.get('object-src')).toEqual(["'none'"]);
        expect(csp.get('base-uri')).toEqual(["'self'"]);
        expect(csp.has('upgrade-insecure-requests')).toBe(false);
        expect(res.headers['cross-origin-opener-policy']).toBe(s.coop);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(res.headers['x-frame-options']).toBe('DENY');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        // Plain http (local runs): no HSTS.
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(res.headers['x-powered-by']).toBeUndefined();
      });
    }

    it('no inline script is allowed anywhere in the policy', async () => {
      const res = await t.request({ method: 'GET', url: '/api/health' });
      const header = String(res.headers['content-security-policy']);
      expect(directives(header).get('script-src')).not.toContain("'unsafe-inline'");
      expect(header).not.toContain("'unsafe-eval'");
      expect(header).not.toMatch(/script-src[^;]*(nonce-|sha256-)/);
    });

    it('over https: HSTS for a year with subdomains, and insecure requests upgraded', async () => {
      const https = await createTestApp({ PUBLIC_URL: 'https://cursos.tec.example' });
      try {
        const res = await https.request({ method: 'GET', url: '/api/health' });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(directives(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
      } finally {
        await https.close();
      }
    });
  });

  describe('limits', () => {
    it('a body over 64 KB is refused with a 413 in Spanish, before anyone reads it', async () => {
      for (const url of ['/api/auth/staff/login', '/api/teachers/applications', '/idp/dev/token']) {
        const res = await t.request({
          method: 'POST',
          url,
          remoteAddress: '10.6.0.1',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ relleno: 'x'.repeat(70 * 1024) }),
        });
        expect(res.statusCode, url).toBe(413);
        expect(res.json()).toEqual({
          statusCode: 413,
          error: 'Payload Too Large',
          message: ERROR_MESSAGES.payloadTooLarge,
        });
      }
    });

    it('the default limits: a request arrives whole within 30 s, an idle socket closes at 60 s, bodies up to 64 KiB', () => {
      expect(t.app.server.requestTimeout).toBe(30_000);
      expect(t.app.server.headersTimeout).toBe(30_000);
      expect(t.app.server.timeout).toBe(60_000);
      expect(t.app.initialConfig.bodyLimit).toBe(64 * 1024);
    });

    it('sign-in attempts from one address are limited (429 in Spanish with Retry-After); other addresses go on', async () => {
      let limited: { status: number; retryAfter: unknown; message: string } | null = null;
      for (let i = 0; i < 120 && !limited; i++) {
        const res = await t.request({
          method: 'POST',
          url: '/api/auth/staff/login',
          remoteAddress: '10.6.1.1',
          payload: { email: `intento${i}@tec.example`, password: 'no-es-la-clave' },
        });
        if (res.statusCode === 429) {
          limited = {
            status: res.statusCode,
            retryAfter: res.headers['retry-after'],
            message: (res.json() as { message: string }).message,
          };
        } else expect(res.statusCode).toBe(401);
      }
      expect(limited).toMatchObject({ status: 429, message: ERROR_MESSAGES.tooManyRequests });
      expect(Number(limited!.retryAfter)).toBeGreaterThan(0);
      const elsewhere = await t.request({
        method: 'POST',
        url: '/api/auth/staff/login',
        remoteAddress: '10.6.1.2',
        payload: { email: 'otra@tec.example', password: 'no-es-la-clave' },
      });
      expect(elsewhere.statusCode).toBe(401);
    });

    it('teacher applications from one address are limited to 5 every 10 minutes', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await t.request({
          method: 'POST',
          url: '/api/teachers/applications',
          remoteAddress: '10.6.2.1',
          payload: {},
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    });
  });

  describe('slow clients', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    let port: number;
    beforeAll(async () => {
      ({ database, app, port } = await listeningApp({ REQUEST_TIMEOUT_MS: '400' }));
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
    });

    /** Opens a raw socket, sends `parts` one by one `gapMs` apart, and resolves with what the server answered. */
    function trickle(parts: string[], gapMs: number): Promise<{ answer: string; closedAfterMs: number }> {
      return new Promise((resolve, reject) => {
        const started = Date.now();
        const socket = net.connect(port, '127.0.0.1');
        let answer = '';
        let next = 0;
        const timer = setInterval(() => {
          if (next < parts.length && !socket.destroyed) socket.write(parts[next++]!);
        }, gapMs);
        socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
        socket.on('error', () => undefined); // a reset after the answer is fine
        socket.on('close', () => {
          clearInterval(timer);
          resolve({ answer, closedAfterMs: Date.now() - started });
        });
        setTimeout(() => {
          socket.destroy();
          reject(new Error('the server kept the slow connection open'));
        }, 10_000);
      });
    }

    it('a client that trickles its headers is answered 408 and disconnected', async () => {
      // One header line every 150 ms, never finishing: the request never arrives whole.
      const lines = ['GET /api/health HTTP/1.1\r\n', 'Host: localhost\r\n'];
      for (let i = 0; i < 40; i++) lines.push(`X-Lento-${i}: ${'a'.repeat(10)}\r\n`);
      const { answer, closedAfterMs } = await trickle(lines, 150);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeGreaterThanOrEqual(400);
      expect(closedAfterMs).toBeLessThan(5_000);
    });

    it('a client that trickles its body is answered 408 and disconnected', async () => {
      // Whole headers, then one byte of the body every 150 ms: the request never arrives whole.
      const body = JSON.stringify({ email: 'nadie@tec.example', password: 'x'.repeat(60) });
      const head =
        'POST /api/auth/staff/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        `Content-Length: ${body.length}\r\n\r\n`;
      const { answer, closedAfterMs } = await trickle([head, ...body.split('')], 150);
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeGreaterThanOrEqual(400);
      expect(closedAfterMs).toBeLessThan(5_000);
    });

    it('a client that sends in time is served as usual', async () => {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(res.status).toBe(200);
    });
  });

  describe('graceful shutdown', () => {
    let database: TestDatabase;
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ database, app } = await listeningApp());
    });
    afterAll(async () => {
      await database.drop();
    });

    it('requests in flight when the server closes are answered; later ones are not accepted', async () => {
      const { port } = app.server.address() as { port: number };
      // Each request sends its headers and half its body, then the rest once the server is closing.
      const body = JSON.stringify({ name: '', paternalSurname: 'Pérez' });
      const answers = Array.from({ length: 4 }, () => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/teachers/applications',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        });
        req.write(body.slice(0, 10));
        return {
          req,
          answer: new Promise<{ status: number; text: string }>((resolve) => {
            req.on('response', (res) => {
              let text = '';
              res.on('data', (c: Buffer) => (text += c.toString()));
              res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
            });
            req.on('error', (err) => resolve({ status: 0, text: String(err) }));
          }),
        };
      });
      await new Promise((r) => setTimeout(r, 100));
      const closing = app.close();
      await new Promise((r) => setTimeout(r, 100));
      for (const a of answers) a.req.end(body.slice(10));
      const got = await Promise.all(answers.map((a) => a.answer));
      await closing;
      expect(got.map((g) => g.status)).toEqual([400, 400, 400, 400]);
      expect(got.every((g) => (JSON.parse(g.text) as { message: unknown }).message)).toBe(true);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    });

    it('the real server process exits cleanly on SIGTERM', async () => {
      const db = await createTestDatabase();
      try {
        const server = await startServerProcess({ DATABASE_URL: db.url, PUBLIC_URL: 'http://127.0.0.1' });
        const ok = await fetch(`${server.url}/api/health`);
        expect(ok.status).toBe(200);
        const started = Date.now();
        await server.stop();
        expect(Date.now() - started).toBeLessThan(10_000);
      } finally {
        await db.drop();
      }
    }, 120_000);
  });

  describe('logs', () => {
    it('an enrolment leaves no token and no student contact data in any log line', async () => {
      const database = await createTestDatabase();
      const lines: string[] = [];
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'trace',
        SERVE_WEB: 'false',
        PORT: '3000',
        DATABASE_URL: database.url,
      });
      const app = await buildApp(config, {
        database: database.handle,
        logStream: { write: (l) => void lines.push(l) },
      });
      try {
        await app.ready();
        const careerId = await createCareer(database.handle.db);
        const classId = await createClass(database.handle.db, {
          subjectId: await createSubject(database.handle.db, { careerIds: [careerId] }),
        });
        const student = await createStudentUser(database.handle.db, {
          profile: { careerId, phone: '529830001122', controlNumber: 'L20990011' },
        });
        const admin = await createStaff(database.handle.db, { role: 'admin' });
        const tokenRes = await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: student.email } });
        const token = (tokenRes.json() as { access_token: string }).access_token;
        const adminToken = (await app.staffTokens.sign({ userId: admin.userId, role: 'admin' })).token;
        const enrol = await app.inject({
          method: 'POST',
          url: '/api/classes/enrollStudent',
          headers: { authorization: `Bearer ${token}` },
          payload: { classId },
        });
        expect(enrol.statusCode).toBe(201);
        const list = await app.inject({
          method: 'GET',
          url: `/api/classes/${classId}/students`,
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(list.body).toContain('529830001122');
        const removal = await app.inject({
          method: 'DELETE',
          url: `/api/classes/${classId}/student/${student.studentId}`,
          headers: { authorization: `Bearer ${adminToken}` },
        });
        expect(removal.statusCode).toBe(200);

        const log = lines.join('\n');
        // One access line per request: the four requests above.
        expect(lines.length).toBeGreaterThanOrEqual(4);
        expect(log).toContain('/api/classes/enrollStudent');
        for (const secret of [token, adminToken, token.split('.')[2]!, adminToken.split('.')[2]!]) {
          expect(log).not.toContain(secret);
        }
        expect(log).not.toContain('529830001122');
        expect(log).not.toContain('L20990011');
      } finally {
        await app.close();
        await database.drop();
      }
    });
  });
});
