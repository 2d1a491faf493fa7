import { requestContext } from '../../lib/service-context.ts';
import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '@portal/domain/rules';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  acceptedInvitationSchema,
  acceptInvitationBodySchema,
  idParamsSchema,
  invitationLookupBodySchema,
  publicInvitationSchema,
  sentInvitationSchema,
  teacherInvitationSchema,
  teacherInvitationsResponseSchema,
} from '@portal/domain/schemas';
import { requireAdmin } from '../../lib/callers.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import {
  acceptInvitation,
  listTeacherInvitations,
  readInvitation,
  revokeTeacherInvitation,
  sendInvitation,
} from './teacher-invitations.service.ts';

/** Reads and uses of invitation links allowed per address in the window (a token has 256 random bits). */
const INVITATION_RATE_LIMIT = { max: 30, timeWindow: 10 * 60 * 1000 } as const;

/** Teacher invitations: from an accepted application to a teacher account. */
export async function teacherInvitationsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Invitaciones de docentes'];

  r.post(
    '/teachers/applications/:id/invitation',
    {
      config: { auth: 'admin', noStore: true },
      schema: {
        tags,
        summary: 'Invitar (o volver a invitar) a quien tiene una solicitud aceptada (administradores)',
        description:
          'Responde 201 con el enlace `/staff/invitation#<token>` (el token va en el fragmento, que los navegadores nunca envían al servidor) (solo esta vez: se guarda el SHA-256 del token) y lo envía por correo. Vale 7 días y una sola vez. Volver a llamar envía un enlace nuevo y el anterior deja de servir (también si estaba revocado). 404 solicitud inexistente; 409 solicitud no aceptada, correo que ya tiene cuenta de personal o invitación ya usada.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 201: sentInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req, reply) => {
      const admin = requireAdmin(req);
      const sent = await sendInvitation(app.db, requestContext(req), admin, req.params.id, opts.publicUrl);
      return reply.code(201).send(sent);
    },
  );

  r.get(
    '/teachers/invitations',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Invitaciones de docentes, de la más reciente a la más antigua (administradores)',
        description: '`state`: pending, expired, used o revoked.',
        security: [{ bearer: [] }],
        response: { 200: teacherInvitationsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => listTeacherInvitations(app.db, app.clock.now()),
  );

  r.delete(
    '/teachers/invitations/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        summary: 'Revocar una invitación (administradores)',
        description:
          'Su enlace deja de servir. Una invitación ya usada no se revoca (409); revocar dos veces no cambia nada.',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        response: { 200: teacherInvitationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (req) => revokeTeacherInvitation(app.db, requestContext(req), requireAdmin(req), req.params.id),
  );

  r.post(
    '/staff/invitation/lookup',
    {
      // Reads only: the class list's kept answers stay as they are.
      config: { auth: 'public', noStore: true, rateLimit: INVITATION_RATE_LIMIT, changesClasses: () => [] },
      schema: {
        tags,
        summary: 'Estado de una invitación por su token (público)',
        description:
          'El token va en el cuerpo, nunca en una dirección (los servidores y proxies registran direcciones). Pendiente: nombre y correo de la persona invitada. Vencida: 410 "La invitación expiró. …"; usada: 409 "La invitación ya fue usada. …"; revocada o desconocida: 404 "La invitación no existe o fue revocada."',
        body: invitationLookupBodySchema,
        response: { 200: publicInvitationSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (req) => readInvitation(app.db, req.body.token, app.clock.now()),
  );

  r.post(
    '/staff/invitation/accept',
    {
      config: { auth: 'public', noStore: true, rateLimit: INVITATION_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Usar una invitación: elegir la contraseña y crear la cuenta de docente (público)',
        description:
          'Crea una cuenta de docente activa con el nombre y el correo de la solicitud; la contraseña sigue las reglas del personal (6 a 200 caracteres). Los mismos errores que la consulta del estado, y 409 "Ya existe una cuenta de personal con ese correo." De dos usos simultáneos del mismo enlace solo uno crea la cuenta.',
        body: acceptInvitationBodySchema,
        response: { 201: acceptedInvitationSchema, ...errorResponses(400, 404, 409, 410) },
      },
    },
    async (req, reply) => {
      const account = await acceptInvitation(app.db, requestContext(req), req.body.token, req.body.password);
      return reply.code(201).send({ ...account, message: SUCCESS_MESSAGES.teacherAccountReady });
    },
  );
}
