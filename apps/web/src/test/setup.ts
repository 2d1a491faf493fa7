import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

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

// No test reaches the network: a request that no test answers (test/render-screen.tsx, mockApi) fails at once,
// as with a server that cannot be reached, instead of going to localhost:3000. mockApi stubs over it and
// vi.unstubAllGlobals() comes back to it.
const offline = (input: RequestInfo | URL) => Promise.reject(new TypeError(`Sin red en las pruebas: ${String(input)}`));
globalThis.fetch = offline as typeof fetch;
window.fetch = offline as typeof fetch;

afterEach(() => {
  cleanup();
  // A test that faked the clock (test/fake-time.ts) never leaves it fake for the next one.
  vi.useRealTimers();
});

// Each file starts as in a window of its own. The files of a worker share one window and the libraries' modules
// (vitest.config.ts: importing React, Mantine and the rest once per worker rather than once per file was most of
// the web tests' time); the app's own modules are evaluated afresh for each file, so the state they keep (the
// sign-in settings read once, the token resolver, the grade column's drafts) starts empty as on a page load.
vi.resetModules();
document.head.innerHTML = '';
document.body.innerHTML = '';
window.localStorage.clear();
window.sessionStorage.clear();

// Under happy-dom Mantine's popovers never finish their enter transition, so a popover's focus trap finds
// nothing visible to focus and prints the whole DOM node (thousands of lines). That says something about the
// test window, not the screen: focus in the open popover is walked in a real browser (e2e).
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].startsWith('[@mantine/hooks/use-focus-trap]')) return;
  warn(...args);
};

// `findBy…` and `waitFor` poll until the screen shows what they look for, and give up after this long. One
// second (the library's default) is a busy two-core machine's render of a large screen: the ceiling rises,
// the tests still wait for the state, never for time.
configure({ asyncUtilTimeout: 10_000 });
