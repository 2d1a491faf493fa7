import type { UserManager } from 'oidc-client-ts';

/** The sign-out popup's window name: we open it ourselves so we can tell when the student closes it. */
export const SIGN_OUT_POPUP_NAME = 'portal-cierre-sesion';
const POPUP_SIZE = { width: 480, height: 680 };
export const CLOSED_POLL_MS = 200;

/** The issuer's answer when the student chooses to stay signed in ("No, seguir con la sesión"). */
export const SIGN_OUT_DECLINED = 'access_denied';

/** A popup centred on the portal's window. */
export function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_SIZE.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_SIZE.height) / 2);
  return `width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${Math.round(left)},top=${Math.round(top)},popup=yes`;
}

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
  const popup = window.open('about:blank', SIGN_OUT_POPUP_NAME, popupFeatures());
  const controller = new AbortController();
  // The popup closes itself once the issuer has answered (its callback page posts the answer first):
  // a closed popup after an answer is the library's business, a closed popup before one is the student's.
  let answered = false;
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && (event.data as { source?: unknown })?.source === 'oidc-client')
      answered = true;
  };
  window.addEventListener('message', onMessage);
  const signOut = manager
    .signoutPopup({ popupWindowTarget: SIGN_OUT_POPUP_NAME, popupSignal: controller.signal })
    .then(() => 'signed-out' as const);
  let watch: ReturnType<typeof setInterval> | undefined;
  const closed = new Promise<'closed'>((resolve) => {
    if (!popup) return;
    watch = setInterval(() => {
      if (!popup.closed || answered) return;
      clearInterval(watch);
      resolve('closed');
    }, CLOSED_POLL_MS);
  });
  try {
    if ((await Promise.race([signOut, closed])) === 'signed-out') return true;
    controller.abort('Ventana de cierre de sesión cerrada'); // lets the library drop its listeners
    signOut.catch(() => undefined);
  } catch (err) {
    if (!isSignOutDeclined(err)) throw err;
  } finally {
    clearInterval(watch);
    window.removeEventListener('message', onMessage);
  }
  if (account) storage.setItem(accountKey, account);
  if (popup && !popup.closed) popup.close();
  return false;
}
