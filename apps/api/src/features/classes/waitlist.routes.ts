import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  capacityBodySchema,
  classDetailSchema,
  enrolmentResultSchema,
  classIdParamsSchema,
  scheduleChangeBodySchema,
  studentWaitlistsSchema,
  waitlistJoinResultSchema,
  waitlistRosterSchema,
} from '@portal/domain/schemas';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { changeCapacity, changeSchedule } from './class-setup.service.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { CLASS_CONFLICT, CLASS_NOT_FOUND } from './class-errors.ts';
import { classWaitlist, joinWaitlist, leaveWaitlist, studentWaitlists } from './waitlist.service.ts';
import { acceptOffer, declineOffer } from './waitlist-offers.service.ts';
import { requireAdmin, requireStudent } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';

/** Fair enrolment: the waitlist, and the admin's seat and schedule changes it reacts to. */
export async function waitlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/classes/student/waitlists',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Mis listas de espera (el estudiante que llama)',
        description:
          'Las clases en cuya lista de espera está el estudiante, con su lugar (`position`, 1 = el siguiente) de `total`, y la fecha límite de una oferta abierta (`offer_expires_at`: el lugar está apartado para él hasta entonces). Sin perfil de estudiante: arreglo vacío.',
        security: [{ bearer: [] }],
        response: { 200: studentWaitlistsSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => studentWaitlists(app.db, requireStudent(req), app.clock.now()),
  );

  r.get(
    '/classes/:id/waitlist',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Lista de espera de una clase (administradores)',
        description:
          'En orden: cuando se libera un lugar se ofrece al primero que todavía cumple (menos de 2 inscripciones, sin empalme de horario, clase pendiente) hasta `offer_expires_at`; `enrolments` dice cuántas inscripciones que cuentan tiene ahora en el verano de la clase.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 200: waitlistRosterSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND) },
      },
    },
    async (req) => {
      requireAdmin(req);
      return classWaitlist(app.db, req.params.id);
    },
  );

  await app.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/classes/:id/waitlist',
      {
        config: { auth: 'student' },
        schema: {
          tags: ['Inscripciones'],
          summary: 'Unirme a la lista de espera de una clase llena (el estudiante que llama)',
          description:
            'Solo en una clase `pendiente` y llena (los lugares apartados por ofertas abiertas cuentan como ocupados); no si ya está inscrito o en la lista, si el horario se empalma con una de sus clases, ni en más de 2 listas (409). Responde 201 con el lugar (`position`). Cuando se libera un lugar se ofrece, en la misma transacción, al primero de la lista que todavía cumple, con un plazo para aceptarlo; los que no cumplen conservan su turno.',
          security: [{ bearer: [] }],
          params: classIdParamsSchema,
          response: {
            201: waitlistJoinResultSchema,
            ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT),
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await joinWaitlist(app.db, requestContext(req), requireStudent(req), req.params.id)),
    );
  });

  await app.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    const s = scope.withTypeProvider<ZodTypeProvider>();
    s.post(
      '/classes/:id/waitlist/accept',
      {
        config: { auth: 'student' },
        schema: {
          tags: ['Inscripciones'],
          summary: 'Aceptar el lugar ofrecido desde la lista de espera (el estudiante que llama)',
          description:
            'Solo con una oferta abierta (antes de su fecha límite; si no: 409 `NO_WAITLIST_OFFER`). Es una inscripción: se revisan otra vez todas las reglas (ventana de inscripción, retención, límite de 2, empalme, curso especial, cupo) y una negativa responde con el mensaje de la regla, sin cambiar nada (la oferta sigue abierta hasta su fecha límite).',
          security: [{ bearer: [] }],
          params: classIdParamsSchema,
          response: {
            201: enrolmentResultSchema,
            ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT),
          },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await acceptOffer(app.db, requestContext(req), requireStudent(req), req.params.id)),
    );
    s.post(
      '/classes/:id/waitlist/decline',
      {
        config: { auth: 'student' },
        schema: {
          tags: ['Inscripciones'],
          summary: 'Rechazar el lugar ofrecido desde la lista de espera (el estudiante que llama)',
          description:
            'Sale de la lista y el lugar se ofrece, en la misma transacción, al siguiente que cumple. Sin oferta abierta: 409 `NO_WAITLIST_OFFER`. Responde 204.',
          security: [{ bearer: [] }],
          params: classIdParamsSchema,
          response: {
            204: z.null().describe('Oferta rechazada'),
            ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT),
          },
        },
      },
      async (req, reply) => {
        await declineOffer(app.db, requestContext(req), requireStudent(req), req.params.id);
        return reply.code(204).send(null);
      },
    );
  });

  r.delete(
    '/classes/:id/waitlist',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Inscripciones'],
        summary: 'Salir de la lista de espera (el estudiante que llama)',
        description: 'Responde 204; los que siguen avanzan un lugar. Sin entrada en la lista: 404.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        response: { 204: z.null().describe('Salida registrada'), ...errorResponses(400, 401, 403, CLASS_NOT_FOUND) },
      },
    },
    async (req, reply) => {
      await leaveWaitlist(app.db, requireStudent(req), req.params.id, app.clock.now());
      return reply.code(204).send(null);
    },
  );

  r.patch(
    '/classes/:id/capacity',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Clases'],
        summary: 'Cambiar el cupo de una clase (administradores)',
        description:
          'Solo en clases `pendiente` o `active`; nunca por debajo de los inscritos (409). Los lugares nuevos de una clase pendiente pasan a la lista de espera en la misma transacción.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: capacityBodySchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req) => changeCapacity(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body.maxStudents),
  );

  r.put(
    '/classes/:id/schedule',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['Clases'],
        summary: 'Cambiar el horario de una clase (administradores)',
        description:
          'Mismas reglas que el formulario (al menos un día, cada día una vez, inicio antes del fin, intervalos de 30 minutos, un solo turno; el turno se recalcula). Solo en clases `pendiente` o `active`. Si el nuevo horario se empalma con otras clases de estudiantes inscritos: 409 que dice cuántos, y nada cambia.',
        security: [{ bearer: [] }],
        params: classIdParamsSchema,
        body: scheduleChangeBodySchema,
        response: { 200: classDetailSchema, ...errorResponses(400, 401, 403, CLASS_NOT_FOUND, CLASS_CONFLICT) },
      },
    },
    async (req) => changeSchedule(app.db, requestContext(req), requireAdmin(req), req.params.id, req.body),
  );
}
