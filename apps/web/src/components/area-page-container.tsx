import type { ReactNode } from 'react';
import classes from './area-page-container.module.css';

/**
 * The container of the signed-in areas' widest pages (class lists, my courses, classmates): 1200 px with
 * the same side padding as the area header's bar (`.bar` in app/layouts/area-header.module.css), so the
 * page's edges line up with it. Plain CSS (what Mantine's Container with responsive padding drew), so
 * the first load of these pages carries no component code for it.
 */
export function AreaPageContainer({ children }: { children: ReactNode }) {
  return <div className={classes.container}>{children}</div>;
}
