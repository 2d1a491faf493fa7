import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { TestDatabase } from '../test/test-database.ts';
import { listeningApp } from '../test/listening-app.ts';

/**
 * Hardening: security headers on every kind of answer, HSTS only over https,
 * body size limit, request timeouts, sign-in and application rate limits. Graceful shutdown and the
 * logs of an enrolment have their own files (graceful-shutdown.test.ts, enrolment-logs.test.ts).
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
          code: 'PAYLOAD_TOO_LARGE',
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
});
