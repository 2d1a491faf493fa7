import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS_MS } from '@portal/domain/constants';
import { paths } from '../../config/paths.ts';
import { useAuth } from './auth-context.ts';

/**
 * Whether a sign-out is under way. While it is, the route guards show a neutral status instead of
 * reacting to the cleared session (no detour through /staff/login or an "access denied" flash).
 */
let signingOut = false;
const listeners = new Set<() => void>();

function setSigningOut(value: boolean) {
  signingOut = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSigningOut(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => signingOut,
    () => false,
  );
}

/** Longest wait for the home page to show after a sign-out before the guards react again. */
const LANDING_TIMEOUT_MS = 10_000;

/**
 * Signs the current user out and goes home (spec §4): a student through the issuer's sign-out popup,
 * then '/'; staff by clearing the stored session, then '/' after 100 ms. History is replaced.
 * Navigations run as transitions: when the home page's code is not loaded yet, the signed-in screen
 * stays mounted until it arrives, so the flag stays up until the public layout is on screen
 * (`useSignOutLanding`) — otherwise the area's guard would send the signed-out user to its login.
 */
export function useSignOut(): () => Promise<void> {
  const { logout, userType } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    let navigated = false;
    try {
      await logout();
      if (userType === 'staff') await new Promise((r) => setTimeout(r, TIMINGS_MS.staffLogoutRedirect));
      await navigate(paths.home, { replace: true });
      navigated = true;
    } finally {
      if (navigated) setTimeout(() => setSigningOut(false), LANDING_TIMEOUT_MS);
      else setSigningOut(false);
    }
  }, [logout, userType, navigate]);
}

/** The public layout calls it: once it is on screen, a sign-out in progress has landed. */
export function useSignOutLanding(): void {
  useEffect(() => {
    if (signingOut) setSigningOut(false);
  }, []);
}
