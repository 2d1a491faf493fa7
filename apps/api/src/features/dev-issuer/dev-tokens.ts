import { importJWK, SignJWT } from 'jose';
import type { OidcConfig } from '../../config.ts';
import type { DevAccount } from './dev-accounts.ts';
import type { DevSigningKey } from './dev-keys.ts';

/** Dev access tokens last a working day (Entra ID's last 60–90 minutes). */
export const DEV_ACCESS_TOKEN_TTL_S = 8 * 60 * 60;

/** Claims of a dev access token, shaped like Microsoft Entra ID's (oid, name, preferred_username). */
export function devAccessClaims(account: DevAccount) {
  return {
    oid: account.sub,
    name: [account.given_name, account.family_name].filter(Boolean).join(' '),
    given_name: account.given_name,
    family_name: account.family_name,
    email: account.email,
    preferred_username: account.email,
  };
}

/**
 * Signs access tokens for the API audience with the dev issuer's key — the same key and claims
 * as the tokens the dev OpenID provider issues through the sign-in popup.
 */
export class DevTokenSigner {
  readonly #key: DevSigningKey;
  readonly #oidc: OidcConfig;
  #privateKey: ReturnType<typeof importJWK> | null = null;

  constructor(key: DevSigningKey, oidc: OidcConfig) {
    this.#key = key;
    this.#oidc = oidc;
  }

  async sign(account: DevAccount, options: { now?: number; ttlSeconds?: number } = {}): Promise<string> {
    return (await this.issue(account, options)).token;
  }

  /** A signed token with its id and expiry (epoch ms), to record it. */
  async issue(
    account: DevAccount,
    options: { now?: number; ttlSeconds?: number } = {},
  ): Promise<{ token: string; jti: string; expiresAtMs: number; ttlSeconds: number }> {
    this.#privateKey ??= importJWK(this.#key.privateJwk, 'RS256');
    const now = Math.floor((options.now ?? Date.now()) / 1000);
    const ttlSeconds = options.ttlSeconds ?? DEV_ACCESS_TOKEN_TTL_S;
    const jti = crypto.randomUUID();
    const token = await new SignJWT({
      ...devAccessClaims(account),
      scope: this.#oidc.scope,
      client_id: this.#oidc.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: this.#key.privateJwk.kid! })
      .setIssuer(this.#oidc.issuer)
      .setAudience(this.#oidc.audience)
      .setSubject(account.sub)
      .setIssuedAt(now)
      .setExpirationTime(now + ttlSeconds)
      .setJti(jti)
      .sign(await this.#privateKey);
    return { token, jti, expiresAtMs: (now + ttlSeconds) * 1000, ttlSeconds };
  }
}
