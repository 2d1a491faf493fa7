import { useEffect, useRef } from 'react';

/**
 * Writes how far an element has scrolled out of view (0 at rest, 1 after `distance` × its height) to
 * its `--scroll` CSS variable, once per frame. Styles turn that number into motion; with
 * `prefers-reduced-motion: reduce` the variable stays at 0 and nothing moves.
 */
export function useScrollProgress<T extends HTMLElement>(distance = 0.6) {
  const ref = useRef<T>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)');
    let frame = 0;

    const update = () => {
      frame = 0;
      const rect = el.getBoundingClientRect();
      const span = Math.max(1, rect.height * distance);
      const progress = reduce.matches ? 0 : Math.min(1, Math.max(0, -rect.top / span));
      el.style.setProperty('--scroll', progress.toFixed(3));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };

    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    reduce.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      reduce.removeEventListener('change', schedule);
    };
  }, [distance]);

  return ref;
}
