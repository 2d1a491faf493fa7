import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A new page starts at its top. The declarative router keeps the window where it was, so a link at the
 * bottom of one page would open the next one scrolled down. Back and forward (POP) keep the browser's
 * own restoration; links to an anchor (`#…`) and changes of the query string alone (filters, sections)
 * leave the scroll alone.
 */
export function useScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const lastPathname = useRef(pathname);
  useLayoutEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
