import { useCallback, useRef } from 'react';

/**
 * Runs a request only when the last one it started has settled: a double tap, or Enter pressed twice,
 * sends one request. A button's `loading` catches up a moment after the first activation (the mutation's
 * state reaches React on a later tick), so the button alone lets a second one through.
 *
 *   const once = useOneAtATime();
 *   onClick={() => once(() => mutation.mutateAsync(vars).then(onDone, onFailed))}
 */
export function useOneAtATime(): (start: () => Promise<unknown>) => void {
  const busy = useRef(false);
  return useCallback((start: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    void start()
      .catch(() => undefined)
      .finally(() => {
        busy.current = false;
      });
  }, []);
}
