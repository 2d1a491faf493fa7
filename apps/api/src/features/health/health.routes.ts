import { z } from 'zod';
import { checkReadiness } from './health.service.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** GET /api/health — a bare route: answers without touching the database (the bench's reference). */
/** GET /api/health/ready — also checks that the database takes a write (for load balancers). */
export async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/health',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del proceso',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  r.get(
    '/health/ready',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Sistema'],
        summary: 'Estado del proceso y de la base de datos (que acepta escrituras)',
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await checkReadiness(app.db, app.clock.now());
      return { status: 'ok' as const, database: app.dbDialect };
    },
  );
}
