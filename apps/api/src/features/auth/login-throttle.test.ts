import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';

const PASSWORD = 'Verano2026!';
let addressSeq = 0;
const newAddress = () => `10.17.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

/**
 * 8 wrong passwords for an email from any address used to lock its owner out
 * for 15 minutes. Failures now count per email and address (refusal) and per email from anywhere
 * (a growing delay only).
 */
describe(`staff sign-in throttling that only the attacker suffers (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;

  const login = (email: string, password: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/auth/staff/login', payload: { email, password }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
    await createStaff(t.db, { email: 'admin@tec.example', role: 'admin' });
  });
  afterAll(() => t.close());

  it('8 wrong passwords for the admin from 127.0.0.2 do not stop the right one from 127.0.0.1', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await login('admin@tec.example', `Intento-${i}`, '127.0.0.2')).statusCode).toBe(401);
    }
    const owner = await login('admin@tec.example', PASSWORD, '127.0.0.1');
    expect(owner.statusCode).toBe(200);
    // The attacker's address is the one refused for that email, even with the right password...
    const attacker = await login('admin@tec.example', PASSWORD, '127.0.0.2');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: ERROR_MESSAGES.tooManyRequests,
    });
    expect(Number(attacker.headers['retry-after'])).toBeGreaterThan(0);
    // ...but not for other accounts.
    const other = await createStaff(t.db, { role: 'teacher' });
    expect((await login(other.email, PASSWORD, '127.0.0.2')).statusCode).toBe(200);
  });

  it('failures spread over many addresses slow the email down (growing delay), never refuse its owner', async () => {
    const target = await createStaff(t.db, { role: 'admin' });
    const spread = LOGIN_LIMITS.brakeFreeFailures + 2; // → a 1 s delay
    for (let i = 0; i < spread; i++) {
      expect((await login(target.email, `Intento-${i}`, newAddress())).statusCode).toBe(401);
    }
    const started = Date.now();
    const owner = await login(target.email, PASSWORD, newAddress());
    const waited = Date.now() - started;
    expect(owner.statusCode).toBe(200);
    expect(waited).toBeGreaterThanOrEqual(900);
    expect(waited).toBeLessThan(LOGIN_LIMITS.brakeMaxDelayMs + 2000);
    // Another email is not slowed down.
    const other = await createStaff(t.db, { role: 'teacher' });
    const t0 = Date.now();
    expect((await login(other.email, PASSWORD, newAddress())).statusCode).toBe(200);
    expect(Date.now() - t0).toBeLessThan(900);
  });

  it('an email failed many times from everywhere is still signed in from a clean address', async () => {
    const target = await createStaff(t.db, { role: 'admin' });
    // 40 failures from 40 addresses at once (what a botnet would do).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(target.email, 'Otra-clave-1', `10.18.0.${i + 1}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(401));
    const started = Date.now();
    expect((await login(target.email, PASSWORD, '10.18.1.1')).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(LOGIN_LIMITS.brakeMaxDelayMs - 100);
  }, 60_000);
});
