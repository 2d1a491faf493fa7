import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import { findOrCreateDevAccount, isDemoEmail } from './dev-accounts.ts';
import type { DevTokenSigner } from './dev-tokens.ts';

const tokenBody = z.object({
  email: z.string({ error: 'El correo es obligatorio.' }).trim().max(254).email({ error: 'El correo no es válido.' }),
});

/**
 * POST /idp/dev/token — only while the built-in dev issuer is on: an access token for any address
 * of the demo domain (new addresses become new accounts). For load tests and benchmarks.
 */
export async function devIssuerRoutes(app: FastifyInstance, opts: { signer: DevTokenSigner }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/idp/dev/token',
    {
      config: { auth: 'public', noStore: true },
      schema: {
        tags: ['Emisor de desarrollo'],
        summary: 'Token de acceso de un estudiante de demostración (solo en desarrollo)',
        body: tokenBody,
        response: {
          200: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number() }),
        },
      },
    },
    async (req) => {
      if (!isDemoEmail(req.body.email)) {
        throw new DomainError('badRequest', {
          message: 'Solo se emiten tokens para correos del dominio de demostración (@tec.example).',
          statusCode: 400,
        });
      }
      const account = await findOrCreateDevAccount(app.db, req.body.email);
      return { access_token: await opts.signer.sign(account), token_type: 'Bearer' as const, expires_in: 3600 };
    },
  );
}
