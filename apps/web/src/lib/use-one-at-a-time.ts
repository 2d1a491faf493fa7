import { useCallback, useRef, type BaseSyntheticEvent } from 'react';

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

/**
 * A form's `onSubmit`, one at a time until its outcome has been seen: from the moment a submission starts (its
 * check included) further ones are dropped until `handle`'s promise settles. The form's submit handler returns
 * the request, and on success a promise that settles when the success popup closes. A form that clears itself
 * on success would otherwise take a double tap's second tap, landing after a fast answer but before the popup
 * covers the page, for an empty submission and show its field errors under the success.
 *
 *   const submitOnce = useSubmitOnce();
 *   <form onSubmit={submitOnce(form.handleSubmit(submit))}>
 */
export function useSubmitOnce() {
  const busy = useRef(false);
  return useCallback(
    (handle: (event?: BaseSyntheticEvent) => Promise<void>) => (event?: BaseSyntheticEvent) => {
      if (busy.current) {
        event?.preventDefault();
        return;
      }
      busy.current = true;
      // The form shows its own failures (its submit handler's popup); here only the turn ends.
      void handle(event)
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
        });
    },
    [],
  );
}
