import type { UserManager } from 'oidc-client-ts';
import { watchPopup } from './popup-watch.ts';

/** The sign-in popup's window name: we open it ourselves so we can tell when the student closes it. */
export const SIGN_IN_POPUP_NAME = 'portal-inicio-sesion';

/**
 * The issuer's sign-in in a popup (docs/architecture.md, Sign-in and sessions). Resolves `true` once the
 * student is signed in and `false` as soon as they close the popup without finishing: the library only
 * notices a closed popup when asked to abort on it, and then also when the popup closes itself right
 * after posting its answer. So the popup is opened here by name (the library reuses it) and watched;
 * a closed popup before the answer is the student's, after it the library's. Other failures (popup
 * blocked, issuer unreachable) are thrown as before.
 */
export async function signInInPopup(manager: UserManager): Promise<boolean> {
  const { closed, stop } = watchPopup(SIGN_IN_POPUP_NAME);
  const controller = new AbortController();
  const signIn = manager
    .signinPopup({ popupWindowTarget: SIGN_IN_POPUP_NAME, popupSignal: controller.signal })
    .then(() => 'signed-in' as const);
  try {
    if ((await Promise.race([signIn, closed])) === 'signed-in') return true;
    controller.abort('Ventana de inicio de sesión cerrada'); // lets the library drop its listeners
    signIn.catch(() => undefined);
    return false;
  } finally {
    stop();
  }
}
