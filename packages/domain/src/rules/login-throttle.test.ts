import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, loginBrakeDelayMs } from './login-throttle.ts';

describe('loginBrakeDelayMs', () => {
  it('does not slow anyone down up to the free failures', () => {
    for (let n = 0; n <= LOGIN_LIMITS.brakeFreeFailures; n++) expect(loginBrakeDelayMs(n)).toBe(0);
    expect(loginBrakeDelayMs(Number.NaN)).toBe(0);
    expect(loginBrakeDelayMs(-3)).toBe(0);
  });

  it('doubles the delay with every further failure, up to the cap', () => {
    const free = LOGIN_LIMITS.brakeFreeFailures;
    expect([1, 2, 3, 4, 5, 6, 50].map((k) => loginBrakeDelayMs(free + k))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(loginBrakeDelayMs(1e9)).toBe(LOGIN_LIMITS.brakeMaxDelayMs);
  });

  it('refuses nobody: the per-email brake is a delay, the refusals are per address', () => {
    expect(LOGIN_LIMITS.failuresPerEmailAndAddress).toBeLessThan(LOGIN_LIMITS.failuresPerAddress);
    expect(LOGIN_LIMITS.brakeMaxDelayMs).toBeLessThan(10_000);
  });
});
