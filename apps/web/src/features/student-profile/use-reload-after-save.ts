import { useCallback, useEffect, useRef, useState } from 'react';
import { TIMINGS_MS } from '@portal/domain/constants';
import { useAuth } from '../../lib/auth/auth-context.ts';

/**
 * docs/rules.md PER-6: 2 s after a profile is saved the page reloads. We reload the
 * signed-in user's data instead of the whole document: the screen, the navigation and every guard see the new profile,
 * without a blank page and a second sign-in check. `reloading` is true from the save until then.
 */
export function useReloadAfterSave(): { reloading: boolean; scheduleReload: (onReloaded?: () => void) => void } {
  const { refresh } = useAuth();
  const [reloading, setReloading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const scheduleReload = useCallback(
    (onReloaded?: () => void) => {
      setReloading(true);
      timer.current = setTimeout(() => {
        refresh().finally(() => {
          setReloading(false);
          onReloaded?.();
        });
      }, TIMINGS_MS.reloadAfterProfileSave);
    },
    [refresh],
  );

  return { reloading, scheduleReload };
}
