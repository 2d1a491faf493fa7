import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process.ts';
import { createTestDatabase } from '../test/test-database.ts';

/** The real server writes its log to stdout in batches: lines arrive soon, and none is lost at shutdown. */
describe(`access log on stdout, batched (${process.env['TEST_DIALECT']})`, () => {
  it('a lone line arrives within a second; every line of a burst is written before the process exits', async () => {
    const db = await createTestDatabase();
    const lines: string[] = [];
    // The starter's own readiness checks (/api/health/ready) are not counted.
    const healthLines = () =>
      lines.filter((l) => l.includes('"respuesta"') && l.includes('"url":"/api/health"')).length;
    try {
      const server = await startServerProcess({ DATABASE_URL: db.url, PUBLIC_URL: 'http://127.0.0.1' }, (line) =>
        lines.push(line),
      );
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      const started = Date.now();
      while (healthLines() < 1 && Date.now() - started < 5_000) await new Promise((r) => setTimeout(r, 50));
      expect(healthLines()).toBe(1);
      expect(Date.now() - started).toBeLessThan(1_000);

      // A burst, then SIGTERM at once: the batch still being gathered goes out on close.
      await Promise.all(Array.from({ length: 40 }, () => fetch(`${server.url}/api/health`).then((r) => r.text())));
      await server.stop();
      await new Promise((r) => setTimeout(r, 100)); // the pipe's last bytes
      expect(healthLines()).toBe(41);
      expect(lines.some((l) => l.includes('cerrando'))).toBe(true);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
