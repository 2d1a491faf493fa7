import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { pageAssets, type PageAsset } from '../../scripts/page-weight.mjs';
import { adminSession, studentSession } from '../lib/sessions.ts';

export interface RouteWeight {
  route: string;
  signedInAs: string | null;
  finalPath: string;
  jsGzip: number;
  cssGzip: number;
  jsFiles: number;
  cssFiles: number;
  /** Everything the page downloaded (document, JS, CSS, fonts, images, API answers). */
  totalTransferred: number;
  assets: PageAsset[];
}

const ROUTES: { route: string; session: 'student' | 'admin' | null }[] = [
  { route: '/', session: null },
  { route: '/classes', session: 'student' },
  { route: '/my-courses', session: 'student' },
  { route: '/admin/dashboard', session: 'admin' },
];

/**
 * P3: loads each main route of the production build from the real server in Chromium (empty cache,
 * 375 px, signed in where the route needs it) with scripts/page-weight.mjs's `pageAssets`: the JS and
 * CSS it really loaded (entry, its static imports and the lazy route chunks), gzip-sized from the
 * build, and all bytes transferred.
 */
export async function pageWeight(url: string, only: string[] = []): Promise<RouteWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: RouteWeight[] = [];
    for (const { route, session } of ROUTES.filter((r) => only.length === 0 || only.includes(r.route))) {
      const storageState =
        session === 'student' ? await studentSession(url) : session === 'admin' ? await adminSession(url) : undefined;
      const { finalPath, assets } = await pageAssets(browser, `${url}${route}`, {
        viewport: { width: 375, height: 740 },
        ...(storageState ? { storageState } : {}),
      });
      const of = (type: string) => assets.filter((a) => a.type === type);
      results.push({
        route,
        signedInAs: session,
        finalPath,
        jsGzip: of('script').reduce((n, a) => n + (a.gzip ?? 0), 0),
        cssGzip: of('stylesheet').reduce((n, a) => n + (a.gzip ?? 0), 0),
        jsFiles: of('script').length,
        cssFiles: of('stylesheet').length,
        totalTransferred: assets.reduce((n, a) => n + a.transferred, 0),
        assets,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
