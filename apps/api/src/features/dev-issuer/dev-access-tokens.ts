import type { DbOrTrx } from '../../db/tables.ts';
import { identityWritten } from '../../lib/identity-writes.ts';
import {
  deleteExpiredDevAccessTokens,
  insertDevAccessToken,
  revokeDevAccessTokensOf,
} from './dev-access-tokens.repository.ts';

/**
 * The access tokens the dev issuer handed out (popup sign-in and POST /idp/dev/token), so that its
 * sign-out can put them on the API's deny list (revoked_tokens) — the issuer plays the part that
 * token introspection or revocation plays with an issuer that offers it.
 */
export async function recordDevAccessToken(
  db: DbOrTrx,
  token: { jti: string; sub: string; grantId: string | null; expiresAtMs: number },
): Promise<void> {
  await insertDevAccessToken(db, token);
  if (Math.random() < 0.01) await deleteExpiredDevAccessTokens(db, Date.now());
}

/** Revokes every unexpired access token of an account (its sign-out ends all its sessions' tokens). */
export async function revokeDevAccessTokens(db: DbOrTrx, by: { sub: string } | { grantId: string }) {
  await revokeDevAccessTokensOf(db, by, Date.now());
  identityWritten();
}
