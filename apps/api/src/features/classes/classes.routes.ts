import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enrolmentKindBodySchema,
  enrolmentKindResultSchema,
  classDetailSchema,
  classesOverviewSchema,
  classesQuerySchema,
  classesResponseSchema,
  classIdParamsSchema,
  classmatesResponseSchema,
  classStudentParamsSchema,
  classStudentsQuerySchema,
  createClassBodySchema,
  enrollBodySchema,
  enrolmentResultSchema,
  overviewQuerySchema,
  removalResultSchema,
  reviewBodySchema,
  reviewParamsSchema,
  reviewResultSchema,
  studentClassesQuerySchema,
  studentClassesResponseSchema,
  updateClassBodySchema,
} from '@portal/domain/schemas';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { jsonSchemaSerializerCompiler } from '../../lib/json-schema-serializer.ts';
import { sendAnswer } from '../../plugins/kept-answers.ts';
import { classListAnswer } from './class-list-page.ts';
import { createClass } from './class-creation.service.ts';
import { updateClass } from './class-status.service.ts';
import { changeClassStatus } from './class-transitions.service.ts';
import { classesOverview } from './classes-overview.service.ts';
import { getClassDetail } from './classes.service.ts';
import { enrolStudent, removeStudent, withdraw } from './enrolment.service.ts';
import { correctEnrolmentKind } from './enrolment-kind.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { CLASS_CONFLICT, CLASS_NOT_FOUND } from './class-errors.ts';
import { requestContext } from '../../lib/service-context.ts';
import { listClassmates, listStudentClasses } from './student-classes.service.ts';
import { optionalCaller, requireAdmin, requireCaller, requireStudent } from '../../lib/callers.ts';

