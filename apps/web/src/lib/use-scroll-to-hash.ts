import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element named by the address's fragment into view (and gives it focus) once the page's data is
 * there: a link such as a notification's «Ver clase» points into a list that arrives after the page, so the
 * browser's own jump to the fragment finds nothing yet.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'center' });
  }, [ready, hash]);
}
