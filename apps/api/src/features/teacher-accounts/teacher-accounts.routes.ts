import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  myTeacherClassesResponseSchema,
  teacherAccountSchema,
  teacherAccountsResponseSchema,
  teacherActiveBodySchema,
} from '@portal/domain/schemas';
import { requireAdmin, requireTeacher } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { listTeachers, myClasses, setTeacherActive } from './teacher-accounts.service.ts';
import { requestContext } from '../../lib/service-context.ts';

/** Teacher accounts: the admin's list and deactivation, and the teacher's own classes. */
export async function teacherAccountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Docentes'];

  r.get(
    '/teachers',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Cuentas de docentes con sus clases (administradores)',
        security: [{ bearer: [] }],
        response: { 200: teacherAccountsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listTeachers(app.db),
  );

  r.patch(
    '/teachers/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Desactivar o reactivar la cuenta de un docente (administradores)',
        description:
          '`{"active": false}`: sus sesiones terminan en el acto (sus tokens se rechazan) y no puede iniciar sesión. `{"active": true}`: puede volver a entrar; los tokens anteriores siguen rechazados. 404 si no es una cuenta de docente.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: teacherActiveBodySchema,
        response: { 200: teacherAccountSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => setTeacherActive(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body.active),
  );

  r.get(
    '/teachers/me/classes',
    {
      config: { auth: 'staff' },
      schema: {
        tags,
        summary: '"Mis Clases": las clases asignadas al docente que llama',
        description: 'Horario, salón e inscritos de cada clase (ni rechazadas ni canceladas). Solo docentes.',
        security: [{ bearer: [] }],
        response: { 200: myTeacherClassesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => myClasses(app.db, requireTeacher(req)),
  );
}