export async function classesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes',
    {
      // The same for every caller (no personal data): a kept answer may go out (class-list-page.ts).
      config: { auth: 'public' },
      schema: {
        tags: ['Clases'],
        summary: 'Lista paginada de clases con filtros',
        description:
          'status admite uno o varios valores separados por comas; search busca en el nombre (sin distinguir acentos ni mayúsculas) y en la clave de la materia; subjectName solo en el nombre; clave es exacta (3 letras + 4 números); missing (`room`, `teacher` o `either`) deja las clases aún sin salón, sin docente o sin alguno de los dos.',
        querystring: classesQuerySchema,
        response: { 200: classesResponseSchema, ...errorResponses(400) },
      },
      // The busiest route: serialised by a stringifier compiled from its schema (same output as zod's).
      serializerCompiler: jsonSchemaSerializerCompiler,
    },
    async (req, reply) => {
      const cache = app.keptAnswers.list;
      const answer = await classListAnswer(app.db, cache, req.query, (a) => reply.serialize(a) as string);
      return sendAnswer(req, reply, cache, answer);
    },
  );

  r.get(
    '/classes/overview',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Clases'],
        summary: 'Cifras del resumen general (administradores)',
        description:
          'Total de clases, pendientes, activas (aprobadas) e inscripciones del año académico `period` (de todos los años si se omite), calculadas con agregados sobre todas las clases.',
        security: [{ bearer: [] }],
        querystring: overviewQuerySchema,
        response: { 200: classesOverviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => classesOverview(app.db, req.query.period),
  );

  r.get(
    '/classes/student',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Clases'],
        summary: 'Las clases del estudiante que llama',
        description:
          'Arreglo JSON con las clases en que está inscrito (incluidas las que propuso), con materia, horario, estado, cupo, inscritos, motivo, enlace de WhatsApp, `group_leader` (si el que llama es el jefe de grupo) y `latest_review` (la última revisión con su comentario o razón de rechazo). Sin perfil de estudiante responde un arreglo vacío. `id_student` es opcional; si se envía debe ser el propio (si no, 403). `id` (lo envía el cliente de la especificación) se acepta y se ignora: el estudiante siempre sale del token.',
        security: [{ bearer: [] }],
        querystring: studentClassesQuerySchema,
        response: { 200: studentClassesResponseSchema, ...errorResponses(400, 401, 403) },
      },
      // Read on every visit to "Mis Cursos": serialised like the class list (same output as zod's).
      serializerCompiler: jsonSchemaSerializerCompiler,
      // About 1.4 kB per class. An answer under 8 kB goes out in the first round trip whether compressed or
      // not (TCP's initial window is ~14 kB), and compressing one cost the server more CPU than the rest of the
      // request (brotli's per-call setup; bench/README.md): only bigger answers are compressed.
      compress: { threshold: 8 * 1024, encodings: ['br', 'gzip'] },
    },
    async (req, reply) => {
      const cache = app.keptAnswers.student;
      const answer = await listStudentClasses(
        app.db,
        cache,
        requireStudent(req),
        req.query.id_student,
        (a) => reply.serialize(a) as string,
      );
      return sendAnswer(req, reply, cache, answer);
    },
  );

  r.get(
    '/classes/:id',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['Clases'],
        summary: 'Una clase',
        description:
          'El enlace de WhatsApp, los datos de contacto del jefe de grupo y el historial de estados (`status_history`: quién, cuándo, de qué estado a cuál, comentario o razón) solo se muestran a los estudiantes inscritos en la clase y a los administradores; para los demás `status_history` es null.',
        params: classIdParamsSchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 401, CLASS_NOT_FOUND) },
      },
    },
    async (req) => getClassDetail(app.db, optionalCaller(req), req.params.id),
  );

  r.post(
    '/classes',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Clases'],
        summary: 'Crear una clase (estudiante registrado o administrador)',
        description:
          'La clase empieza `pendiente` con el cupo de su periodo (`maxStudents` del periodo; CLASS_MAX_STUDENTS, 30, por omisión). El periodo (`period`) debe existir (400); un estudiante solo propone mientras la ventana de propuestas del periodo está abierta (409 con las fechas), y nadie agrega clases a un verano concluido (409). Un estudiante registrado queda como jefe de grupo e inscrito en ella (cuenta para su máximo de 2) y debe dar el enlace del grupo de WhatsApp (https://chat.whatsapp.com/…); `responsibleStudent`, si lo envía, debe ser él mismo. Un administrador puede indicar `responsibleStudent.studentId`: ese estudiante queda inscrito como jefe de grupo dentro de su límite (controlNumber y studentPhone son solo informativos). Se validan todas las reglas del formulario (campos obligatorios, al menos un día, inicio antes del fin, horas dentro del turno, intervalos de 30 minutos, clave de la materia). `shift` es opcional: sin él, el turno sale de las horas del horario (todas entre 07:00 y 14:00: `matutino`; todas entre 14:00 y 22:00: `vespertino`) y un horario que no cabe en un solo turno se rechaza con 400; un `shift` que contradice las horas también es 400. Los maestros no pueden crear clases.',
        security: [{ bearer: [] }],
        body: createClassBodySchema,
        response: { 201: classDetailSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req, reply) => {
      const created = await createClass(app.db, requestContext(req), requireCaller(req), req.body);
      return reply.code(201).send(created);
    },
  );

  r.post(
    '/classes/enrollStudent',
    {
      config: { auth: 'authenticated', changesClasses: (req) => [(req.body as { classId: number }).classId] },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Inscribir a un estudiante en una clase',
        description:
          'Un estudiante registrado se inscribe a sí mismo (`student.studentId` puede omitirse; si nombra a otro estudiante, 403) solo mientras la clase está `pendiente` y no está llena. Un administrador inscribe a cualquier estudiante registrado salvo en clases `aprobado`, `rechazado` o `cancelled`. Nunca por encima del cupo, nunca dos veces en la misma clase, nunca una tercera clase; el primero en una clase vacía queda como jefe de grupo. Las reglas se cumplen también con solicitudes simultáneas (escrituras condicionales y restricciones únicas en una transacción).',
        security: [{ bearer: [] }],
        body: enrollBodySchema,
        response: { 201: enrolmentResultSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await enrolStudent(app.db, requestContext(req), requireCaller(req), req.body)),
  );

  r.delete(
    '/classes/:id/student/:studentId',
    {
      config: { auth: 'admin', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Quitar a un estudiante de una clase (administradores)',
        description:
          'No permitido en clases `aprobado`, `rechazado` o `cancelled`. Descuenta la inscripción de la clase y del estudiante en la misma transacción. Si el estudiante era el jefe de grupo, la jefatura pasa a la inscripción más antigua que queda (`new_group_leader`).',
        security: [{ bearer: [] }],
        params: classStudentParamsSchema,
        response: { 200: removalResultSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req) => {
      requireAdmin(req);
      return removeStudent(app.db, requestContext(req), req.params.id, req.params.studentId);
    },
  );

  r.patch(
    '/classes/:id/student/:studentId',
    {
      config: { auth: 'admin', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Corregir cómo cursa un estudiante la materia (administradores)',
        description:
          '`kind`: `ordinaria`, `repeticion` o `especial`. Un curso especial debe ser la única materia de verano del estudiante (409 si tiene otra que cuenta en ese verano). No en clases rechazadas, canceladas ni finalizadas.',
        security: [{ bearer: [] }],
        params: classStudentParamsSchema,
        body: enrolmentKindBodySchema,
        response: {
          200: enrolmentKindResultSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) =>
      correctEnrolmentKind(app.db, requestContext(req), req.params.id, req.params.studentId, req.body.kind),
  );

  r.delete(
    '/classes/:id/enrollment',
    {
      config: { auth: 'student', changesClasses: (req) => [(req.params as { id: number }).id] },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Darme de baja de una clase (el estudiante que llama)',
        description:
          'Solo con el token del propio estudiante y solo mientras la clase está `pendiente` (si no: 409 que indica a quién acudir). Libera el lugar y descuenta la inscripción en la misma transacción; si el estudiante era el jefe de grupo, la jefatura pasa a la inscripción más antigua que queda. Responde 204 sin cuerpo.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: {
          204: z.null().describe('Baja registrada'),
          ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT),
        },
      },
    },
    async (req, reply) => {
      await withdraw(app.db, requestContext(req), requireStudent(req), req.params.id);
      return reply.code(204).send(null);
    },
  );

  await app.register(async (scope) => {
    // The spec's clients send no body here; an empty body with a JSON content type counts as none.
    acceptEmptyJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/classes/:id/status/:status',
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['Clases'],
          summary: 'Cambiar el estado de una clase: aprobar, rechazar, iniciar o cancelar (administradores)',
          description:
            'Transiciones: `pendiente` → `aprobado` | `rechazado`; `aprobado` → `active`; `pendiente` | `aprobado` | `active` → `cancelled`. Un valor que no es un estado: 400; una transición no permitida (incluido volver a `pendiente`): 409. Aprobar con menos de 15 inscritos (CLASS_MIN_STUDENTS) responde 409 salvo que el cuerpo traiga `belowQuorumReason`, que queda en el historial. Cancelar exige `reason` (400 sin ella). Rechazar o cancelar libera a los estudiantes en la misma transacción: sus inscripciones dejan de contar para el máximo de 2 y para el cupo; la lista de la clase queda como historial. Otros campos opcionales: `comment` (comentario) y `reason` (razón de rechazo). Queda una fila en el historial de estados (quién, cuándo, de, a, comentario) visible en GET /classes/{id} y GET /classes/student.',
          security: [{ bearer: [] }],
          params: reviewParamsSchema,
          body: reviewBodySchema,
          response: { 200: reviewResultSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
        },
      },
      async (req) =>
        changeClassStatus(app.db, requestContext(req), requireAdmin(req), req.params.id, req.params.status, req.body),
    );
  });

  r.patch(
    '/classes/:id/class',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Clases'],
        summary: 'Cambiar el enlace de WhatsApp (jefe de grupo o administrador) o el estado (administrador)',
        description:
          'Solo el jefe de grupo de la clase o un administrador cambian `whatsappLink` (solo enlaces https://chat.whatsapp.com/…; ausente o null: sin cambio). El `status` que envíe un estudiante se ignora: un estudiante nunca cambia el estado. Para un administrador, enviar el estado actual no cambia nada; cualquier otro valor distinto de pendiente, aprobado o rechazado se convierte en pendiente; una clase pendiente puede pasar a aprobado o rechazado y cualquier clase puede volver a pendiente, pero una aprobada o rechazada no cambia directamente a la otra (409). Cada cambio de estado queda en el historial.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: updateClassBodySchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req) => updateClass(app.db, requestContext(req), requireCaller(req), req.params.id, req.body),
  );

  r.get(
    '/classes/:id/students',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Estudiantes de una clase (sus inscritos y el personal)',
        description:
          'Teléfonos y correos de los compañeros no son públicos: solo los estudiantes inscritos en la clase (su jefe de grupo incluido), los administradores y el docente asignado a la clase pueden verlos; los demás (otros docentes incluidos) reciben 403. El jefe de grupo va primero, luego en orden de inscripción. `meta` incluye `leaders` (jefes de grupo en toda la clase). Cada entrada lleva `id_student` afuera y también dentro de `student` (como lo lee el cliente de la especificación).',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        querystring: classStudentsQuerySchema,
        response: { 200: classmatesResponseSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND) },
      },
    },
    async (req) => listClassmates(app.db, requireCaller(req), req.params.id, req.query.page, req.query.pagesize),
  );
}
