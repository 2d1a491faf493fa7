/**
 * Width of the signed-in areas' widest pages (class lists, my courses, classmates): the same as the
 * area header's bar (`.bar` in app/layouts/area-header.module.css), so the page's edges line up with it.
 */
export const AREA_PAGE_WIDTH = 1200;
