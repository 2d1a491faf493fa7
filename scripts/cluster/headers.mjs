/**
 * What deploy/nginx/portal.conf promises about caching and compression, checked through the running nginx:
 * a hashed asset comes pre-compressed (gzip) with a year-long immutable cache, a missing one is a 404, and the
 * pages (index.html, `/`, a SPA route) are revalidated on every visit (no-cache).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

export async function checkHeaders(baseUrl, webDist) {
  const problems = [];
  // A chunk the build precompressed (files under 1 kB are served as they are: compressing them gains nothing).
  const assets = path.join(webDist, 'assets');
  const asset = readdirSync(assets).find((f) => f.endsWith('.js') && existsSync(path.join(assets, `${f}.gz`)));
  const get = async (p, headers = {}) => {
    const res = await fetch(`${baseUrl}${p}`, { headers });
    await res.arrayBuffer();
    return res;
  };
  const a = await get(`/assets/${asset}`, { 'accept-encoding': 'gzip' });
  if (a.status !== 200) problems.push(`/assets/${asset}: ${a.status}`);
  if (
    !/max-age=31536000/.test(a.headers.get('cache-control') ?? '') ||
    !/immutable/.test(a.headers.get('cache-control'))
  )
    problems.push(`/assets/${asset}: Cache-Control «${a.headers.get('cache-control')}»`);
  if (a.headers.get('content-encoding') !== 'gzip')
    problems.push(`/assets/${asset}: Content-Encoding «${a.headers.get('content-encoding')}» (se esperaba gzip)`);
  const missing = await get('/assets/no-existe-0000.js');
  if (missing.status !== 404) problems.push(`/assets/no-existe-0000.js: ${missing.status} (se esperaba 404)`);
  for (const page of ['/index.html', '/', '/clases']) {
    const res = await get(page, { 'accept-encoding': 'gzip' });
    const cc = res.headers.get('cache-control') ?? '';
    if (res.status !== 200 || !/text\/html/.test(res.headers.get('content-type') ?? ''))
      problems.push(`${page}: ${res.status} ${res.headers.get('content-type')}`);
    if (cc !== 'no-cache') problems.push(`${page}: Cache-Control «${cc}» (se esperaba no-cache)`);
  }
  return {
    asset: `${a.headers.get('content-encoding')}, ${a.headers.get('cache-control')}`,
    pages: 'no-cache',
    problems,
  };
}
