import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  attendanceParamsSchema,
  attendanceSheetSchema,
  behindQuerySchema,
  classIdParamsSchema,
  coordinationListSchema,
  progressBodySchema,
  progressSheetSchema,
  reminderBodySchema,
  reminderResultSchema,
  warningBodySchema,
  warningResultSchema,
} from '@portal/domain/schemas';
import { requireAdmin, requireCaller } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';
import { readAttendance, takeAttendance } from './attendance.service.ts';
import { coordinationList, recordWarning, sendReminder } from './coordination-list.service.ts';
import { readProgress, reportProgress } from './progress.service.ts';

const NOT_TEACHER = { 403: 'Ni administrador ni el docente asignado a la clase' } as const;
const NOT_FOUND = { 404: 'La clase (o un estudiante marcado como ausente) no existe' } as const;
const TAG = ['Coordinación'];

/** Attendance, weekly progress and the coordinator's list of classes behind (docs/rules.md COO). */
export async function coordinationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes/:id/attendance',
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Asistencia de una clase (su docente asignado o administradores)',
        description:
          'Sus sesiones (los días de su horario entre el inicio y el fin de clases) con las tomadas y sus ausentes, y el porcentaje de asistencia de cada estudiante (marcado `low` bajo 80 %).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: {
          200: attendanceSheetSchema,
          ...errorResponses(400, 401, NOT_TEACHER, { 404: 'La clase no existe' }),
        },
      },
    },
    async (req) => readAttendance(app.db, requireCaller(req), req.params.id, app.clock.now()),
  );

  r.put(
    '/classes/:id/attendance/:date',
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Pasar lista de una sesión (su docente asignado o administradores)',
        description:
          '`{ "absent": [studentId…] }`: quienes faltaron; los demás quedan presentes. `date` (AAAA-MM-DD) debe ser una sesión de la clase que ya ocurrió (si no: 400). Solo en clases iniciadas (si no: 409). Volver a pasar lista reemplaza la anterior.',
        security: [{ bearer: [] }],
        params: attendanceParamsSchema,
        body: attendanceBodySchema,
        response: {
          200: attendanceSheetSchema,
          ...errorResponses(400, 401, NOT_TEACHER, NOT_FOUND, { 409: 'La clase no está iniciada' }),
        },
      },
    },
    async (req) =>
      takeAttendance(app.db, requestContext(req), requireCaller(req), req.params.id, req.params.date, req.body),
  );

  r.get(
    '/classes/:id/progress',
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Avance semanal de una clase (su docente asignado o administradores)',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: progressSheetSchema, ...errorResponses(400, 401, NOT_TEACHER, { 404: 'La clase no existe' }) },
      },
    },
    async (req) => readProgress(app.db, requireCaller(req), req.params.id, app.clock.now()),
  );

  r.post(
    '/classes/:id/progress',
    {
      config: { auth: 'staff' },
      schema: {
        tags: TAG,
        summary: 'Reportar el avance de la semana (su docente asignado o administradores)',
        description:
          '`{ "week": n, "percent": 0–100, "note" }`: uno por semana del curso; se escribe o corrige solo durante esa semana (si no: 409).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: progressBodySchema,
        response: {
          200: progressSheetSchema,
          ...errorResponses(
            400,
            401,
            NOT_TEACHER,
            { 404: 'La clase no existe' },
            {
              409: 'La clase no está iniciada o la semana no es la semana en curso',
            },
          ),
        },
      },
    },
    async (req) => reportProgress(app.db, requestContext(req), requireCaller(req), req.params.id, req.body),
  );

  r.get(
    '/coordination/classes',
    {
      config: { auth: 'admin', noStore: true },
      schema: {
        tags: TAG,
        summary: 'Clases en curso y las atrasadas (administradores)',
        description:
          'Las clases iniciadas del verano (`period`, o el que está en clases), primero las atrasadas con sus motivos: sin reporte de la semana que terminó, avance menor al esperado, asistencia sin tomar en dos sesiones o más.',
        security: [{ bearer: [] }],
        querystring: behindQuerySchema,
        response: { 200: coordinationListSchema, ...errorResponses(400, 401, 403, { 404: 'El periodo no existe' }) },
      },
    },
    async (req) => coordinationList(app.db, app.clock.now(), req.query.period),
  );

  r.post(
    '/classes/:id/reminders',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAG,
        summary: 'Enviar un recordatorio al docente de la clase (administradores)',
        description:
          '`{ "reason": "progress" | "attendance" }`: una notificación y un correo al docente; cada recordatorio una vez por clase y semana (el segundo: 409).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: reminderBodySchema,
        response: {
          200: reminderResultSchema,
          ...errorResponses(
            400,
            401,
            403,
            { 404: 'La clase no existe' },
            {
              409: 'Ya se envió, la clase no está iniciada o no tiene docente',
            },
          ),
        },
      },
    },
    async (req) => sendReminder(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body.reason),
  );

  r.post(
    '/classes/:id/warnings',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAG,
        summary: 'Registrar una advertencia a la clase (administradores)',
        description:
          '`{ "note" }` (obligatoria): queda en el historial de la clase (bitácora) y se notifica a su docente.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: warningBodySchema,
        response: { 200: warningResultSchema, ...errorResponses(400, 401, 403, { 404: 'La clase no existe' }) },
      },
    },
    async (req) => recordWarning(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body),
  );
}
