import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@portal/domain/constants';
import { PopupContext, type PopupApi, type PopupOptions } from './popup-context.ts';
import { returnFocus, startFocusHistory, trackFocusOutsideDialogs } from './focus-return.ts';

const PopupDialog = lazy(() => import('./popup-dialog.tsx'));

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<PopupOptions | null>(null);
  const [used, setUsed] = useState(false);
  /** The person is on the popup (pointer over it, or a key pressed in it): a success popup waits for them. */
  const [held, setHeld] = useState(false);
  const current = useRef<PopupOptions | null>(null);
  /** Focused when the popup opened, and the last control focused outside any dialog. */
  const openedFrom = useRef<Element | null>(null);
  const lastOutside = useRef<HTMLElement | null>(null);

  useEffect(() => {
    // From the app's start: a dialog that opens later gives the focus back to what was used before it.
    startFocusHistory();
    return trackFocusOutsideDialogs((element) => (lastOutside.current = element));
  }, []);

  const close = useCallback(() => {
    const closing = current.current;
    current.current = null;
    setPopup(null);
    setHeld(false);
    closing?.onClose?.();
  }, []);

  const show = useCallback((options: PopupOptions) => {
    if (!current.current) openedFrom.current = document.activeElement;
    current.current = options;
    setHeld(false);
    setUsed(true);
    setPopup(options);
  }, []);

  // A success popup closes by itself after 3 s, but never under the pointer of someone reaching for
  // "Entendido" (the click would land on the page behind it): the 3 s start again when the pointer leaves.
  useEffect(() => {
    if (popup?.type !== 'success' || held) return;
    const timer = setTimeout(close, TIMINGS_MS.successPopupAutoClose);
    return () => clearTimeout(timer);
  }, [popup, close, held]);

  // Once the dialog has gone: back to the control that opened it, else the last one used, else the heading.
  const closed = useCallback(() => {
    if (current.current) return; // another popup took its place
    returnFocus([openedFrom.current, lastOutside.current]);
  }, []);

  const api = useMemo<PopupApi>(() => ({ show, close }), [show, close]);

  return (
    <PopupContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <PopupDialog popup={popup} onClose={close} onClosed={closed} onHold={setHeld} />
        </Suspense>
      ) : null}
    </PopupContext.Provider>
  );
}
