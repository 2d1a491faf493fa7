import { TIMINGS_MS } from '@portal/domain/constants';
import type { StaffSession } from './types.ts';

export const STAFF_SESSION_KEY = 'staff_session';
export const STAFF_SESSION_EVENT = 'staff-session-changed';

/**
 * The stored staff session, or null. A value that cannot be parsed, or whose `expiresAt` has
 * passed, is deleted (docs/rules.md SES-4).
 */
export function readStaffSession(storage: Storage = localStorage, now = Date.now()): StaffSession | null {
  const raw = storage.getItem(STAFF_SESSION_KEY);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    storage.removeItem(STAFF_SESSION_KEY);
    return null;
  }
  const s = parsed as Partial<StaffSession> | null;
  const valid =
    s !== null &&
    typeof s === 'object' &&
    typeof s.token === 'string' &&
    s.token.length > 0 &&
    typeof s.expiresAt === 'number' &&
    typeof s.user === 'object' &&
    s.user !== null;
  if (!valid || s.expiresAt! <= now) {
    storage.removeItem(STAFF_SESSION_KEY);
    return null;
  }
  return s as StaffSession;
}

export function notifyStaffSessionChanged(): void {
  window.dispatchEvent(new Event(STAFF_SESSION_EVENT));
}

/** Stores a new staff session valid 24 h from now (or until the token's own expiry, if earlier). */
export function writeStaffSession(
  token: string,
  user: StaffSession['user'],
  options: { now?: number; tokenExpiresAt?: number; storage?: Storage } = {},
): StaffSession {
  const now = options.now ?? Date.now();
  const lifetime = now + TIMINGS_MS.staffSessionLifetime;
  const session: StaffSession = {
    token,
    user,
    expiresAt: options.tokenExpiresAt ? Math.min(lifetime, options.tokenExpiresAt) : lifetime,
  };
  (options.storage ?? localStorage).setItem(STAFF_SESSION_KEY, JSON.stringify(session));
  notifyStaffSessionChanged();
  return session;
}

export function clearStaffSession(storage: Storage = localStorage): void {
  if (storage.getItem(STAFF_SESSION_KEY) === null) return;
  storage.removeItem(STAFF_SESSION_KEY);
  notifyStaffSessionChanged();
}
