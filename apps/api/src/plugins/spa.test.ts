import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The built SPA as the server serves it: files, the history fallback, and files the build does not hold. */
describe(`serving the SPA (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-spa-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><head></head><body>SPA</body></html>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers the routes of the app with its page (history fallback), in any letter case', async () => {
    for (const url of [
      '/classes',
      '/Reglamento-General',
      '/reglamento-general',
      '/admin/class-students/12',
      '/x?y=1',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('SPA');
    }
  });

  it('serves the files of the build with a long cache', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 in Spanish, not the page, for a file the build does not hold (a chunk of an older build)', async () => {
    for (const url of [
      '/assets/main-old999.js',
      '/assets/style-old.css',
      '/assets/sin-extension',
      '/logo-viejo.png',
      '/a/b.webmanifest?v=2',
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json(), url).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'ROUTE_NOT_FOUND',
        message: ERROR_MESSAGES.routeNotFound,
      });
    }
  });
});
