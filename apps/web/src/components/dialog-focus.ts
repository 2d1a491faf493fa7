import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { DIALOG, isUsable, lastUsableFocus, mainLandmark, resolve, startFocusHistory } from './popup/focus-return.ts';

const TABBABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
/** How often an open dialog checks that the focus has not fallen out of it (a button disabled under it). */
const WATCH_MS = 100;

/** Focus has left every dialog: dropped to the page's body, or on the page behind the modal. */
function strayed(dialog: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body) return true;
  if (dialog.contains(active)) return false;
  // Another dialog (a popup over this one) or a portal of this dialog's own (a picker's list) holds it.
  return !active.closest(DIALOG) && !active.closest('[data-portal]');
}

function tabbables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.getClientRects().length > 0);
}

/** The dialog's newest message (a refusal), made focusable by script, else null. */
function newestAlert(dialog: HTMLElement): HTMLElement | null {
  const alerts = dialog.querySelectorAll<HTMLElement>('[role="alert"]');
  const alert = alerts[alerts.length - 1] ?? null;
  if (alert && !alert.hasAttribute('tabindex')) alert.setAttribute('tabindex', '-1');
  return alert;
}

/**
 * The focus rules of every dialog (docs/decisions/015-one-way-for-forms-and-dialogs.md): while open, the
 * focus stays inside — when the button under it is disabled by a request in flight, it waits on the dialog
 * itself, and a refusal that appears then takes it, so Tab never walks the page behind; once closed, it
 * goes back to the control that opened the dialog (or the one that took its place, or the last control used
 * before it), never to the page's body. Mantine's own return only knows dialogs that were closed when they
 * mounted, and its trap lets go once the focused button is disabled.
 *
 * Returns the handler for the dialog's exit transition end.
 */
export function useDialogFocus(opened: boolean, bodyId: string): () => void {
  const opener = useRef<HTMLElement | null>(null);
  startFocusHistory();
  // Before the dialog's trap moves the focus in (it waits a tick): the control that opened it still has it.
  useLayoutEffect(() => {
    if (!opened) return;
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body && active.isConnected ? active : lastUsableFocus();
  }, [opened]);

  useEffect(() => {
    if (!opened) return;
    const dialogOf = () => document.getElementById(bodyId)?.closest<HTMLElement>('[role="dialog"]') ?? null;
    // A message already there when the dialog first shows is not news: the dialog's autofocus wins. What was
    // there is taken as the dialog's nodes arrive, not at the watch's first tick: on a busy machine that tick can
    // come after a quick refusal, which would then pass for old news and keep the focus on its button.
    let alertSeen: Element | null | undefined;
    const firstSight = () => {
      const dialog = alertSeen === undefined ? dialogOf() : null;
      if (dialog) alertSeen = newestAlert(dialog);
    };
    firstSight();
    const arrival = new MutationObserver(() => {
      firstSight();
      if (alertSeen !== undefined) arrival.disconnect();
    });
    if (alertSeen === undefined) arrival.observe(document.body, { childList: true, subtree: true });
    const watch = setInterval(() => {
      const dialog = dialogOf();
      if (!dialog) return;
      firstSight();
      const alert = newestAlert(dialog);
      const parked = document.activeElement === dialog;
      // A refusal comes back to whoever pressed a button: unless they are typing in a field, it takes the focus.
      const pressed = document.activeElement instanceof HTMLButtonElement && dialog.contains(document.activeElement);
      if (alert && alert !== alertSeen && (parked || pressed || strayed(dialog))) {
        alertSeen = alert;
        alert.focus();
      } else if (strayed(dialog)) {
        dialog.focus({ preventScroll: true });
      }
      if (alert) alertSeen = alert;
    }, WATCH_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const dialog = dialogOf();
      if (!dialog || !strayed(dialog)) return;
      event.preventDefault();
      const inside = tabbables(dialog);
      (event.shiftKey ? inside[inside.length - 1] : inside[0])?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      arrival.disconnect();
      clearInterval(watch);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [opened, bodyId]);

  return useCallback(() => {
    const active = document.activeElement;
    // The dialog may still be on the page, with the focus in it, as its exit transition ends.
    const own = document.getElementById(bodyId)?.closest('[role="dialog"]');
    // Someone already placed it elsewhere: a popup that opened as this dialog closed, or a page that moved on.
    if (active && active !== document.body && active.isConnected && !own?.contains(active)) return;
    const candidates = [opener.current, lastUsableFocus()];
    for (const candidate of candidates) {
      const target = focusable(candidate) ?? resolve(candidate);
      if (target) return target.focus({ preventScroll: true });
    }
    mainLandmark()?.focus();
  }, [bodyId]);
}

/** The control itself when it can take the focus (also inside another dialog, for a dialog opened from one). */
function focusable(candidate: HTMLElement | null): HTMLElement | null {
  if (!candidate || !candidate.isConnected || candidate === document.body) return null;
  if ((candidate as HTMLButtonElement).disabled || candidate.closest('[inert]')) return null;
  if (isUsable(candidate as Element)) return candidate;
  return candidate.closest(DIALOG) && candidate.getClientRects().length > 0 ? candidate : null;
}
