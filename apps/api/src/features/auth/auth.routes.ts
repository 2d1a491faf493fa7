import type { FastifyInstance } from 'fastify';
import { isDomainError } from '@portal/domain/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffUserSchema,
  studentProfileSchema,
} from '@portal/domain/schemas';
import { z } from 'zod';
import type { OidcConfig } from '../../config.ts';
import { requireStaff, requireStudent } from '../../lib/callers.ts';
import { requestContext } from '../../lib/service-context.ts';
import { recordLoginFailure, staffLogin, staffLogout, staffProfile, studentProfile } from './auth.service.ts';
import { createLoginThrottle, LOGIN_LIMITS } from './login-throttle.ts';

export async function authRoutes(app: FastifyInstance, opts: { oidc: OidcConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle(app);

  r.post(
    '/auth/staff/login',
    {
      config: {
        auth: 'public',
        noStore: true,
        rateLimit: { max: LOGIN_LIMITS.attemptsPerAddress, timeWindow: LOGIN_LIMITS.windowMs },
      },
      preHandler: throttle.check,
      // A wrong email or password counts against the address and the email, and is logged.
      onError: async (req, _reply, err) => {
        if (!isDomainError(err) || err.key !== 'invalidCredentials') return;
        const { email } = req.body as { email: string };
        try {
          const lockedOut = await throttle.recordFailure(req);
          await recordLoginFailure(app.db, requestContext(req), { email, lockedOut });
        } catch (recordErr) {
          req.log.error({ err: recordErr }, 'sign-in failure not recorded');
        }
      },
      schema: {
        tags: ['Autenticación'],
        summary: 'Inicio de sesión del personal (correo y contraseña)',
        description:
          'Devuelve un token Bearer válido 24 horas. Con un correo desconocido o una contraseña incorrecta ' +
          'responde 401 «Email o contraseña incorrectos». En 15 minutos, tras ' +
          `${LOGIN_LIMITS.failuresPerEmailAndAddress} fallos con un mismo correo desde una dirección, esa ` +
          `dirección recibe 429 para ese correo (no las demás); tras ${LOGIN_LIMITS.failuresPerAddress} fallos ` +
          `desde una dirección o ${LOGIN_LIMITS.attemptsPerAddress} intentos, 429 para cualquier correo. Pasados ` +
          `${LOGIN_LIMITS.brakeFreeFailures} fallos de un correo desde cualquier dirección, cada intento con ` +
          `ese correo espera un retraso creciente (hasta ${LOGIN_LIMITS.brakeMaxDelayMs / 1000} s), sin rechazarlo.`,
        body: staffLoginBodySchema,
        response: { 200: staffLoginResponseSchema },
      },
    },
    async (req) => staffLogin(app.db, app.staffTokens, req.body, app.clock.now()),
  );

  r.post(
    '/auth/staff/logout',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Autenticación'],
        summary: 'Cierre de sesión del personal: el token deja de ser válido en el servidor',
        description:
          'El token enviado queda revocado hasta su expiración, en todos los procesos: después responde 401. ' +
          'Responde 204 sin cuerpo.',
        security: [{ bearer: [] }],
        response: { 204: z.null().describe('Sesión cerrada') },
      },
    },
    async (req, reply) => {
      await staffLogout(app.db, requireStaff(req));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/auth/staff/profile',
    {
      config: { auth: 'staff' },
      schema: {
        tags: ['Autenticación'],
        summary: 'Perfil del personal que llama',
        security: [{ bearer: [] }],
        response: { 200: staffUserSchema },
      },
    },
    async (req) => staffProfile(app.db, requireStaff(req).userId),
  );

  r.get(
    '/auth/student/profile',
    {
      config: { auth: 'student' },
      schema: {
        tags: ['Autenticación'],
        summary: 'Perfil del estudiante que llama (se crea en la primera llamada a partir del token)',
        security: [{ bearer: [] }],
        response: { 200: studentProfileSchema },
      },
    },
    async (req) => studentProfile(app.db, requireStudent(req).userId),
  );

  r.get(
    '/auth/config',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Autenticación'],
        summary: 'Datos públicos del inicio de sesión institucional (OpenID Connect) para la aplicación web',
        response: { 200: authConfigSchema },
      },
    },
    async () => ({
      mode: opts.oidc.mode,
      authority: opts.oidc.issuer,
      clientId: opts.oidc.clientId,
      scope: opts.oidc.scope,
    }),
  );
}
