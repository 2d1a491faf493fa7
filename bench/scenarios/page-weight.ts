import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { root } from '../lib/server.ts';
import { adminSession, studentSession, type StorageState } from '../lib/sessions.ts';

export interface Asset {
  path: string;
  type: string;
  /** Bytes on the wire as Chromium received them (headers excluded). */
  transferred: number;
  /** For the build's own JS and CSS: the file's size and its gzip -9 size. */
  raw: number | null;
  gzip: number | null;
}

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
  assets: Asset[];
}

const ROUTES: { route: string; session: 'student' | 'admin' | null }[] = [
  { route: '/', session: null },
  { route: '/classes', session: 'student' },
  { route: '/admin/dashboard', session: 'admin' },
];

const dist = path.join(root, 'apps/web/dist');

/**
 * P3: loads each main route of the production build in Chromium (a cold cache, at 375 px) and
 * records every response: the JS and CSS it really loaded (entry, its static imports and the lazy
 * route chunks), gzip-sized from the build, and all bytes transferred.
 */
export async function pageWeight(url: string): Promise<RouteWeight[]> {
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const results: RouteWeight[] = [];
    for (const { route, session } of ROUTES) {
      const storageState: StorageState | undefined =
        session === 'student' ? await studentSession(url) : session === 'admin' ? await adminSession(url) : undefined;
      const context = await browser.newContext({
        viewport: { width: 375, height: 740 },
        ...(storageState ? { storageState } : {}),
      });
      const page = await context.newPage();
      const pending: Promise<Asset>[] = [];
      page.on('requestfinished', (req) => {
        pending.push(
          req.sizes().then((sizes) => {
            const p = new URL(req.url()).pathname;
            const file = path.join(dist, p);
            const own = /\.(js|css)$/.test(p) && existsSync(file) ? readFileSync(file) : null;
            return {
              path: p,
              type: req.resourceType(),
              transferred: sizes.responseBodySize,
              raw: own ? own.length : null,
              gzip: own ? gzipSync(own, { level: 9 }).length : null,
            };
          }),
        );
      });
      await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const finalPath = new URL(page.url()).pathname;
      await context.close();
      const assets = await Promise.all(pending);
      const sum = (type: string, key: 'gzip') =>
        assets.filter((a) => a.type === type).reduce((n, a) => n + (a[key] ?? 0), 0);
      results.push({
        route,
        signedInAs: session,
        finalPath,
        jsGzip: sum('script', 'gzip'),
        cssGzip: sum('stylesheet', 'gzip'),
        jsFiles: assets.filter((a) => a.type === 'script').length,
        cssFiles: assets.filter((a) => a.type === 'stylesheet').length,
        totalTransferred: assets.reduce((n, a) => n + a.transferred, 0),
        assets,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
