import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { DbOrTrx } from '../../db/tables.ts';
import { getOrCreateSecret } from '../../lib/secrets.ts';

export interface DevSigningKey {
  /** Private JWK (with kid, alg, use) — what the issuer signs with. */
  privateJwk: JWK;
  /** Public JWK set — what the API verifies with. */
  publicJwks: { keys: JWK[] };
}

/** The dev issuer's RS256 key, created once and kept in the database so restarts keep sessions. */
export async function loadDevSigningKey(db: DbOrTrx): Promise<DevSigningKey> {
  const stored = await getOrCreateSecret(db, 'dev_idp_signing_jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return JSON.stringify({ ...jwk, kid: `dev-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' });
  });
  const privateJwk = JSON.parse(stored) as JWK;
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = privateJwk;
  return { privateJwk, publicJwks: { keys: [publicJwk] } };
}
