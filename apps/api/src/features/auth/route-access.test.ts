import { describe, expect, it } from 'vitest';
import { CALLERS, UNAUTHENTICATED_MESSAGES, useAccessFixture, type Caller } from './route-access-callers.ts';
import { ROUTES } from './route-access-rows.ts';

/**
 * The authorisation matrix: every route the server registers × every kind of caller, with the
 * status each one gets (docs/rules.md ACC-1–ACC-6). The callers and their situation are in
 * route-access-callers.ts, the rows in route-access-rows.ts and route-access-class-rows.ts.
 */
describe(`authorisation matrix: every route × every caller (${process.env['TEST_DIALECT']})`, () => {
  const access = useAccessFixture();

  it('the table has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = [...new Set(access.t.app.allRoutes)].sort();
    const known = Object.keys(ROUTES).sort();
    expect(
      registered.filter((r) => !known.includes(r)),
      'rutas sin fila en la tabla de acceso',
    ).toEqual([]);
    expect(
      known.filter((r) => !registered.includes(r)),
      'filas de rutas que no existen',
    ).toEqual([]);
    // Every /api route declares its policy; the docs are the only /api routes without one.
    const apiRegistered = registered.filter((r) => r.split(' ')[1]!.startsWith('/api') && !r.includes('/api/docs'));
    expect(apiRegistered.sort()).toEqual(access.t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort());
  });

  it('the genuine tokens the forged ones copy are accepted (so the bad ones fail for their flaw alone)', async () => {
    const res = await access.t.request({
      method: 'GET',
      url: '/api/auth/student/profile',
      token: access.tokens.student!,
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(Object.entries(ROUTES))('%s', async (route, row) => {
    const [method, path] = route.split(' ') as [string, string];
    const got: Record<string, number> = {};
    const said: Partial<Record<Caller, string>> = {};
    for (const [i, caller] of CALLERS.entries()) {
      const {
        url = path,
        payload,
        token = access.tokens[caller] ?? null,
      } = row.request?.(access.fixture, caller) ?? {};
      const res = await access.t.request({
        method: method as 'GET',
        // One address per caller: the per-address rate limits of sign-in and applications apply to each alone.
        remoteAddress: `10.8.0.${i + 1}`,
        url,
        token,
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
      got[caller] = res.statusCode;
      expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
      if (row.messages?.[caller] !== undefined) said[caller] = (res.json() as { message: string }).message;
      if (res.statusCode >= 400 && url.startsWith('/api')) {
        const body = res.json() as { statusCode: number; error: string; message: unknown };
        expect(body.statusCode, `${route} as ${caller}`).toBe(res.statusCode);
        expect(typeof body.error).toBe('string');
        expect(body.message, `${route} as ${caller}`).toBeTruthy();
      }
      if (res.statusCode === 401 && url.startsWith('/api')) {
        expect(UNAUTHENTICATED_MESSAGES).toContain((res.json() as { message: string }).message);
      }
    }
    expect(got).toEqual(row.expect);
    expect(said).toEqual(row.messages ?? {});
  });
});
