import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  registerStudentBodySchema,
  studentByUserQuerySchema,
  studentIdParamsSchema,
  studentListSchema,
  studentSchema,
  updateStudentBodySchema,
} from '@portal/domain/schemas';
import { getStudentOfUser, listStudents, registerStudent, updateOwnStudent } from './students.service.ts';
import { requireCaller, requireStudent } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { requestContext } from '../../lib/service-context.ts';

const security = [{ bearer: [] }];
const TAGS = ['Estudiantes'];

/** Student profiles (docs/architecture.md, API calls): register, read, edit, and the admin's full list. */
export async function studentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/students',
    {
      config: { auth: 'student' },
      schema: {
        tags: TAGS,
        summary: 'Registrar el perfil de estudiante propio',
        description:
          'Crea el registro de estudiante del usuario que llama (el usuario y el rol salen del token). ' +
          'Carrera, número de control y teléfono son obligatorios; el número de control se guarda en mayúsculas ' +
          '(una letra opcional y 8 dígitos). El teléfono lleva lada y número, de 10 a 15 dígitos, con "+" inicial ' +
          'opcional y espacios, guiones, puntos o paréntesis permitidos ("+529987654321", "52 998-765-4321"); se ' +
          'guarda y se devuelve como "+" seguido de los dígitos ("+529987654321"). ' +
          'id_user, si se envía, debe ser el propio; id_role, si se envía, debe ser 2 (estudiante).',
        security,
        body: registerStudentBodySchema,
        response: {
          201: studentSchema.describe('El estudiante registrado'),
          ...errorResponses({
            400: 'Datos no válidos o carrera inexistente',
            401: 'Sin token o con un token no válido',
            403: 'No es un estudiante, o el cuerpo nombra a otro usuario',
            409: 'Ya está registrado como estudiante, o el número de control ya está en uso',
          }),
        },
      },
    },
    async (req, reply) => {
      const student = await registerStudent(app.db, requestContext(req), requireStudent(req), req.body);
      return reply.code(201).send(student);
    },
  );

  r.get(
    '/students',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: TAGS,
        summary: 'Registro de estudiante de un usuario',
        description:
          'Devuelve el registro de estudiante del usuario userId con el nombre de su carrera. Un estudiante solo ' +
          'puede consultar el suyo; un administrador, el de cualquiera. 404 si el usuario no está registrado como estudiante.',
        security,
        querystring: studentByUserQuerySchema,
        response: {
          200: studentSchema.describe('El registro de estudiante'),
          ...errorResponses({
            400: 'userId no válido',
            401: 'Sin token o con un token no válido',
            403: 'Consulta el registro de otro usuario sin ser administrador',
            404: 'El usuario no está registrado como estudiante',
          }),
        },
      },
    },
    async (req) => getStudentOfUser(app.db, requireCaller(req), req.query.userId),
  );

  r.get(
    '/students/students',
    {
      config: { auth: 'finance' },
      schema: {
        tags: TAGS,
        summary: 'Todos los estudiantes (administración y Recursos Financieros)',
        description:
          'Lista completa, sin paginar, de los estudiantes registrados, ordenada por nombre completo. Cada uno con ' +
          'el anidamiento de la entidad StudentClass de la especificación: { id_student, control_number, phone, ' +
          'user: { id_user, name, paternal_surname, maternal_surname, email }, career: { id_career, name } | null }. ' +
          'La pantalla de administración (y la de Recursos Financieros, para poner retenciones) la busca en el navegador por nombre completo o número de control.',
        security,
        response: {
          200: studentListSchema.describe('Los estudiantes, ordenados por nombre completo'),
          ...errorResponses({
            401: 'Sin token de personal o con un token no válido',
            403: 'No es un administrador ni Recursos Financieros',
          }),
        },
      },
    },
    async () => listStudents(app.db),
  );

  r.patch(
    '/students/:id',
    {
      config: { auth: 'registered-student' },
      schema: {
        tags: TAGS,
        summary: 'Actualizar el registro de estudiante propio',
        description:
          'Cambia la carrera, el número de control o el teléfono del registro del estudiante que llama, con las ' +
          'mismas reglas que el registro. El registro de otro estudiante se rechaza con 403.',
        security,
        params: studentIdParamsSchema,
        body: updateStudentBodySchema,
        response: {
          200: studentSchema.describe('El registro actualizado'),
          ...errorResponses({
            400: 'Datos no válidos o carrera inexistente',
            401: 'Sin token o con un token no válido',
            403: 'No es un estudiante registrado, o el registro es de otro estudiante',
            409: 'El número de control ya está en uso',
          }),
        },
      },
    },
    async (req) => updateOwnStudent(app.db, requestContext(req), requireStudent(req), req.params.id, req.body),
  );
}
