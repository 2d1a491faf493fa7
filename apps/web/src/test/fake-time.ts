import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Fake timers for tests that would otherwise wait through real debounces, retry delays and reloads.
 * The clock still moves on by itself (`shouldAdvanceTime`), so Testing Library's `findBy…` and `waitFor`
 * keep polling; `passTime` jumps over the long waits. The setup file puts real timers back after each test.
 */
export function fakeTimers(): void {
  vi.useFakeTimers({ shouldAdvanceTime: true });
}

/** Moves the fake clock on by `ms`, running every timer that falls due (inside act, so React settles). */
export async function passTime(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
