import { requestContext } from '../../lib/service-context.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import {
  idParamsSchema,
  reviewTeacherApplicationSchema,
  teacherApplicationCreatedSchema,
  teacherApplicationInputSchema,
  teacherApplicationListSchema,
  teacherApplicationQueryParamsSchema,
  teacherApplicationSchema,
  teacherApplicationsQuerySchema,
  type TeacherApplicationData,
} from '@portal/domain/schemas';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { queryAsBody } from '../../lib/query-as-body.ts';
import { requireAdmin } from '../../lib/callers.ts';
import {
  getApplication,
  reviewApplication,
  searchApplications,
  submitApplication,
} from './teacher-applications.service.ts';

/** Submissions allowed per address (per process, or shared through Redis) in the window. */
export const SUBMIT_RATE_LIMIT = { max: 5, timeWindow: 10 * 60 * 1000 } as const;

export interface TeacherApplicationsOptions {
  /** Submissions per address per window; SUBMIT_RATE_LIMIT.max unless configured (APPLICATION_SUBMIT_LIMIT). */
  submitLimit?: number;
}

/**
 * Teacher applications (docs/architecture.md, API calls): visitors submit, admins list, read, and — beyond the spec —
 * accept or decline. Registered in its own scope, so the JSON parser tweak below stays here.
 */
export async function teacherApplicationsRoutes(app: FastifyInstance, options: TeacherApplicationsOptions = {}) {
  const submitRateLimit = { ...SUBMIT_RATE_LIMIT, max: options.submitLimit ?? SUBMIT_RATE_LIMIT.max };
  // The original client sends the fields as query parameters with a JSON content type and no body.
  acceptEmptyJsonBody(app);

  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/teachers/applications',
    {
      config: { auth: 'public', noStore: true, rateLimit: submitRateLimit },
      schema: {
        tags: ['Solicitudes de profesores'],
        summary: 'Enviar una solicitud para impartir clase',
        description:
          'Acepta los campos como parámetros de consulta (como el cliente original) o, preferiblemente, como cuerpo JSON con los mismos nombres; si llegan ambos, gana el cuerpo. contactPhone es el código de país (+52, +1, +502, +506, +54 o +34) seguido de 10 dígitos. classId es opcional. Máximo 5 envíos por dirección cada 10 minutos (APPLICATION_SUBMIT_LIMIT); la misma dirección de correo para la misma clase solo una vez cada 24 horas (409). Los registros de acceso de esta ruta no guardan los parámetros de consulta.',
        querystring: teacherApplicationQueryParamsSchema,
        body: teacherApplicationInputSchema.optional(),
        response: { 201: teacherApplicationCreatedSchema },
      },
      preValidation: queryAsBody,
    },
    async (req, reply) => {
      // Validated by teacherApplicationInputSchema (the provider types an optional body by its input).
      const input = req.body as TeacherApplicationData | undefined;
      if (!input)
        // No body at all is missing every field: the same answer as a body that lacks them.
        if (!input) throw new DomainError('validationFailed', { message: APPLICATION_MESSAGES.required });
      const { id } = await submitApplication(app.db, requestContext(req), input);
      return reply.code(201).send({ id, message: APPLICATION_MESSAGES.success });
    },
  );

  r.get(
    '/teachers/applications',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Solicitudes de profesores'],
        summary: 'Solicitudes de profesores (administradores)',
        description:
          'Un arreglo, de la más reciente a la más antigua (hasta 500). search busca en nombre, apellidos y correo sin distinguir acentos ni mayúsculas; accepted=true|false filtra por estado.',
        querystring: teacherApplicationsQuerySchema,
        response: { 200: teacherApplicationListSchema },
      },
    },
    async (req) => searchApplications(app.db, req.query),
  );

  r.get(
    '/teachers/applications/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Solicitudes de profesores'],
        summary: 'Una solicitud de profesor (administradores)',
        params: idParamsSchema,
        response: { 200: teacherApplicationSchema },
      },
    },
    async (req) => getApplication(app.db, req.params.id),
  );

  r.patch(
    '/teachers/applications/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Solicitudes de profesores'],
        summary: 'Aceptar o no aceptar una solicitud (administradores)',
        description: 'Más allá de la especificación: registra quién revisó la solicitud y cuándo.',
        params: idParamsSchema,
        body: reviewTeacherApplicationSchema,
        response: { 200: teacherApplicationSchema },
      },
    },
    async (req) => reviewApplication(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body.accepted),
  );
}
