import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** At the default level every request leaves exactly one access line, written after its answer. */
describe(`access log (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp(testConfig(database, { LOG_LEVEL: 'info' }), {
      database: database.handle,
      logStream: { write: (line) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('one line per request, with method, path without its query, status and time', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/classes?page=1&subjectName=secreto' });
    await app.inject({ method: 'GET', url: '/api/classes/999999' });
    await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(lines).toHaveLength(4);
    const parsed = lines.map(
      (l) => JSON.parse(l) as { msg: string; statusCode: number; ms: number; req: { method: string; url: string } },
    );
    expect(parsed.map((p) => [p.req.method, p.req.url, p.statusCode])).toEqual([
      ['GET', '/api/health', 200],
      ['GET', '/api/classes?…', 200],
      ['GET', '/api/classes/999999', 404],
      ['GET', '/api/no-existe', 404],
    ]);
    for (const p of parsed) {
      expect(p.msg).toBe('respuesta');
      expect(p.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('the issuer pages, which write their own answer, are logged once too', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as { statusCode: number; req: { url: string } };
    expect(line.req.url).toBe('/idp/.well-known/openid-configuration');
    expect(line.statusCode).toBe(200);
  });
});
