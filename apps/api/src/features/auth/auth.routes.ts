import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authConfigSchema,
  staffLoginBodySchema,
  staffLoginResponseSchema,
  staffUserSchema,
  studentProfileSchema,
} from '@portal/domain/schemas';
import type { OidcConfig } from '../../config.ts';
import { staffLogin, staffProfile, studentProfile } from './auth.service.ts';

/** Sign-in limits: per address (any email) and per email (any address), over 15 minutes. */
export const LOGIN_LIMITS = { perAddress: 30, perEmail: 8, windowMs: 15 * 60 * 1000 };

export async function authRoutes(app: FastifyInstance, opts: { oidc: OidcConfig }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The per-address limit is the route's own (config.rateLimit, before anything is parsed). The
  // per-email one needs the validated, normalised email, so it runs as a preHandler; it uses
  // createRateLimit because a second rateLimit() handler on a route is skipped by the plugin.
  const perEmail = app.createRateLimit({
    max: LOGIN_LIMITS.perEmail,
    timeWindow: LOGIN_LIMITS.windowMs,
    keyGenerator: (req) => `staff-login-email:${(req.body as { email: string }).email}`,
  });
  const limitPerEmail = async (req: FastifyRequest, reply: FastifyReply) => {
    const result = await perEmail(req);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new DomainError('tooManyRequests');
    }
  };

  r.post(
    '/auth/staff/login',
    {
      config: { auth: 'public', rateLimit: { max: LOGIN_LIMITS.perAddress, timeWindow: LOGIN_LIMITS.windowMs } },
      preHandler: limitPerEmail,
      schema: {
        tags: ['Autenticación'],
        summary: 'Inicio de sesión del personal (correo y contraseña)',
        description:
          'Devuelve un token Bearer válido 24 horas. Con un correo desconocido o una contraseña incorrecta responde 401 «Email o contraseña incorrectos». Limitado por dirección y por correo (429).',
        body: staffLoginBodySchema,
        response: { 200: staffLoginResponseSchema },
      },
    },
    async (req) => staffLogin(app.db, app.staffTokens, req.body),
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
    async (req) => staffProfile(app.db, req.identity!.userId),
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
    async (req) => studentProfile(app.db, req.identity!.userId),
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
