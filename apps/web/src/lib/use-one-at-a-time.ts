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

/** What a mutation offers `useMutateOnce`: TanStack Query's `useMutation` result. */
interface AsyncMutation<TData, TVars> {
  mutateAsync: (vars: TVars) => Promise<TData>;
}

/**
 * A mutation's `mutate`, one at a time (`useOneAtATime`): the same arguments and callbacks, but a call made
 * while the last one is in flight is dropped, so a double tap on a submit button sends one request.
 *
 *   const send = useMutateOnce(useSomething());
 *   send(vars, { onSuccess, onError });
 */
export function useMutateOnce<TData, TVars>({ mutateAsync }: AsyncMutation<TData, TVars>) {
  const once = useOneAtATime();
  return useCallback(
    (vars: TVars, on: { onSuccess?: (data: TData) => void; onError?: (err: unknown) => void } = {}) =>
      once(() => mutateAsync(vars).then(on.onSuccess, on.onError)),
    [once, mutateAsync],
  );
}
