import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import { decodePayload } from '../../test/custom-tokens.ts';
import { DEV_ACCESS_TOKEN_TTL_S } from './dev-tokens.ts';

/**
 * POST /idp/dev/token minted tokens without limit (500 new accounts in 4.6 s),
 * also for a staff account's email (making a student "Admin" of it), and said `expires_in: 3600` for
 * tokens that live 8 hours.
 */
describe(`POST /idp/dev/token (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // The default limit of a real server (tests raise it elsewhere).
    t = await createTestApp({ DEV_TOKEN_LIMIT: '100' });
  });
  afterAll(() => t.close());

  const mint = (email: string, remoteAddress = '10.66.0.1') =>
    t.app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email }, remoteAddress });

  it('reports the real lifetime of the token', async () => {
    const res = await mint('vida.real@tec.example', '10.66.1.1');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; expires_in: number };
    const claims = decodePayload(body.access_token);
    expect(body.expires_in).toBe(DEV_ACCESS_TOKEN_TTL_S);
    expect((claims['exp'] as number) - (claims['iat'] as number)).toBe(body.expires_in);
  });

  it("refuses a staff account's email and creates no student for it", async () => {
    await createStaff(t.db, { email: 'admin@tec.example', role: 'admin' });
    for (const email of ['admin@tec.example', ' ADMIN@tec.example ']) {
      const res = await mint(email, '10.66.2.1');
      expect(res.statusCode).toBe(403);
      expect((res.json() as { message: string }).message).toMatch(/cuenta de personal/);
    }
    const accounts = await t.db
      .selectFrom('dev_idp_accounts')
      .select('sub')
      .where('email', '=', 'admin@tec.example')
      .execute();
    expect(accounts).toHaveLength(0);
  });

  it('gives one address at most 100 tokens in 15 minutes, then 429 in Spanish; other addresses go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await mint(`nuevo${i}@tec.example`)).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await mint('uno.mas@tec.example');
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await mint('otra.direccion@tec.example', '10.66.3.1')).statusCode).toBe(200);
  });
});
