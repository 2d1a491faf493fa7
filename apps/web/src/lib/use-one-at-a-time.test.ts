import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useMutateOnce, useSubmitOnce } from './use-one-at-a-time.ts';

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

describe('useSubmitOnce', () => {
  it('drops submissions from the first one until its outcome was seen: a late second tap after the answer too', async () => {
    let answer: () => void = () => undefined;
    let popupClosed: () => void = () => undefined;
    const handle = vi.fn(() =>
      new Promise<void>((resolve) => (answer = resolve)).then(() => new Promise<void>((seen) => (popupClosed = seen))),
    );
    const preventDefault = vi.fn();
    const { result } = renderHook(() => useSubmitOnce());
    const onSubmit = result.current(handle);
    act(() => onSubmit({ preventDefault } as never));
    await act(async () => answer()); // the server answered; the success popup is not closed yet
    act(() => onSubmit({ preventDefault } as never)); // the second tap lands now
    expect(handle).toHaveBeenCalledOnce();
    expect(preventDefault).toHaveBeenCalledOnce();
    await act(async () => popupClosed());
    act(() => onSubmit({ preventDefault } as never));
    expect(handle).toHaveBeenCalledTimes(2);
  });

  it('takes the next submission once the last one failed', async () => {
    const handle = vi.fn(() => Promise.reject(new Error('no')));
    const { result } = renderHook(() => useSubmitOnce());
    await act(async () => result.current(handle)());
    await act(async () => result.current(handle)());
    expect(handle).toHaveBeenCalledTimes(2);
  });
});
