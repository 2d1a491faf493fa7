const POPUP_SIZE = { width: 480, height: 680 };
export const CLOSED_POLL_MS = 200;

/** A popup centred on the portal's window. */
export function popupFeatures(): string {
  const left = Math.max(0, window.screenX + (window.outerWidth - POPUP_SIZE.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - POPUP_SIZE.height) / 2);
  return `width=${POPUP_SIZE.width},height=${POPUP_SIZE.height},left=${Math.round(left)},top=${Math.round(top)},popup=yes`;
}

/**
 * Opens the issuer's popup by `name` (the library then reuses it) and watches it. The popup closes itself
 * once the issuer has answered (its callback page posts the answer first): a closed popup after an answer
 * is the library's business, a closed popup before one is the student's, and `closed` resolves then.
 * `stop()` ends the watch.
 */
export function watchPopup(name: string) {
  const popup = window.open('about:blank', name, popupFeatures());
  let answered = false;
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && (event.data as { source?: unknown })?.source === 'oidc-client')
      answered = true;
  };
  window.addEventListener('message', onMessage);
  let watch: ReturnType<typeof setInterval> | undefined;
  const closed = new Promise<'closed'>((resolve) => {
    if (!popup) return;
    watch = setInterval(() => {
      if (!popup.closed || answered) return;
      clearInterval(watch);
      resolve('closed');
    }, CLOSED_POLL_MS);
  });
  return {
    popup,
    closed,
    stop() {
      clearInterval(watch);
      window.removeEventListener('message', onMessage);
    },
  };
}
