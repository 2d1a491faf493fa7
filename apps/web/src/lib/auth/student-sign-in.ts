import type { UserManager } from 'oidc-client-ts';
import { CLOSED_POLL_MS, popupFeatures } from './student-sign-out.ts';

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
  const popup = window.open('about:blank', SIGN_IN_POPUP_NAME, popupFeatures());
  const controller = new AbortController();
  let answered = false;
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && (event.data as { source?: unknown })?.source === 'oidc-client')
      answered = true;
  };
  window.addEventListener('message', onMessage);
  const signIn = manager
    .signinPopup({ popupWindowTarget: SIGN_IN_POPUP_NAME, popupSignal: controller.signal })
    .then(() => 'signed-in' as const);
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
    if ((await Promise.race([signIn, closed])) === 'signed-in') return true;
    controller.abort('Ventana de inicio de sesión cerrada'); // lets the library drop its listeners
    signIn.catch(() => undefined);
    return false;
  } finally {
    clearInterval(watch);
    window.removeEventListener('message', onMessage);
  }
}
