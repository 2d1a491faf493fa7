import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DomainError } from '@portal/domain/errors';
import { findOrCreateDevAccount, isDemoEmail } from './dev-accounts.ts';
import { isStaffEmail } from './dev-accounts.repository.ts';
import { recordDevAccessToken } from './dev-access-tokens.ts';
import type { DevTokenSigner } from './dev-tokens.ts';

const tokenBody = z.object({
  email: z.string({ error: 'El correo es obligatorio.' }).trim().max(254).email({ error: 'El correo no es válido.' }),
});

/** The window of the per-address limit, as the staff sign-in's. */
const WINDOW_MS = 15 * 60 * 1000;

/**
 * POST /idp/dev/token — only while the built-in dev issuer is on: an access token for any address
 * of the demo domain (new addresses become new accounts) except a staff account's. For load tests and
 * benchmarks; limited per address like the staff sign-in (DEV_TOKEN_LIMIT tokens in 15 minutes).
 * Every token is recorded, so the issuer's sign-out revokes it.
 */
export async function devIssuerRoutes(
  app: FastifyInstance,
  opts: { signer: DevTokenSigner; tokensPerAddress: number },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/idp/dev/token',
    {
      config: {
        auth: 'public',
        noStore: true,
        rateLimit: { max: opts.tokensPerAddress, timeWindow: WINDOW_MS },
      },
      schema: {
        tags: ['Emisor de desarrollo'],
        summary: 'Token de acceso de un estudiante de demostración (solo en desarrollo)',
        description:
          `Como máximo ${opts.tokensPerAddress} tokens por dirección en 15 minutos (después, 429). ` +
          'No emite tokens para correos de cuentas de personal. `expires_in` es la vida real del token.',
        body: tokenBody,
        response: {
          200: z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number() }),
        },
      },
    },
    async (req) => {
      if (!isDemoEmail(req.body.email)) {
        throw new DomainError('devTokenDemoOnly');
      }
      if (await isStaffEmail(app.db, req.body.email)) {
        throw new DomainError('devTokenStaffEmail');
      }
      const account = await findOrCreateDevAccount(app.db, req.body.email);
      const issued = await opts.signer.issue(account);
      await recordDevAccessToken(app.db, {
        jti: issued.jti,
        sub: account.sub,
        grantId: null,
        expiresAtMs: issued.expiresAtMs,
      });
      return { access_token: issued.token, token_type: 'Bearer' as const, expires_in: issued.ttlSeconds };
    },
  );
}
