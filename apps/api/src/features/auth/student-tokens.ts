import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import type { OidcConfig } from '../../config.ts';

export interface StudentClaims {
  /** The stable account id: Entra's `oid`, or `sub` when there is no `oid`. */
  oid: string;
  email: string;
  givenName: string;
  familyName: string;
  name: string;
  /** The token's own id (`jti`) when it has one (the dev issuer's do), for the deny list. */
  tokenId: string | null;
}

const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256'];
/** How many verified tokens are remembered (about 1 kB each). */
const VERIFIED_TOKENS_KEPT = 5000;

/**
 * Verifies student access tokens against the issuer's keys: signature, issuer, audience and
 * expiry. With the built-in dev issuer the keys are local; otherwise they come from the issuer's
 * published JWKS (found through its discovery document and cached by jose).
 */
export class StudentTokens {
  readonly #config: OidcConfig;
  #keys: ReturnType<typeof createRemoteJWKSet> | ReturnType<typeof createLocalJWKSet> | null = null;
  #discovery: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;
  /**
   * Tokens whose signature, issuer and audience were already checked, with their claims, until they
   * expire. The SPA sends the same access token with every request for its lifetime, and an RSA check
   * through WebCrypto was the largest cost of an enrolment after the database (13 % of the server's
   * CPU in the bench's rush). Only valid tokens are kept, at most VERIFIED_TOKENS_KEPT (oldest out).
   */
  readonly #verified = new Map<string, { claims: StudentClaims; expiresAt: number }>();

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
  async verify(token: string, now = Date.now()): Promise<StudentClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.#verified.delete(token);
    }
    let payload: JWTPayload;
    try {
      const keys = await this.#keySet();
      ({ payload } = await jwtVerify(token, keys, {
        algorithms: ALGORITHMS,
        issuer: this.#config.issuer,
        audience: this.#config.audience,
        requiredClaims: ['exp', 'sub'],
        currentDate: new Date(now),
      }));
    } catch {
      return null;
    }
    const claims = claimsFrom(payload);
    if (claims && typeof payload.exp === 'number') {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
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
  const tokenId = str(payload.jti) || null;
  return { oid, email, givenName, familyName, name, tokenId };
}
