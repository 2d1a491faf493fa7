import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMINGS_MS } from '@portal/domain/constants';
import { PopupContext, type PopupApi, type PopupOptions } from './popup-context.ts';

const PopupDialog = lazy(() => import('./popup-dialog.tsx'));

export function PopupProvider({ children }: { children: ReactNode }) {
  const [popup, setPopup] = useState<PopupOptions | null>(null);
  const [used, setUsed] = useState(false);
  const current = useRef<PopupOptions | null>(null);

  const close = useCallback(() => {
    const closing = current.current;
    current.current = null;
    setPopup(null);
    closing?.onClose?.();
  }, []);

  const show = useCallback((options: PopupOptions) => {
    current.current = options;
    setUsed(true);
    setPopup(options);
  }, []);

  useEffect(() => {
    if (popup?.type !== 'success') return;
    const timer = setTimeout(close, TIMINGS_MS.successPopupAutoClose);
    return () => clearTimeout(timer);
  }, [popup, close]);

  const api = useMemo<PopupApi>(() => ({ show, close }), [show, close]);

  return (
    <PopupContext.Provider value={api}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <PopupDialog popup={popup} onClose={close} />
        </Suspense>
      ) : null}
    </PopupContext.Provider>
  );
}
