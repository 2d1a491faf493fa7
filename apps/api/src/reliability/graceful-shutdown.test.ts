import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { startServerProcess } from '../test/server-process.ts';
import { listeningApp } from '../test/listening-app.ts';

/** Hardening: the server finishes what is in flight when it stops. */
describe(`graceful shutdown (${process.env['TEST_DIALECT']})`, () => {
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
    // In flight means the server has read the request's headers (a connection it has not read yet is idle, and
    // closing drops it): wait for that rather than for a fixed time, which a loaded machine can outlast.
    let seen = 0;
    const countRequest = () => (seen += 1);
    app.server.on('request', countRequest);
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
    for (let waited = 0; seen < 4 && waited < 10_000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    app.server.off('request', countRequest);
    expect(seen).toBe(4);
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
