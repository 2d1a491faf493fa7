import type { DbOrTrx } from '../../db/tables.ts';

export async function insertDevAccessToken(
  db: DbOrTrx,
  token: { jti: string; sub: string; grantId: string | null; expiresAtMs: number },
): Promise<void> {
  await db
    .insertInto('dev_idp_access_tokens')
    .values({ jti: token.jti, sub: token.sub, grant_id: token.grantId, expires_at: token.expiresAtMs })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

export async function deleteExpiredDevAccessTokens(db: DbOrTrx, nowMs: number): Promise<void> {
  await db.deleteFrom('dev_idp_access_tokens').where('expires_at', '<', nowMs).execute();
}

/** Puts every unexpired access token of an account (or of a grant) on the API's deny list, in one statement. */
export async function revokeDevAccessTokensOf(db: DbOrTrx, by: { sub: string } | { grantId: string }, nowMs: number) {
  let tokens = db.selectFrom('dev_idp_access_tokens').select(['jti', 'expires_at']).where('expires_at', '>', nowMs);
  tokens = 'sub' in by ? tokens.where('sub', '=', by.sub) : tokens.where('grant_id', '=', by.grantId);
  await db
    .insertInto('revoked_tokens')
    .columns(['jti', 'expires_at'])
    .expression(tokens)
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}
