import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classesQuerySchema, classesResponseSchema, classIdParamsSchema, classSchema } from '@portal/domain/schemas';
import { getClass, searchClasses } from './classes.service.ts';

export async function classesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Clases'],
        summary: 'Lista paginada de clases con filtros',
        description:
          'status admite uno o varios valores separados por comas; search busca en el nombre (sin distinguir acentos ni mayúsculas) y en la clave de la materia; subjectName solo en el nombre; clave es exacta (3 letras + 4 números).',
        querystring: classesQuerySchema,
        response: { 200: classesResponseSchema },
      },
    },
    async (req) => searchClasses(app.db, req.query),
  );

  r.get(
    '/classes/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['Clases'],
        summary: 'Una clase',
        description:
          'El enlace de WhatsApp y los datos de contacto del jefe de grupo solo se muestran a los estudiantes inscritos en la clase y a los administradores.',
        params: classIdParamsSchema,
        response: { 200: classSchema },
      },
    },
    async (req) => getClass(app.db, req.identity, req.params.id),
  );
}
