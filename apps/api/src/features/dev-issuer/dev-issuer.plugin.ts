import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';
import { randomBytes } from 'node:crypto';
import { listDemoAccountsWithPassword } from './dev-accounts.repository.ts';
import { devIssuerRoutes } from './dev-issuer.routes.ts';
import { devInteractionRoutes } from './dev-interactions.routes.ts';
import type { DevSigningKey } from './dev-keys.ts';
import { createDevProvider } from './dev-provider.ts';
import { DevTokenSigner } from './dev-tokens.ts';

/**
 * The built-in development OpenID issuer under /idp: oidc-provider for the standard endpoints
 * (discovery, authorize, token, jwks, end session), our Spanish sign-in page, and the token
 * shortcut for load tests. Only registered when no external issuer is configured.
 */
export async function devIssuerPlugin(app: FastifyInstance, opts: { config: Config; key: DevSigningKey }) {
  const { config, key } = opts;
  const cookieKey = await getOrCreateSecret(app.db, 'dev_idp_cookie_key', () => randomBytes(32).toString('base64url'));
  const provider = await createDevProvider({
    db: app.db,
    oidc: config.oidc,
    publicUrl: config.publicUrl,
    key,
    cookieKey,
    trustProxy: config.trustProxy,
  });
  const demoAccounts = (await listDemoAccountsWithPassword(app.db, 10)).map((a) => ({
    email: a.email,
    name: `${a.given_name} ${a.family_name}`.trim(),
  }));

  // The sign-in popup walks through these pages: like its landing page (/auth/callback) they carry no
  // opener policy, or the browser would cut the popup off from the portal window that opened it.
  app.addHook('onRequest', async (_req, reply) => {
    reply.raw.removeHeader('cross-origin-opener-policy');
  });

  await app.register(devInteractionRoutes, { provider, demoAccounts });
  await app.register(devIssuerRoutes, {
    signer: new DevTokenSigner(key, config.oidc),
    tokensPerAddress: config.devTokenLimit,
  });

  // Everything else under /idp goes to oidc-provider, with the request body left unread for it.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    const callback = provider.callback();
    scope.all('/idp/*', { config: { auth: 'public' } }, (req, reply) => {
      reply.hijack();
      const raw = req.raw as typeof req.raw & { originalUrl?: string };
      raw.originalUrl = raw.url;
      raw.url = raw.url!.slice('/idp'.length) || '/';
      void callback(raw, reply.raw);
    });
  });
}
