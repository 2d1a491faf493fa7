import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { SettableClock } from '../../lib/clock.ts';
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
  // The brake's delay passes on this clock: the test reads how far it moved instead of waiting it out.
  const clock = new SettableClock();
  /** How long `work` took on the app's clock, and on the machine's. */
  const timed = async <T>(work: () => Promise<T>) => {
    const [onClock, onMachine] = [clock.now().getTime(), performance.now()];
    const result = await work();
    return { result, waited: clock.now().getTime() - onClock, real: performance.now() - onMachine };
  };

  const login = (email: string, password: string, remoteAddress: string) =>
    t.request({ method: 'POST', url: '/api/auth/staff/login', payload: { email, password }, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
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
    const owner = await timed(() => login(target.email, PASSWORD, newAddress()));
    expect(owner.result.statusCode).toBe(200);
    // Held 1 s on the app's clock (the brake's second step), which the machine did not wait out.
    expect(owner.waited - owner.real).toBeGreaterThan(950);
    expect(owner.waited - owner.real).toBeLessThan(1050);
    // Another email is not slowed down.
    const other = await createStaff(t.db, { role: 'teacher' });
    const another = await timed(() => login(other.email, PASSWORD, newAddress()));
    expect(another.result.statusCode).toBe(200);
    expect(another.waited - another.real).toBeLessThan(100);
  });

  it('an email failed many times from everywhere is still signed in from a clean address', async () => {
    const target = await createStaff(t.db, { role: 'admin' });
    // 40 failures from 40 addresses at once (what a botnet would do).
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(target.email, 'Otra-clave-1', `10.18.0.${i + 1}`)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(40).fill(401));
    const owner = await timed(() => login(target.email, PASSWORD, '10.18.1.1'));
    expect(owner.result.statusCode).toBe(200);
    expect(owner.waited - owner.real).toBeGreaterThan(LOGIN_LIMITS.brakeMaxDelayMs - 50);
  });
});
