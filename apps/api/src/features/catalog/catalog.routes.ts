import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  careersQuerySchema,
  careersResponseSchema,
  rolesResponseSchema,
  subjectsQuerySchema,
  subjectsResponseSchema,
} from '@portal/domain/schemas';
import { pageMeta } from '@portal/domain/rules';
import { listCareers, listRoles, listSubjects } from './catalog.repository.ts';

/** Read-only lookups (docs/architecture.md, API calls): careers, subjects (with their careers) and roles. */
export async function catalogRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/careers',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Carreras',
        querystring: careersQuerySchema,
        response: { 200: careersResponseSchema },
      },
    },
    async (req) => {
      const { rows, total } = await listCareers(app.db, req.query);
      return { data: rows, meta: pageMeta(req.query.page, req.query.pageSize, total) };
    },
  );

  r.get(
    '/subjects',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Catálogos'],
        summary: 'Materias, filtrables por carrera y nombre (sin distinguir acentos)',
        querystring: subjectsQuerySchema,
        response: { 200: subjectsResponseSchema },
      },
    },
    async (req) => {
      const { rows, total } = await listSubjects(app.db, req.query);
      return { data: rows, meta: pageMeta(req.query.page, req.query.pageSize, total) };
    },
  );

  r.get(
    '/users/roles',
    {
      config: { auth: 'public' },
      schema: { tags: ['Catálogos'], summary: 'Roles', response: { 200: rolesResponseSchema } },
    },
    async () => (await listRoles(app.db)).map((role) => ({ ...role, id: role.id_role })),
  );
}
