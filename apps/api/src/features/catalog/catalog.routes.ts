import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  careerBodySchema,
  careerItemSchema,
  careerPatchSchema,
  catalogIdParamsSchema,
  subjectBodySchema,
  subjectPatchSchema,
  subjectSchema,
  subjectsImportBodySchema,
  subjectsImportResponseSchema,
  careersQuerySchema,
  careersResponseSchema,
  rolesResponseSchema,
  subjectsQuerySchema,
  subjectsResponseSchema,
} from '@portal/domain/schemas';
import { pageMeta, SUBJECTS_CSV_TEMPLATE } from '@portal/domain/rules';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';
import { listCareers, listRoles, listSubjects } from './catalog.repository.ts';
import { createCareer, createSubject, importSubjects, patchCareer, patchSubject } from './catalog.service.ts';

const ADMIN = { config: { auth: 'admin' as const } };
const SECURITY = [{ bearer: [] }];

/**
 * The catalogue (docs/architecture.md, API calls): careers, subjects (with their careers) and roles, read
 * by anyone; careers and subjects created, edited, retired and imported by administrators.
 */
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

  r.post(
    '/careers',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Crear una carrera (administradores)',
        security: SECURITY,
        body: careerBodySchema,
        response: { 201: careerItemSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await createCareer(app.db, requestContext(req), req.body.name)),
  );

  r.patch(
    '/careers/:id',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Editar o retirar una carrera (administradores)',
        description: '`retired: true` la retira (ya no se ofrece; nada se borra), `false` la devuelve.',
        security: SECURITY,
        params: catalogIdParamsSchema,
        body: careerPatchSchema,
        response: { 200: careerItemSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => patchCareer(app.db, requestContext(req), req.params.id, req.body),
  );

  r.post(
    '/subjects',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Crear una materia (administradores)',
        description:
          'Clave (3 letras y 4 números), nombre, créditos, horas, sus carreras y si está autorizada para verano.',
        security: SECURITY,
        body: subjectBodySchema,
        response: { 201: subjectSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.code(201).send(await createSubject(app.db, requestContext(req), req.body)),
  );

  r.patch(
    '/subjects/:id',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Editar o retirar una materia (administradores)',
        description:
          'Cualquier campo de la materia; `retired: true` la retira: ya no se proponen ni crean clases de ella y sus clases conservan su historia.',
        security: SECURITY,
        params: catalogIdParamsSchema,
        body: subjectPatchSchema,
        response: { 200: subjectSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (req) => patchSubject(app.db, requestContext(req), req.params.id, req.body),
  );

  r.get(
    '/subjects/template.csv',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Plantilla CSV para importar materias (administradores)',
        description:
          'Encabezado `clave,nombre,creditos,horas,carreras,verano` y tres filas de ejemplo, en UTF-8 con BOM.',
        security: SECURITY,
        response: errorResponses(401, 403),
      },
    },
    async (_req, reply) =>
      (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="plantilla-materias.csv"')
        .send(`\uFEFF${SUBJECTS_CSV_TEMPLATE}`),
  );

  r.post(
    '/subjects/import',
    {
      ...ADMIN,
      schema: {
        tags: ['Catálogos'],
        summary: 'Importar materias desde un CSV (administradores)',
        description:
          '`csv`: el texto del archivo (encabezado `clave,nombre,creditos,horas,carreras,verano`; carreras: sus números separados por `;`; verano: `si` o `no`). Si alguna línea está mal responde 400 con un mensaje por línea («Línea N: …») y no importa nada; si no, 201 «Se importaron N materias.»',
        security: SECURITY,
        body: subjectsImportBodySchema,
        response: { 201: subjectsImportResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => reply.code(201).send(await importSubjects(app.db, requestContext(req), req.body.csv)),
  );
}
