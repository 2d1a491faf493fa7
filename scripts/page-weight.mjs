// Prints the JavaScript a page of the production build loads: every .js file the browser requests
// (entry chunk, its preloads and the lazy route chunks), with its gzip size.
//   npm run build -w @portal/web && node scripts/page-weight.mjs [path ...] [--max-kb 150]
// Sizes are in kB (1000 bytes), gzip level 9, as Vite reports them.
// Serves apps/web/dist itself (API calls answer 503, which changes no chunk) and loads each path
// in Debian's Chromium. Exits with 1 when a page exceeds --max-kb.
// The bench (bench/scenarios/page-weight.ts) imports `pageAssets` to measure pages of a real server.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

export const dist = path.resolve(import.meta.dirname, '../apps/web/dist');

/**
 * Loads `url` in a new context of `browser` (empty cache; `contextOptions` may carry a viewport or a
 * signed-in storageState) until the network is idle, and lists every response: its path, Chromium's
 * resource type, the bytes received (body as sent, headers excluded) and, for the build's own files,
 * their size and gzip -9 size.
 */
export async function pageAssets(browser, url, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (req) => {
    pending.push(
      req.sizes().then((sizes) => {
        const pathname = new URL(req.url()).pathname;
        const file = path.join(dist, path.normalize(pathname));
        const own =
          file.startsWith(dist) && /\.(js|css)$/.test(pathname) && existsSync(file) ? readFileSync(file) : null;
        return {
          path: pathname,
          type: req.resourceType(),
          transferred: sizes.responseBodySize,
          raw: own ? own.length : null,
          gzip: own ? gzipSync(own, { level: 9 }).length : null,
        };
      }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const finalPath = new URL(page.url()).pathname;
  await context.close();
  return { finalPath, assets: await Promise.all(pending) };
}

async function main() {
  const args = process.argv.slice(2);
  const maxIndex = args.indexOf('--max-kb');
  const maxKb = maxIndex === -1 ? null : Number(args[maxIndex + 1]);
  const pages = args.filter((a, i) => !a.startsWith('--') && (maxIndex === -1 || i !== maxIndex + 1));
  if (pages.length === 0) pages.push('/');

  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error('No hay build: ejecuta primero `npm run build -w @portal/web`.');
    process.exit(2);
  }

  const types = { '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2' };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"sin API"}');
      return;
    }
    const file = path.join(dist, path.normalize(url.pathname));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile();
    const target = found ? file : path.join(dist, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'text/html; charset=utf-8' });
    res.end(readFileSync(target));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  let failed = false;
  try {
    for (const pagePath of pages) {
      const { assets } = await pageAssets(browser, base + pagePath);
      const rows = assets
        .filter((a) => a.path.endsWith('.js') && a.gzip !== null)
        .map((a) => ({ file: a.path.replace(/^\/assets\//, ''), raw: a.raw, gzip: a.gzip }));
      rows.sort((a, b) => b.gzip - a.gzip);
      const total = rows.reduce((sum, r) => sum + r.gzip, 0);
      console.log(`\n${pagePath}: ${rows.length} archivos JS`);
      for (const r of rows) {
        console.log(
          `  ${(r.gzip / 1000).toFixed(1).padStart(7)} kB gzip  ${(r.raw / 1000).toFixed(1).padStart(7)} kB  ${r.file}`,
        );
      }
      console.log(`  ${(total / 1000).toFixed(1).padStart(7)} kB gzip en total`);
      if (maxKb !== null && total / 1000 > maxKb) {
        console.error(`  supera el límite de ${maxKb} kB`);
        failed = true;
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
