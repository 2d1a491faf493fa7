import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// happy-dom lacks these; Mantine needs them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Mantine's autosize textarea listens for web fonts loading.
if (!document.fonts) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
  });
}

afterEach(() => {
  cleanup();
  // A test that faked the clock (test/fake-time.ts) never leaves it fake for the next one.
  vi.useRealTimers();
});

// Test files share one happy-dom window (vitest.config.ts, isolate: false): each file starts with empty storage.
window.localStorage.clear();
window.sessionStorage.clear();
