import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { AuthConfig } from '@portal/domain/schemas';
import { errorBody } from './errors.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Writes the sign-in settings into a page as `<meta name="portal-auth">` (no inline script). */
export function withAuthMeta(html: string, auth: AuthConfig): string {
  const meta = `<meta name="portal-auth" content="${escapeAttribute(JSON.stringify(auth))}" />`;
  return html.replace('</head>', `    ${meta}\n  </head>`);
}

/**
 * Serves the built SPA: hashed assets with a long cache, everything else revalidated, the sign-in
 * popup's landing page at /auth/callback, and index.html for any other GET that is not an API or
 * issuer path (history fallback).
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
        allowedPath: (pathName) => !pathName.endsWith('.html'),
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
    const indexHtml = page('index.html');
    const callbackHtml = page('auth-callback.html');

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
      if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
      }
      return reply.code(404).send(errorBody(404, ERROR_MESSAGES.routeNotFound));
    });
  },
  { name: 'spa' },
);
