import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { classIdParamsSchema, classTeacherBodySchema, classTeacherResponseSchema } from '@portal/domain/schemas';
import { requireAdmin } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { assignTeacher } from './teacher-assignment.service.ts';
import { requestContext } from '../../lib/service-context.ts';

/** Teachers of classes. */
export async function teachersRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put(
    '/classes/:id/teacher',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Clases'],
        summary: 'Asignar el docente de una clase (administradores)',
        description:
          '`staffId`: una cuenta de docente activa (si no: 400). Solo clases `aprobado` o `active` (si no: 409). Si el docente ya tiene otra clase del mismo periodo en un horario que se empalma: 409 "El docente se empalma con <materia> (<día> HH:MM–HH:MM)." Dos asignaciones simultáneas del mismo docente a clases empalmadas: solo una pasa. Cada asignación queda en la bitácora.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: classTeacherBodySchema,
        response: { 200: classTeacherResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => assignTeacher(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body.staffId),
  );
}
