import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { decodePayload, unsignedToken } from '../../test/custom-tokens.ts';
import { createCareer, createStaff, createStudentUser } from '../../test/fixtures.ts';
import type { Caller } from './route-access-callers.ts';

/**
 * The same matrix with the SPA served (SERVE_WEB, a small built-like WEB_DIST): its routes are the
 * popup's landing page and one GET per static file (the raw .html files are refused by the static
 * server and answered by the SPA fallback), and they answer every caller alike. Any other route the
 * SPA plugin registers fails here.
 */
describe(`authorisation matrix with the SPA served (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let base: TestApp;
  let dist: string;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'auth-callback.html'), '<!doctype html><html lang="es"><head></head></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });
    base = await createTestApp();
    const careerId = await createCareer(t.db);
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const admin = await createStaff(t.db, { role: 'admin' });
    tokens.student = await t.studentToken(student.email);
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    tokens.algNone = unsignedToken({ claims: decodePayload(tokens.student) });
  });
  afterAll(async () => {
    await t.close();
    await base.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('adds only the popup landing page and one GET per static file; each answers every caller alike', async () => {
    const added = [...new Set(t.app.allRoutes)].filter((r) => !base.app.allRoutes.includes(r)).sort();
    expect(added).toEqual([
      'GET /assets/index-abc123.js',
      'GET /auth-callback.html',
      'GET /auth/callback',
      'GET /favicon.svg',
      'GET /index.html',
    ]);
    for (const route of [...added, 'GET /mis-clases']) {
      const url = route.split(' ')[1]!;
      const statuses = new Set<number>();
      for (const caller of ['anonymous', 'student', 'admin', 'algNone'] as const) {
        const res = await t.request({ method: 'GET', url, token: tokens[caller] ?? null });
        statuses.add(res.statusCode);
      }
      expect([...statuses], url).toEqual([200]);
    }
  });

  it("the SPA's pages: no inline script allowed, and no opener policy on the sign-in popup's landing page only", async () => {
    const page = await t.request({ method: 'GET', url: '/mis-clases' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    const callback = await t.request({ method: 'GET', url: '/auth/callback' });
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(String(callback.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
  });
});
