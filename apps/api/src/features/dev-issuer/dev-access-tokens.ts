import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The access tokens the dev issuer handed out (popup sign-in and POST /idp/dev/token), so that its
 * sign-out can put them on the API's deny list (revoked_tokens) — the issuer plays the part that
 * token introspection or revocation plays with an issuer that offers it.
 */
export async function recordDevAccessToken(
  db: DbOrTrx,
  token: { jti: string; sub: string; grantId: string | null; expiresAtMs: number },
): Promise<void> {
  await db
    .insertInto('dev_idp_access_tokens')
    .values({ jti: token.jti, sub: token.sub, grant_id: token.grantId, expires_at: token.expiresAtMs })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  if (Math.random() < 0.01) {
    await db.deleteFrom('dev_idp_access_tokens').where('expires_at', '<', Date.now()).execute();
  }
}

/** Revokes every unexpired access token of an account (its sign-out ends all its sessions' tokens). */
export async function revokeDevAccessTokensOf(db: DbOrTrx, by: { sub: string } | { grantId: string }) {
  const now = Date.now();
  let tokens = db.selectFrom('dev_idp_access_tokens').select(['jti', 'expires_at']).where('expires_at', '>', now);
  tokens = 'sub' in by ? tokens.where('sub', '=', by.sub) : tokens.where('grant_id', '=', by.grantId);
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'expires_at'])
    .expression(tokens)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}
