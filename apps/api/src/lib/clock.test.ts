import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { SettableClock } from './clock.ts';

describe('the server clock', () => {
  it('reads the instant it was set to, and moves when set or advanced', () => {
    const clock = new SettableClock(new Date('2026-06-12T23:59:00-05:00'));
    expect(Math.abs(clock.now().getTime() - Date.parse('2026-06-12T23:59:00-05:00'))).toBeLessThan(1000);
    clock.advance(2 * 60_000);
    expect(clock.now().toISOString() >= '2026-06-13T05:01:00.000Z').toBe(true);
    clock.set(new Date('2025-01-01T00:00:00Z'));
    expect(clock.now().getUTCFullYear()).toBe(2025);
  });

  it('starts a server on CLOCK_AT, and refuses it in production', () => {
    expect(loadConfig({ CLOCK_AT: '2026-06-01T08:00:00-05:00' }).clockAt?.toISOString()).toBe(
      '2026-06-01T13:00:00.000Z',
    );
    expect(loadConfig({}).clockAt).toBeNull();
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        CLOCK_AT: '2026-06-01T08:00:00-05:00',
        OIDC_ISSUER: 'https://login.example.com',
        OIDC_CLIENT_ID: 'x',
        JWT_SECRET: 'x'.repeat(40),
      }),
    ).toThrow(/CLOCK_AT no puede usarse en producción/);
  });
});
