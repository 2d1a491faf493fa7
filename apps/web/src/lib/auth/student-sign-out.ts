import type { UserManager } from 'oidc-client-ts';
import { watchPopup } from './popup-watch.ts';

/** The sign-out popup's window name: we open it ourselves so we can tell when the student closes it. */
export const SIGN_OUT_POPUP_NAME = 'portal-cierre-sesion';

/** The issuer's answer when the student chooses to stay signed in ("No, seguir con la sesión"). */
export const SIGN_OUT_DECLINED = 'access_denied';

/** Whether the issuer answered that the student chose to stay signed in. */
export function isSignOutDeclined(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { error?: unknown }).error === SIGN_OUT_DECLINED;
}

/**
 * The issuer's sign-out in a popup (docs/architecture.md, Sign-in and sessions). Resolves `true` once the student is signed out and
 * `false` when they stay signed in: they closed the popup or answered no. The library forgets the
 * stored account before it opens the issuer's page and does not notice a closed sign-out popup, so
 * the popup is opened here by name (the library reuses it), watched, and the account put back when
 * the student stays. Any other failure (popup blocked, issuer unreachable) signs out of the portal
 * anyway, as before.
 */
export async function signOutInPopup(manager: UserManager, storage: Storage, accountKey: string): Promise<boolean> {
  const account = storage.getItem(accountKey);
  const { popup, closed, stop } = watchPopup(SIGN_OUT_POPUP_NAME);
  const controller = new AbortController();
  const signOut = manager
    .signoutPopup({ popupWindowTarget: SIGN_OUT_POPUP_NAME, popupSignal: controller.signal })
    .then(() => 'signed-out' as const);
  try {
    if ((await Promise.race([signOut, closed])) === 'signed-out') return true;
    controller.abort('Ventana de cierre de sesión cerrada'); // lets the library drop its listeners
    signOut.catch(() => undefined);
  } catch (err) {
    if (!isSignOutDeclined(err)) throw err;
  } finally {
    stop();
  }
  if (account) storage.setItem(accountKey, account);
  if (popup && !popup.closed) popup.close();
  return false;
}
