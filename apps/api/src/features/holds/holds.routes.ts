import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeHoldsResponseSchema,
  holdBodySchema,
  holdSchema,
  holdsResponseSchema,
  studentHoldParamsSchema,
  studentIdParamsSchema,
} from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireCaller } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';
import { holdsOf, liftHold, listActiveHolds, placeHoldOn } from './holds.service.ts';

const TAGS = ['Estudiantes'];
const SECURITY = [{ bearer: [] }];

/**
 * Holds on a student: placed, lifted and listed by administrators and by Recursos Financieros (whose debts are
 * the usual cause); a student reads their own.
 */
export async function holdsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/holds',
    {
      config: { auth: 'finance' },
      schema: {
        tags: TAGS,
        summary: 'Retenciones vigentes de todos los estudiantes (administradores o Recursos Financieros)',
        description: 'Las más recientes primero, cada una con el estudiante (nombre, número de control y carrera).',
        security: SECURITY,
        response: { 200: activeHoldsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listActiveHolds(app.db),
  );

  r.get(
    '/students/:id/holds',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Retenciones vigentes de un estudiante (administración, Recursos Financieros o el estudiante)',
        security: SECURITY,
        params: studentIdParamsSchema,
        response: { 200: holdsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => holdsOf(app.db, requireCaller(req), req.params.id),
  );

  r.post(
    '/students/:id/holds',
    {
      config: { auth: 'finance' },
      schema: {
        tags: TAGS,
        summary: 'Poner una retención a un estudiante (administradores o Recursos Financieros)',
        description:
          'Con su motivo (`reason`, p. ej. «Adeudo en Recursos Financieros»). Mientras no se levante, el estudiante no puede inscribirse, proponer clases ni entrar a listas de espera (409 con el motivo); conserva lo que ya tiene.',
        security: SECURITY,
        params: studentIdParamsSchema,
        body: holdBodySchema,
        response: { 201: holdSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await placeHoldOn(app.db, requestContext(req), req.params.id, req.body.reason)),
  );

  r.delete(
    '/students/:id/holds/:holdId',
    {
      config: { auth: 'finance' },
      schema: {
        tags: TAGS,
        summary: 'Levantar una retención (administradores o Recursos Financieros)',
        security: SECURITY,
        params: studentHoldParamsSchema,
        response: { 204: z.null().describe('Retención levantada'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await liftHold(app.db, requestContext(req), req.params.id, req.params.holdId);
      return reply.code(204).send(null);
    },
  );
}
