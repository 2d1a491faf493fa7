import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * Errors raised before any route or hook runs (a URL that cannot be decoded, a
 * header line that cannot be parsed, headers too large) answered Fastify's English text, echoing the
 * path, without the security headers. They now answer like every other error.
 */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function parse(raw: string): RawAnswer {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') };
}

/** Writes `request` on a raw socket and reads until the server closes it (or 5 s pass). */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), 5000);
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(parse(Buffer.concat(chunks).toString('utf8')));
    });
    socket.write(request);
  });
}

function expectSecured(answer: { headers: Record<string, unknown> }) {
  expect(String(answer.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe(`framework-level errors (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database), { database: database.handle, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it.each(['/api/classes/%', '/api/classes/%E0%A4%A', '/%', '/api/students/%zz?userId=1'])(
    'GET %s: 400 in Spanish, with the security headers, without echoing the path',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        code: 'BAD_URL',
        message: 'La dirección solicitada no es válida.',
      });
      expect(res.body).not.toContain('%');
      expect(res.body).not.toContain('FST_');
      expectSecured(res);
    },
  );

  it('a bad URL on the wire is answered the same way', async () => {
    const res = await rawRequest(port, 'GET /api/classes/% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'BAD_URL', message: 'La dirección solicitada no es válida.' });
    expectSecured(res);
  });

  it('a header line that cannot be parsed: 400 in Spanish with the security headers', async () => {
    const res = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nEsto no es un encabezado\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'BAD_REQUEST',
      message: ERROR_MESSAGES.badRequest,
    });
    expectSecured(res);
  });

  it('headers too large: 431 in Spanish with the security headers', async () => {
    const res = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Relleno: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({
      statusCode: 431,
      error: 'Request Header Fields Too Large',
      code: 'HEADERS_TOO_LARGE',
      message: 'Los encabezados de la solicitud son demasiado grandes.',
    });
    expectSecured(res);
  });

  it('body parse errors: JSON that is not JSON, a wrong length, an unknown type — Spanish and secured', async () => {
    const cases = [
      { headers: { 'content-type': 'application/json' }, payload: '{"name": ', message: ERROR_MESSAGES.invalidJson },
      { headers: { 'content-type': 'text/xml' }, payload: '<a/>', message: ERROR_MESSAGES.unsupportedMediaType },
    ];
    for (const c of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/teachers/applications', ...c });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect((res.json() as { message: string }).message).toBe(c.message);
      expectSecured(res);
    }
    const wrongLength = await rawRequest(
      port,
      'POST /api/teachers/applications HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 7\r\nConnection: close\r\n\r\n{}',
    );
    expect(wrongLength.status).toBe(400);
    expect((JSON.parse(wrongLength.body) as { message: string }).message).toBe(ERROR_MESSAGES.badRequest);
    expectSecured(wrongLength);
  });
});
