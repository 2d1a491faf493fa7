/**
 * Where the keyboard focus goes when the popup closes. The control that opened it is often gone by
 * then (a modal that closed with it, a button that changed into "Inscrito"), and the browser would
 * drop the focus to the page's body. So the popup remembers the last control focused outside any
 * dialog and, failing that, falls back to the page's main heading. A control that React replaces
 * with another element (a button that changes state) is found again by its `data-focus-id`.
 */

export const DIALOG = '[role="dialog"], [aria-modal="true"]';

export function isUsable(element: Element | null): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.isConnected) return false;
  if (element === document.body || element.closest(DIALOG)) return false;
  if (element.closest('[inert], [aria-hidden="true"]')) return false;
  if ((element as HTMLButtonElement).disabled) return false;
  // Not displayed (display: none somewhere above): no layout box.
  return element.getClientRects().length > 0;
}

/** Follows the focus outside dialogs; returns the stop function. */
export function trackFocusOutsideDialogs(onFocus: (element: HTMLElement) => void): () => void {
  const listener = (event: FocusEvent) => {
    if (isUsable(event.target as Element | null)) onFocus(event.target as HTMLElement);
  };
  document.addEventListener('focusin', listener);
  return () => document.removeEventListener('focusin', listener);
}

/** The page's main heading (or its main region) made focusable by script only. */
export function mainLandmark(): HTMLElement | null {
  const target =
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('h1') ??
    document.querySelector<HTMLElement>('main');
  if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  return target;
}

/** The candidate itself, or the element that took its place (same `data-focus-id`). */
export function resolve(candidate: Element | null | undefined): HTMLElement | null {
  if (!candidate) return null;
  if (isUsable(candidate)) return candidate;
  const id = candidate.getAttribute('data-focus-id');
  if (!id) return null;
  const twin = document.querySelector(`[data-focus-id="${CSS.escape(id)}"]`);
  return isUsable(twin) ? twin : null;
}

/** Puts the focus back after a popup: the first usable candidate, else the main heading. */
export function returnFocus(candidates: (Element | null | undefined)[]): void {
  if (isUsable(document.activeElement)) return; // someone already placed it
  for (const candidate of candidates) {
    const target = resolve(candidate);
    if (target) return target.focus();
  }
  mainLandmark()?.focus();
}

/**
 * The last few controls focused outside any dialog, newest last. A dialog opened from a menu item
 * (gone once the menu closes) gives the focus back to the menu's button, focused just before it.
 */
const history: HTMLElement[] = [];
const HISTORY_SIZE = 8;
let tracking = false;

export function startFocusHistory(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  trackFocusOutsideDialogs((element) => {
    const seen = history.indexOf(element);
    if (seen >= 0) history.splice(seen, 1);
    history.push(element);
    if (history.length > HISTORY_SIZE) history.shift();
  });
}

/** The newest control of the history still on the page (or its twin), if any. */
export function lastUsableFocus(): HTMLElement | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const target = resolve(history[i]);
    if (target) return target;
  }
  return null;
}
