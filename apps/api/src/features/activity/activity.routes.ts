import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityClassParamsSchema, activityPageSchema, activityQuerySchema } from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { activityCsv, ACTIVITY_EXPORT_LIMIT, listActivity } from './activity.service.ts';

export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/activity',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Bitácora'],
        summary: 'Bitácora de actividad (administradores)',
        description:
          'Cada cambio del portal, del más reciente al más antiguo: quién (usuario y rol), qué acción, sobre qué clase, estudiante o solicitud, cuándo, el detalle (antes/después, motivo) y el id de la solicitud HTTP. Filtros: `userId` (persona que actuó), `action`, `classId`, `from` y `to` (días AAAA-MM-DD, UTC, ambos incluidos) y `period` (un verano: lo hecho sobre sus clases y lo que no toca a ninguna clase hecho en ese año, en America/Cancun).',
        security: [{ bearer: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => listActivity(app.db, req.query),
  );

  r.get(
    '/activity/export.csv',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Bitácora'],
        summary: 'Bitácora en CSV (administradores)',
        description: `Los mismos filtros que GET /activity (la paginación se ignora), hasta ${ACTIVITY_EXPORT_LIMIT} filas.`,
        security: [{ bearer: [] }],
        querystring: activityQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { page: _page, pageSize: _size, ...filters } = req.query;
      const csv = await activityCsv(app.db, filters);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="bitacora.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.get(
    '/classes/:id/activity',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Bitácora'],
        summary: 'Historial de una clase (administradores)',
        security: [{ bearer: [] }],
        params: activityClassParamsSchema,
        querystring: activityQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: activityPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => listActivity(app.db, { ...req.query, classId: req.params.id }),
  );
}
