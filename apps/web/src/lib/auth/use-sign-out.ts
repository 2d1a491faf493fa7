import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { TIMINGS_MS } from '@portal/domain/constants';
import { paths } from '../../config/paths.ts';
import { lastUsableFocus, resolve } from '../../components/popup/focus-return.ts';
import { useAuth } from './auth-context.ts';

/**
 * Whether a sign-out is under way. While it is, the route guards show a neutral status instead of
 * reacting to the cleared session (no detour through /staff/login or an "access denied" flash).
 */
let signingOut = false;
/** The sign-out has asked for the home page; the flag drops once the signed-in screen is gone. */
let leaving = false;
const listeners = new Set<() => void>();

function setSigningOut(value: boolean) {
  signingOut = value;
  if (!value) leaving = false;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a sign-out is under way (the guards use it). Navigations run as transitions: while the
 * home page's code loads, the signed-in area stays mounted, so the flag stays up until the guard
 * that reads it unmounts — otherwise that guard would send the signed-out user to its login.
 */
export function useSigningOut(): boolean {
  useEffect(
    () => () => {
      if (signingOut && leaving) setSigningOut(false);
    },
    [],
  );
  return useSyncExternalStore(
    subscribe,
    () => signingOut,
    () => false,
  );
}

/** Longest wait for the signed-in screen to go away after a sign-out before the flag drops anyway. */
const LEAVE_TIMEOUT_MS = 10_000;

/**
 * Signs the current user out and goes home (docs/architecture.md, Sign-in and sessions): a student through the issuer's sign-out popup,
 * then '/'; staff by clearing the stored session, then '/' after 100 ms. History is replaced. A
 * student who closes the popup or answers no stays signed in on the same page.
 */
export function useSignOut(): () => Promise<void> {
  const { logout, userType } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    const from = document.activeElement;
    setSigningOut(true);
    try {
      if (!(await logout())) {
        // The student stays signed in (closed the popup or answered no): back to the page at once, with the
        // focus on «Cerrar Sesión» again (it was disabled, and the page inert, while the popup was open).
        setSigningOut(false);
        // A few frames at most: the button is enabled again once React has drawn the page without the overlay.
        let frames = 30;
        const giveBack = () => {
          if (document.activeElement && document.activeElement !== document.body) return;
          const target = resolve(from) ?? lastUsableFocus();
          if (target) target.focus();
          else if (--frames > 0) requestAnimationFrame(giveBack);
        };
        requestAnimationFrame(giveBack);
        return;
      }
      if (userType === 'staff') await new Promise((r) => setTimeout(r, TIMINGS_MS.staffLogoutRedirect));
      leaving = true;
      await navigate(paths.home, { replace: true });
      setTimeout(() => {
        if (leaving) setSigningOut(false);
      }, LEAVE_TIMEOUT_MS);
    } catch (err) {
      setSigningOut(false);
      throw err;
    }
  }, [logout, userType, navigate]);
}
