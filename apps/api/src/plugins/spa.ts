import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import type { AuthConfig } from '@portal/domain/schemas';
import { acceptedEncoding } from '../lib/kept-answers.ts';
import { sendError } from './errors.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Writes the sign-in settings into a page as `<meta name="portal-auth">` (no inline script). */
export function withAuthMeta(html: string, auth: AuthConfig): string {
  const meta = `<meta name="portal-auth" content="${escapeAttribute(JSON.stringify(auth))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/** A page and its brotli and gzip forms, compressed once at start (the not-found handler is not compressed by the plugin). */
interface Page {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

function compressedPage(html: string): Page {
  const data = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(data, { level: 9 }),
  };
}

/** A page path as the router matches it: no query or hash, case-insensitive, no trailing slash. */
function routeKey(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0]!.toLowerCase();
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The public pages the web build prerendered (`prerendered/routes.json`: path → file), so they paint
 * before their JavaScript runs (docs/decisions/009-first-paint.md).
 */
function prerenderedPages(root: string | null, page: (name: string) => string | null): Map<string, Page> {
  const pages = new Map<string, Page>();
  const listFile = root ? path.join(root, 'prerendered', 'routes.json') : null;
  if (!listFile || !existsSync(listFile)) return pages;
  const list = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(list)) {
    const html = page(path.join('prerendered', file));
    if (html) pages.set(routeKey(route), compressedPage(html));
  }
  return pages;
}

/** What a build serves as files: scripts, styles, source maps, images, fonts, manifests. */
const STATIC_FILE = /\.(?:m?js|css|map|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|json|webmanifest|txt|xml)$/i;

/**
 * A request for a file (anything under `/assets/`, or a script, style, image, font… elsewhere) that the
 * build does not hold: a 404, never the SPA's page. A browser still running the previous build asks for
 * chunks a new one no longer has; HTML in their place fails as "wrong MIME type" instead of the app's own
 * load-error view. Any other unknown path (`/no-existe`, `/index.php`) gets the page, whose router sends it
 * to `/` (docs/rules.md API-2); the portal's own routes never end in one of these extensions.
 */
function looksLikeFile(url: string): boolean {
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/assets/') || STATIC_FILE.test(pathname);
}

/**
 * Serves the built SPA: hashed assets with a long cache, everything else revalidated, the sign-in
 * popup's landing page at /auth/callback, the prerendered page of `/`, `/home` and `/login`, and
 * index.html for any other GET that is not an API or issuer path nor a file (history fallback).
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null; auth: AuthConfig }) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        // Pages are served by the routes below (with the sign-in settings); the build's manifest is not public.
        allowedPath: (pathName) =>
          !pathName.endsWith('.html') && !pathName.startsWith('/.vite/') && !pathName.startsWith('/prerendered/'),
        setHeaders(reply, file) {
          reply.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const page = (name: string) => {
      const file = root ? path.join(root, name) : null;
      return file && existsSync(file) ? withAuthMeta(readFileSync(file, 'utf8'), opts.auth) : null;
    };
    const indexSource = page('index.html');
    const indexHtml = indexSource ? compressedPage(indexSource) : null;
    const callbackHtml = page('auth-callback.html');
    const prerendered = prerenderedPages(root, page);

    if (callbackHtml) {
      // The popup's landing page keeps no opener policy, so it can hand the result to the portal window.
      app.get('/auth/callback', { config: { auth: 'public' } }, (_req, reply) => {
        reply.raw.removeHeader('cross-origin-opener-policy');
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(callbackHtml);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const url = request.url;
      const isApi = url === '/api' || url.startsWith('/api/') || url.startsWith('/idp');
      if (!isApi && !looksLikeFile(url) && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        const html = prerendered.get(routeKey(url)) ?? indexHtml;
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding');
        if (!encoding) return reply.send(html.html);
        return reply.header('content-encoding', encoding).send(html[encoding]);
      }
      return sendError(reply, new DomainError('routeNotFound'));
    });
  },
  { name: 'spa' },
);
