import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMutateOnce } from './use-one-at-a-time.ts';

describe('useMutateOnce', () => {
  it('drops a call made while the last one is in flight, and takes the next one once it settled', async () => {
    let finish: (value: string) => void = () => undefined;
    const mutateAsync = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useMutateOnce({ mutateAsync }));
    act(() => {
      result.current('a', { onSuccess });
      result.current('a', { onSuccess }); // the second tap
    });
    expect(mutateAsync).toHaveBeenCalledTimes(1);
    await act(async () => finish('hecho'));
    expect(onSuccess).toHaveBeenCalledExactlyOnceWith('hecho');
    act(() => result.current('b'));
    expect(mutateAsync).toHaveBeenCalledTimes(2);
  });

  it('hands a refusal to onError and lets the next call through', async () => {
    const mutateAsync = vi.fn(() => Promise.reject(new Error('no')));
    const onError = vi.fn();
    const { result } = renderHook(() => useMutateOnce({ mutateAsync }));
    await act(async () => result.current(1, { onError }));
    expect(onError).toHaveBeenCalledOnce();
    await act(async () => result.current(2));
    expect(mutateAsync).toHaveBeenCalledTimes(2);
  });
});
