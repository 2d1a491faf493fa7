import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsParamsSchema,
  analyticsResponseSchema,
  demandQuerySchema,
  demandResponseSchema,
  interestParamsSchema,
  myInterestsSchema,
  subjectInterestSchema,
} from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';
import { analytics, demand } from './analytics.service.ts';
import { markInterest, myInterests, subjectInterest, withdrawInterest } from './interest.service.ts';

const SECURITY = [{ bearer: [] }];

/** «Me interesa» before a class exists, the demand it shows, and the analytics screen (docs/rules.md DEM). */
export async function demandRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/interests/mine',
    {
      config: { auth: 'registered-student' },
      schema: {
        tags: ['Demanda'],
        summary: 'Las materias que marqué con «Me interesa» este verano',
        security: SECURITY,
        response: { 200: myInterestsSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (req) => myInterests(app.db, requestContext(req), requireStudent(req)),
  );

  r.post(
    '/subjects/:id/interest',
    {
      config: { auth: 'registered-student' },
      schema: {
        tags: ['Demanda'],
        summary: 'Marcar «Me interesa» en una materia (aunque no tenga clase)',
        description: 'A lo más 5 materias por verano (409 `INTEREST_LIMIT`). Marcar una ya marcada no cambia nada.',
        security: SECURITY,
        params: interestParamsSchema,
        response: { 200: myInterestsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => markInterest(app.db, requestContext(req), requireStudent(req), req.params.id),
  );

  r.delete(
    '/subjects/:id/interest',
    {
      config: { auth: 'registered-student' },
      schema: {
        tags: ['Demanda'],
        summary: 'Quitar «Me interesa» de una materia',
        security: SECURITY,
        params: interestParamsSchema,
        response: { 200: myInterestsSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => withdrawInterest(app.db, requestContext(req), requireStudent(req), req.params.id),
  );

  r.get(
    '/subjects/:id/interest',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Demanda'],
        summary: 'Cuántos marcaron «Me interesa» en una materia este verano',
        security: SECURITY,
        params: interestParamsSchema,
        response: { 200: subjectInterestSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (req) => {
      requireCaller(req);
      return subjectInterest(app.db, requestContext(req), req.params.id);
    },
  );

  r.get(
    '/demand',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Demanda'],
        summary: 'Demanda por materia y por carrera: interesados, clases propuestas e inscritos (administradores)',
        security: SECURITY,
        querystring: demandQuerySchema,
        response: { 200: demandResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => demand(app.db, requestContext(req), req.query.period),
  );

  r.get(
    '/analytics/:year',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Demanda'],
        summary: 'Analítica de un verano contra los anteriores (administradores; Recursos Financieros: el dinero)',
        security: SECURITY,
        params: analyticsParamsSchema,
        response: { 200: analyticsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => analytics(app.db, requestContext(req), requireCaller(req), req.params.year),
  );
}
