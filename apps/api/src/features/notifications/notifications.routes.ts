import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationParamsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  readAllResultSchema,
} from '@portal/domain/schemas';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { requireCaller } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service.ts';

export async function notificationsRoutes(app: FastifyInstance) {
  acceptEmptyJsonBody(app);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/notifications',
    {
      config: { auth: 'authenticated', noStore: true },
      schema: {
        tags: ['Notificaciones'],
        summary: 'Mis notificaciones (las del usuario del token)',
        description:
          'Las más recientes primero (`limit`, 30 por omisión) y `unread`, el número de no leídas. Solo las propias: la identidad sale del token.',
        security: [{ bearer: [] }],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (req) => listNotifications(app.db, requireCaller(req).userId, req.query.limit),
  );

  r.post(
    '/notifications/:id/read',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Notificaciones'],
        summary: 'Marcar una notificación como leída',
        description: 'Solo una notificación propia; la de otra persona responde 404 como una que no existe.',
        security: [{ bearer: [] }],
        params: notificationParamsSchema,
        response: { 204: z.null().describe('Marcada como leída'), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await readNotification(app.db, requireCaller(req).userId, req.params.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/notifications/read-all',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Notificaciones'],
        summary: 'Marcar todas mis notificaciones como leídas',
        security: [{ bearer: [] }],
        response: { 200: readAllResultSchema, ...errorResponses(401) },
      },
    },
    async (req) => readAllNotifications(app.db, requireCaller(req).userId, app.clock.now()),
  );
}
