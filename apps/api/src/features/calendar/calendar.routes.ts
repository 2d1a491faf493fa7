import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarTokenParamsSchema, calendarTokenSchema, classIdParamsSchema } from '@portal/domain/schemas';
import { errorResponses } from '../../lib/error-responses.ts';
import { acceptEmptyJsonBody } from '../../lib/empty-json-body.ts';
import { optionalCaller, requireCaller } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';

/** The 404 of a class that does not exist, worded for the API table. */
const CLASS_NOT_FOUND = { 404: 'La clase no existe' } as const;
import {
  createCalendarToken,
  feedOfClass,
  feedOfToken,
  myCalendarToken,
  revokeCalendarToken,
} from './calendar.service.ts';

const ICS = 'text/calendar; charset=utf-8';
const icsBody = z.string().describe('iCalendar (RFC 5545), eventos en America/Cancun');

/** Calendars: each student's and teacher's private address, and any class's schedule as a file. */
export async function calendarRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/calendar/token',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Calendario'],
        summary: 'Mi dirección privada de calendario (estudiantes y docentes)',
        description: 'La dirección de suscripción (`url`) de las clases del que llama, o `null` si no ha creado una.',
        security: [{ bearer: [] }],
        response: { 200: calendarTokenSchema, ...errorResponses(401, 403) },
      },
    },
    async (req) => myCalendarToken(app.db, requireCaller(req), opts.publicUrl),
  );

  await app.register(async (scope) => {
    acceptEmptyJsonBody(scope);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/calendar/token',
      {
        config: { auth: 'authenticated' },
        schema: {
          tags: ['Calendario'],
          summary: 'Crear (o cambiar) mi dirección privada de calendario',
          description:
            'Responde 201 con una dirección nueva; la anterior deja de funcionar al instante. La dirección es la única credencial del calendario: quien la tenga ve las clases.',
          security: [{ bearer: [] }],
          response: { 201: calendarTokenSchema, ...errorResponses(401, 403) },
        },
      },
      async (req, reply) =>
        reply
          .code(201)
          .send(await createCalendarToken(app.db, requestContext(req), requireCaller(req), opts.publicUrl)),
    );
  });

  r.delete(
    '/calendar/token',
    {
      config: { auth: 'authenticated' },
      schema: {
        tags: ['Calendario'],
        summary: 'Revocar mi dirección privada de calendario',
        description: 'Responde 204; la dirección deja de funcionar al instante (404).',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Dirección revocada'), ...errorResponses(401, 403) },
      },
    },
    async (req, reply) => {
      await revokeCalendarToken(app.db, requestContext(req), requireCaller(req));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/calendar/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Calendario'],
        summary: 'Calendario privado (suscripción .ics)',
        description:
          '`{token}.ics`: las sesiones de las clases del dueño de la dirección entre el inicio y el fin de clases del periodo, en America/Cancun, con salón y docente; una clase cancelada aparece con sus eventos cancelados. Dirección desconocida o revocada: 404.',
        params: calendarTokenParamsSchema,
        response: { 200: icsBody, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const token = req.params.token.replace(/\.ics$/, '');
      const text = await feedOfToken(app.db, token, app.clock.now(), opts.publicUrl);
      return reply.type(ICS).header('cache-control', 'private, no-store').send(text);
    },
  );

  r.get(
    '/classes/:id/calendar.ics',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['Calendario'],
        summary: 'Horario de una clase (.ics)',
        description:
          'Las sesiones de la clase entre el inicio y el fin de clases de su periodo, en America/Cancun, con salón y docente; el grupo de WhatsApp solo para inscritos y administradores.',
        params: classIdParamsSchema,
        response: { 200: icsBody, ...errorResponses(400, 401, CLASS_NOT_FOUND) },
      },
    },
    async (req, reply) => {
      const text = await feedOfClass(app.db, optionalCaller(req), req.params.id, app.clock.now(), opts.publicUrl);
      return reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="clase-${req.params.id}.ics"`)
        .send(text);
    },
  );
}
