import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  mobilityStudentBodySchema,
  mobilityStudentSchema,
  mobilityStudentsResponseSchema,
} from '@portal/domain/schemas';
import { addMobilityStudent, listMobilityStudents } from './mobility.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { CLASS_CONFLICT, CLASS_NOT_FOUND } from './class-errors.ts';
import { requireAdmin, requireCaller } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';

/** Mobility students: the 5 extra places of a class for students of other institutes. */
export async function mobilityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes/:id/mobility-students',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Estudiantes de movilidad de una clase (administradores y su docente)',
        description:
          'Los estudiantes de otros institutos inscritos en los 5 lugares de movilidad de la clase. Un docente solo ve los de las clases que tiene asignadas (las demás: 403).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: mobilityStudentsResponseSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND) },
      },
    },
    async (req) => listMobilityStudents(app.db, requireCaller(req), req.params.id),
  );

  r.post(
    '/classes/:id/mobility-students',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Inscribir a un estudiante de movilidad (administradores)',
        description:
          'Nombre, apellidos, instituto de origen, correo, teléfono y número de control en su instituto. Ocupa uno de los 5 lugares de movilidad (CLASS_MOBILITY_SEATS), nunca un lugar regular, y no cuenta para el máximo de 2 inscripciones de nadie. Solo en clases `pendiente` o `active`. El sexto: 409 "No quedan lugares de movilidad en esta clase."; el mismo correo dos veces en la clase: 409.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: mobilityStudentBodySchema,
        response: { 201: mobilityStudentSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await addMobilityStudent(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body)),
  );
}
