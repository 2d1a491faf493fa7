import { existsSync, readFileSync } from 'node:fs';

/**
 * Chunk groups by page (docs/decisions/013-signed-in-first-paint.md). Rolldown's default makes one chunk per
 * set of screens sharing a module; with 40 screens a page's path was 70–85 files of a few hundred bytes
 * (one per Mantine component or icon), and on HTTP/1.1 a phone fetches six at a time. scripts/build.mjs
 * first bundles without writing, sees which of the key pages (public home, login, classes, my courses,
 * dashboard) load each chunk, and passes the map module → `page-<those pages>` in the file named by
 * PAGE_CHUNKS; the real build then puts everything the same key pages load into one chunk. Modules of
 * the entry chunk and the screens themselves keep Rolldown's placement. Without the file (the dev
 * server, a plain `vite build`) nothing changes.
 */
export function pageChunkName(): (id: string) => string | null {
  const file = process.env['PAGE_CHUNKS'];
  const names: Record<string, string> = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return (id) => names[id] ?? null;
}
