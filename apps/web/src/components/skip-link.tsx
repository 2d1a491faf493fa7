import { useEffect } from 'react';

/** The id of the element the skip link leads to (the area's main content). */
export const MAIN_CONTENT_ID = 'contenido';

/**
 * 'Saltar al contenido': the first Tab stop of an area, visible only when focused. It moves the focus
 * to the main content (the element with MAIN_CONTENT_ID, else the page's `main`), so keyboard users
 * skip the header and its links.
 */
export function SkipLink() {
  // Screens that draw their own `main` (the admin ones): it becomes the target once it is there.
  useEffect(() => {
    const mark = () => {
      if (document.getElementById(MAIN_CONTENT_ID)) return;
      const main = document.querySelector<HTMLElement>('main');
      if (!main) return;
      main.id = MAIN_CONTENT_ID;
      if (!main.hasAttribute('tabindex')) main.tabIndex = -1;
    };
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="skip-link"
      onClick={(event) => {
        const target = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main') ?? null;
        if (!target) return;
        event.preventDefault();
        if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
        target.focus();
        target.scrollIntoView({ block: 'start' });
      }}
    >
      Saltar al contenido
    </a>
  );
}
