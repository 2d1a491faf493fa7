import type { ReactNode } from 'react';
import classes from './collapse-region.module.css';

/**
 * A region that opens and closes with a short height-and-fade animation done by CSS alone (Mantine's
 * Collapse needs about 2 kB of script for the same: docs/decisions/013-signed-in-first-paint.md). Closed,
 * its content is hidden from sight, focus and assistive technology once the animation ends; reduced
 * motion skips the animation.
 */
export function CollapseRegion({ expanded, id, children }: { expanded: boolean; id?: string; children: ReactNode }) {
  return (
    <div id={id} className={classes.region} data-expanded={expanded || undefined} inert={!expanded || undefined}>
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
