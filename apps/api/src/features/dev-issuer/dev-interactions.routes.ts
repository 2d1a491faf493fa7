import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { verifyPassword } from '../../crypto/passwords.ts';
import { findDevAccount } from './dev-accounts.repository.ts';
import { IDP_CSS, IDP_JS, loginPage, messagePage, type DemoAccount } from './dev-pages.ts';

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/**
 * The dev issuer's own sign-in screen (interaction routes of oidc-provider) and its assets.
 * Registered in its own scope, which parses the login form (application/x-www-form-urlencoded).
 */
export async function devInteractionRoutes(
  app: FastifyInstance,
  opts: { provider: Provider; demoAccounts: DemoAccount[] },
) {
  const { provider } = opts;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, parseQuery(String(body))),
  );

  app.get('/idp/assets/idp.css', { config: { auth: 'public' } }, (_req, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_CSS),
  );
  app.get('/idp/assets/idp.js', { config: { auth: 'public' } }, (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(IDP_JS),
  );

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      messagePage('La solicitud expiró', 'Cierra esta ventana y vuelve a iniciar sesión desde el portal.'),
      400,
    );

  app.get(
    '/idp/interaction/:uid',
    { config: { auth: 'public' } },
    async (req: FastifyRequest<{ Params: { uid: string } }>, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return expired(reply);
      }
      if (details.prompt.name === 'login') {
        return html(reply, loginPage({ uid: details.uid, demoAccounts: opts.demoAccounts }));
      }
      // Any other prompt (consent is granted by loadExistingGrant): finish without asking.
      reply.hijack();
      await provider.interactionFinished(req.raw, reply.raw, {}, { mergeWithLastSubmission: true });
    },
  );

  app.post(
    '/idp/interaction/:uid/login',
    { config: { auth: 'public', rateLimit: { max: 20, timeWindow: 60_000 } } },
    async (req: FastifyRequest<{ Params: { uid: string }; Body: Record<string, unknown> }>, reply) => {
      let details;
      try {
        details = await provider.interactionDetails(req.raw, reply.raw);
      } catch {
        return expired(reply);
      }
      const email = String(req.body?.['email'] ?? '')
        .trim()
        .toLowerCase()
        .slice(0, 254);
      const password = String(req.body?.['password'] ?? '').slice(0, 200);
      const account = email ? await findDevAccount(app.db, email) : undefined;
      const ok = account?.password_hash ? await verifyPassword(account.password_hash, password) : false;
      if (!account || !ok) {
        return html(
          reply,
          loginPage({
            uid: details.uid,
            email,
            error: 'Correo o contraseña incorrectos.',
            demoAccounts: opts.demoAccounts,
          }),
          401,
        );
      }
      reply.hijack();
      await provider.interactionFinished(
        req.raw,
        reply.raw,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      );
    },
  );

  app.get('/idp/interaction/:uid/abort', { config: { auth: 'public' } }, async (req, reply) => {
    try {
      await provider.interactionDetails(req.raw, reply.raw);
    } catch {
      return expired(reply);
    }
    reply.hijack();
    await provider.interactionFinished(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'El usuario canceló el inicio de sesión.' },
      { mergeWithLastSubmission: false },
    );
  });
}
