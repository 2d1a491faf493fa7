import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config.ts';

export interface StudentClaims {
  /** The stable account id: Entra's `oid`, or `sub` when there is no `oid`. */
  oid: string;
  email: string;
  givenName: string;
  familyName: string;
  name: string;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];

/**
 * Verifies student access tokens against the issuer's keys: signature, issuer, audience and
 * expiry. With the built-in dev issuer the keys are local; otherwise they come from the issuer's
 * published JWKS (found through its discovery document and cached by jose).
 */
export class StudentTokens {
  readonly #config: OidcConfig;
  #keys: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet> | null = null;
  #discovery: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;

  constructor(config: OidcConfig, localJwks?: JSONWebKeySet) {
    this.#config = config;
    if (localJwks) this.#keys = createLocalJWKSet(localJwks);
  }

  async #keySet() {
    if (this.#keys) return this.#keys;
    this.#discovery ??= (async () => {
      const res = await fetch(`${this.#config.issuer}/.well-known/openid-configuration`);
      if (!res.ok) throw new Error(`OIDC discovery failed: ${res.status}`);
      const doc = (await res.json()) as { jwks_uri?: string };
      if (!doc.jwks_uri) throw new Error('OIDC discovery has no jwks_uri');
      const set = createRemoteJWKSet(new URL(doc.jwks_uri));
      this.#keys = set;
      return set;
    })().catch((err: unknown) => {
      this.#discovery = null;
      throw err;
    });
    return this.#discovery;
  }

  /** The claims of a valid token, or null when the token is not valid for this API. */
  async verify(token: string): Promise<StudentClaims | null> {
    let payload: JWTPayload;
    try {
      const keys = await this.#keySet();
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        issuer: this.#config.issuer,
        audience: this.#config.audience,
        requiredClaims: ['exp', 'sub'],
      }));
    } catch {
      return null;
    }
    return claimsFrom(payload);
  }
}

function str(v: unknown): string {
  return typeof v === 'string' ? v.trim() : '';
}

export function claimsFrom(payload: JWTPayload): StudentClaims | null {
  const oid = str(payload['oid']) || str(payload.sub);
  if (!oid) return null;
  const email = str(payload['email']) || str(payload['preferred_username']) || str(payload['upn']);
  const givenName = str(payload['given_name']);
  const familyName = str(payload['family_name']);
  const name = str(payload['name']) || [givenName, familyName].filter(Boolean).join(' ') || 'Usuario';
  return { oid, email, givenName, familyName, name };
}
