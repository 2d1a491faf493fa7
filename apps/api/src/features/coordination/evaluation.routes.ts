import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  evaluationBodySchema,
  evaluationFormSchema,
  evaluationResultSchema,
  idParamsSchema,
  teacherEvaluationsSchema,
} from '@portal/domain/schemas';
import { requireAdmin, requireCaller, requireStudent } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';
import { answerEvaluation, classEvaluationResults, evaluationForm, teacherEvaluations } from './evaluation.service.ts';

const TAG = ['Evaluación docente'];
const NOT_IN_CLASS = { 403: 'El estudiante no está en la clase' } as const;

/** The anonymous end-of-course evaluation of the teacher (docs/rules.md COO-5, COO-6). */
export async function evaluationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes/:id/evaluation',
    {
      config: { auth: 'student', noStore: true },
      schema: {
        tags: TAG,
        summary: 'La evaluación docente de una clase (sus estudiantes)',
        description:
          'Las afirmaciones a calificar de 1 a 5, si está abierta (de la última semana de clases a la entrega de calificaciones) y si ya la respondiste.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: {
          200: evaluationFormSchema,
          ...errorResponses(400, 401, NOT_IN_CLASS, { 404: 'La clase no existe' }),
        },
      },
    },
    async (req) => evaluationForm(app.db, requireStudent(req), req.params.id, app.clock.now()),
  );

  r.post(
    '/classes/:id/evaluation',
    {
      config: { auth: 'student' },
      schema: {
        tags: TAG,
        summary: 'Responder la evaluación docente (una vez, de forma anónima)',
        description:
          '`{ "scores": [10 enteros de 1 a 5], "comment" }`. Una sola vez por estudiante y clase (la segunda: 409), mientras está abierta (si no: 409). Las respuestas se guardan separadas de quién respondió.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: evaluationBodySchema,
        response: {
          200: evaluationFormSchema,
          ...errorResponses(400, 401, NOT_IN_CLASS, { 404: 'La clase no existe' }, { 409: 'Ya respondida o cerrada' }),
        },
      },
    },
    async (req) => answerEvaluation(app.db, requestContext(req), requireStudent(req), req.params.id, req.body),
  );

  r.get(
    '/classes/:id/evaluation/results',
    {
      config: { auth: 'staff', noStore: true },
      schema: {
        tags: TAG,
        summary: 'Resultados de la evaluación de una clase',
        description:
          'Administradores; su docente, solo con el acta cerrada (antes: 403). Promedios y comentarios solo con 5 respuestas o más (`shown`).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: {
          200: evaluationResultSchema,
          ...errorResponses(400, 401, { 403: 'Otro docente, o el acta sigue abierta' }, { 404: 'La clase no existe' }),
        },
      },
    },
    async (req) => classEvaluationResults(app.db, requireCaller(req), req.params.id),
  );

  r.get(
    '/teachers/:id/evaluations',
    {
      config: { auth: 'admin', noStore: true },
      schema: {
        tags: TAG,
        summary: 'Resultados de la evaluación de un docente por clase, todos los veranos (administradores)',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: teacherEvaluationsSchema, ...errorResponses(400, 401, 403, { 404: 'El docente no existe' }) },
      },
    },
    async (req) => teacherEvaluations(app.db, requireAdmin(req), req.params.id),
  );
}
