import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actaReopenBodySchema, classIdParamsSchema, gradesBodySchema, gradeSheetSchema } from '@portal/domain/schemas';
import { requireAdmin, requireCaller } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';
import { closeActa, readGradeSheet, reopenActa, saveGrades } from './grades.service.ts';

const NOT_GRADER = { 403: 'Ni administrador ni el docente asignado a la clase' } as const;
const NOT_FOUND = { 404: 'La clase (o un estudiante de la lista) no existe' } as const;
const CONFLICT = { 409: 'La clase no ha iniciado, el acta está cerrada o faltan calificaciones' } as const;

/** Grades and the acta of a class (docs/rules.md ACT). */
export async function gradesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes/:id/grades',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Calificaciones de una clase (su docente asignado o administradores)',
        description:
          'Una fila por estudiante (regulares y de movilidad) en orden de lista: número de control, nombre, calificación (o null) y resultado.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: gradeSheetSchema, ...errorResponses(400, 401, NOT_GRADER, NOT_FOUND) },
      },
    },
    async (req) => readGradeSheet(app.db, requireCaller(req), req.params.id),
  );

  r.put(
    '/classes/:id/grades',
    {
      config: { auth: 'staff', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Capturar calificaciones (su docente asignado o administradores)',
        description:
          '`{ "grades": [{ "studentId" | "mobilityStudentId", "grade" }] }`: enteros de 0 a 100 (null borra un borrador); 70 o más «Acreditada», menos «No acreditada (NA)». Solo en clases iniciadas (`active`) con el acta abierta (si no: 409). Un estudiante que no está en la clase: 404 y no se guarda nada. Cada cambio queda en la bitácora con su valor anterior y el nuevo.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: gradesBodySchema,
        response: { 200: gradeSheetSchema, ...errorResponses(400, 401, NOT_GRADER, NOT_FOUND, CONFLICT) },
      },
    },
    async (req) => saveGrades(app.db, requestContext(req), requireCaller(req), req.params.id, req.body),
  );

  r.post(
    '/classes/:id/acta',
    {
      config: { auth: 'staff', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Cerrar el acta de calificaciones (su docente asignado o administradores)',
        description:
          'Todos los estudiantes deben tener calificación (si no: 409 que nombra a quienes faltan). Cierra las calificaciones, la clase pasa a `finished` («Finalizada»), se emite una constancia por estudiante y se les notifica. Dos cierres simultáneos: uno cierra, el otro recibe 409 «El acta de esta clase está cerrada.».',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: gradeSheetSchema, ...errorResponses(400, 401, NOT_GRADER, NOT_FOUND, CONFLICT) },
      },
    },
    async (req) => closeActa(app.db, requestContext(req), requireCaller(req), req.params.id),
  );

  r.post(
    '/classes/:id/acta/reopen',
    {
      config: { auth: 'admin', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Calificaciones'],
        summary: 'Reabrir el acta de calificaciones (administradores)',
        description:
          'Con un motivo escrito (si no: 400). La clase vuelve a `active`, las constancias emitidas quedan reemplazadas y el motivo queda en la bitácora; las correcciones posteriores quedan con su valor anterior y el nuevo.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: actaReopenBodySchema,
        response: {
          200: gradeSheetSchema,
          ...errorResponses(400, 401, 403, { 404: 'La clase no existe' }, { 409: 'El acta no está cerrada' }),
        },
      },
    },
    async (req) => reopenActa(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body),
  );
}
