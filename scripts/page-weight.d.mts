import type { Browser, BrowserContextOptions } from '@playwright/test';

export const dist: string;

export interface PageAsset {
  path: string;
  /** Chromium's resource type: document, script, stylesheet, font, image, fetch, … */
  type: string;
  /** Body bytes as received (compressed when the server compressed them). */
  transferred: number;
  /** The build's own JS and CSS: file size and gzip -9 size; null for everything else. */
  raw: number | null;
  gzip: number | null;
}

export function pageAssets(
  browser: Browser,
  url: string,
  contextOptions?: BrowserContextOptions,
): Promise<{ finalPath: string; assets: PageAsset[] }>;
