import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForNewBuild } from './stale-build.ts';

/** The two Storage methods the reload uses, kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  } as Storage;
}

describe('a screen whose code is gone after a deploy', () => {
  it('recognises the browsers’ chunk-load failures, not other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/classmates-page-x1.css'))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once, then not again within a minute', () => {
    const fake = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewBuild(fake, reload)).toBe(true);
    expect(reloadOnceForNewBuild(fake, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.useFakeTimers({ now: Date.now() + 61_000 });
    expect(reloadOnceForNewBuild(fake, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('does not reload while offline (the browser would show its own error page instead of the app)', () => {
    const fake = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnceForNewBuild(fake, reload, () => false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnceForNewBuild(fake, reload, () => true)).toBe(true);
  });
});
