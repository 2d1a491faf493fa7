import { useCallback, useSyncExternalStore } from 'react';
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

/**
 * Signs the current user out and goes home (spec §4): a student through the issuer's sign-out popup,
 * then '/'; staff by clearing the stored session, then '/' after 100 ms. History is replaced.
 */
export function useSignOut(): () => Promise<void> {
  const { logout, userType } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    setSigningOut(true);
    try {
      await logout();
      if (userType === 'staff') await new Promise((r) => setTimeout(r, TIMINGS_MS.staffLogoutRedirect));
      await navigate(paths.home, { replace: true });
    } finally {
      setSigningOut(false);
    }
  }, [logout, userType, navigate]);
}
