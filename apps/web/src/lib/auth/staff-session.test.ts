import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMINGS_MS } from '@portal/domain/constants';
import {
  clearStaffSession,
  readStaffSession,
  STAFF_SESSION_EVENT,
  STAFF_SESSION_KEY,
  writeStaffSession,
} from './staff-session.ts';

const NOW = Date.UTC(2026, 5, 1, 12, 0, 0);
const user = { id_user: 7, name: 'Laura', email: 'admin@tec.example', role: { name: 'admin' } };

describe('the stored staff session', () => {
  beforeEach(() => localStorage.clear());

  it('is written under staff_session with expiresAt 24 hours after login', () => {
    const session = writeStaffSession('tok', user, { now: NOW });
    expect(session.expiresAt).toBe(NOW + 24 * 60 * 60 * 1000);
    expect(JSON.parse(localStorage.getItem(STAFF_SESSION_KEY)!)).toEqual({
      token: 'tok',
      user,
      expiresAt: NOW + TIMINGS_MS.staffSessionLifetime,
    });
  });

  it('never outlives the token it holds', () => {
    const session = writeStaffSession('tok', user, { now: NOW, tokenExpiresAt: NOW + 60_000 });
    expect(session.expiresAt).toBe(NOW + 60_000);
  });

  it('is read back while it has not expired', () => {
    writeStaffSession('tok', user, { now: NOW });
    expect(readStaffSession(localStorage, NOW + 1000)?.token).toBe('tok');
    expect(readStaffSession(localStorage, NOW + TIMINGS_MS.staffSessionLifetime - 1)?.user).toEqual(user);
  });

  it('is deleted once expiresAt has passed', () => {
    writeStaffSession('tok', user, { now: NOW });
    expect(readStaffSession(localStorage, NOW + TIMINGS_MS.staffSessionLifetime)).toBeNull();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{token:'],
    ['JSON null', 'null'],
    ['a string', '"tok"'],
    ['no token', JSON.stringify({ user, expiresAt: NOW + 1000 })],
    ['an empty token', JSON.stringify({ token: '', user, expiresAt: NOW + 1000 })],
    ['no expiry', JSON.stringify({ token: 'tok', user })],
    ['an expiry that is not a number', JSON.stringify({ token: 'tok', user, expiresAt: '2030-01-01' })],
    ['no user', JSON.stringify({ token: 'tok', expiresAt: NOW + 1000 })],
  ])('is deleted when it cannot be used: %s', (_case, raw) => {
    localStorage.setItem(STAFF_SESSION_KEY, raw);
    expect(readStaffSession(localStorage, NOW)).toBeNull();
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });

  it("announces writes and clears with the 'staff session changed' event", () => {
    const listener = vi.fn();
    window.addEventListener(STAFF_SESSION_EVENT, listener);
    writeStaffSession('tok', user, { now: NOW });
    clearStaffSession();
    clearStaffSession(); // nothing left to clear: no event
    window.removeEventListener(STAFF_SESSION_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});
