import { useCallback } from 'react';

/**
 * A ref callback that, when its element appears, scrolls it into view and moves the keyboard focus
 * to it (the element needs `tabIndex={-1}`). For answers that replace what the person just used —
 * a form's success box, for example — so nobody is left looking at the footer or at an empty page.
 */
export function useRevealOnMount<T extends HTMLElement>(): (element: T | null) => void {
  return useCallback((element: T | null) => {
    if (!element) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
  }, []);
}
