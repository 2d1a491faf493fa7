import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { TEACHER_APPLICATION_FIELDS } from '../../test/fixtures.ts';

/**
 * The application form carries personal data. Whether sent as query parameters (the original
 * client) or as a body (our form), none of it may reach the access log.
 */
describe(`access log of POST /api/teachers/applications (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: string[] = [];
  const personal = ['Xiomara', 'Balam', 'xiomara.balam', '9831112233', 'drive.google.com', 'Quiero enseñar'];

  beforeAll(async () => {
    database = await createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      SERVE_WEB: 'false',
      DATABASE_URL: database.url,
    });
    app = await buildApp(config, { database: database.handle, logStream: { write: (line) => void lines.push(line) } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const fields = TEACHER_APPLICATION_FIELDS;

  it('logs the request without its query string, and nothing personal', async () => {
    const res = await app.inject({ method: 'POST', url: `/api/teachers/applications?${new URLSearchParams(fields)}` });
    expect(res.statusCode).toBe(201);
    // An invalid submission (its answer names no value either).
    const bad = await app.inject({
      method: 'POST',
      url: `/api/teachers/applications?${new URLSearchParams({ ...fields, contactPhone: '+52983111' })}`,
    });
    expect(bad.statusCode).toBe(400);
    const body = await app.inject({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: { ...fields, contactEmail: 'otra.xiomara.balam@correo.example' },
    });
    expect(body.statusCode).toBe(201);

    const entries = lines.map((l) => JSON.parse(l) as { msg?: string; req?: { url: string; method: string } });
    const incoming = entries.filter((e) => e.req?.url.startsWith('/api/teachers/applications'));
    expect(incoming.map((e) => e.req!.url)).toEqual([
      '/api/teachers/applications?…',
      '/api/teachers/applications?…',
      '/api/teachers/applications',
    ]);
    const log = lines.join('\n');
    for (const value of personal) expect(log, value).not.toContain(value);
    expect(log).not.toContain(encodeURIComponent(fields.contactEmail));
  });
});
