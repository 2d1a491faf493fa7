import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  classIdParamsSchema,
  convalidationApproveSchema,
  convalidationParamsSchema,
  convalidationRefuseSchema,
  convalidationRequestSchema,
  convalidationSchema,
  convalidationsQuerySchema,
  convalidationsResponseSchema,
} from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';
import { convalidations, decide, requestConvalidation } from './convalidations.service.ts';

const TAGS = ['Convalidaciones'];
const SECURITY = [{ bearer: [] }];

/** Convalidations: a student asks to take a subject of another career; an administrator decides. */
export async function convalidationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/classes/:id/convalidation',
    {
      config: { auth: 'registered-student' },
      schema: {
        tags: TAGS,
        summary: 'Solicitar la convalidación de la materia de una clase (estudiante)',
        description:
          'Para inscribirse en una clase cuya materia no es de su carrera. `reason`: por qué. Una solicitud por estudiante y materia; una rechazada puede pedirse de nuevo.',
        security: SECURITY,
        params: classIdParamsSchema,
        body: convalidationRequestSchema,
        response: { 201: convalidationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          await requestConvalidation(app.db, requestContext(req), requireStudent(req), req.params.id, req.body.reason),
        ),
  );

  r.get(
    '/convalidations',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Convalidaciones (administradores: todas; estudiante: las suyas)',
        security: SECURITY,
        querystring: convalidationsQuerySchema,
        response: { 200: convalidationsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => convalidations(app.db, requireCaller(req), req.query.status),
  );

  r.post(
    '/convalidations/:id/approve',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Aprobar una convalidación pendiente (administradores)',
        security: SECURITY,
        params: convalidationParamsSchema,
        body: convalidationApproveSchema,
        response: { 200: convalidationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => decide(app.db, requestContext(req), req.params.id, 'aprobada', req.body.reason ?? null),
  );

  r.post(
    '/convalidations/:id/refuse',
    {
      config: { auth: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Rechazar una convalidación pendiente con su motivo (administradores)',
        security: SECURITY,
        params: convalidationParamsSchema,
        body: convalidationRefuseSchema,
        response: { 200: convalidationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => decide(app.db, requestContext(req), req.params.id, 'rechazada', req.body.reason),
  );
}
