import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { errorBody } from './errors.ts';

/**
 * Serves the built SPA: hashed assets with a long cache, everything else revalidated, and
 * index.html for any other GET that is not an API or issuer path (history fallback).
 */
export const spaPlugin = fp(
  async (app: FastifyInstance, opts: { root: string | null }) => {
    const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(reply, file) {
          reply.header(
            'cache-control',
            file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }
    const indexHtml = root ? readFileSync(path.join(root, 'index.html')) : null;

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
