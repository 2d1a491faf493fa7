import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer carries a token or personal data even without a signed-in caller: never cached. */
    noStore?: boolean;
  }
}

/**
 * `Cache-Control: no-store` on every answer that is about someone: any answer of a route that is not
 * public when the caller sent a token (success or error), and the routes that hand out a token or take
 * personal data (`config.noStore`). On a shared computer nothing of a signed-in session stays in the
 * browser's cache after sign-out. Public answers (the class list, catalogues, sign-in settings) keep
 * whatever caching their route chose; a route that set its own Cache-Control keeps it.
 */
export const noStorePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (reply.hasHeader('cache-control')) return done(null, payload);
      const config = request.routeOptions.config;
      const personal =
        config.noStore === true ||
        request.identity !== null ||
        (config.auth !== undefined && config.auth !== 'public' && request.headers.authorization !== undefined);
      if (personal) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'no-store', dependencies: ['auth'] },
);
