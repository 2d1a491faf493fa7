import type { JSONWebKeySet, JWTPayload } from 'jose';
import type { OidcConfig } from '../../config.ts';
import { ALGORITHMS, fetchJson, JwsKeys, signatureValid } from './jws-keys.ts';

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

/** How many verified tokens are remembered (about 1 kB each). */
const VERIFIED_TOKENS_KEPT = 5000;
/** Seconds of clock difference allowed on `exp` and `nbf` (none, as with jose's default). */
const CLOCK_TOLERANCE_S = 0;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * Verifies student access tokens against the issuer's keys: signature, issuer, audience and
 * expiry. With the built-in dev issuer the keys are local; otherwise they come from the issuer's
 * published JWKS (found through its discovery document). The checks are jose's `jwtVerify`'s for
 * these options, done with node:crypto on key objects imported once: an RS256 check costs about
 * 30 µs instead of jose's 117 µs through WebCrypto(the enrolment rush).
 */
export class StudentTokens {
  readonly #config: OidcConfig;
  readonly #keys: JwsKeys;
  /**
   * Tokens whose signature, issuer and audience were already checked, with their claims, until they
   * expire. The SPA sends the same access token with every request for its lifetime, and an RSA check
   * through WebCrypto was the largest cost of an enrolment after the database (13 % of the server's
   * CPU in the bench's rush). Only valid tokens are kept, at most VERIFIED_TOKENS_KEPT (oldest out).
   */
  readonly #verified = new Map<string, { claims: StudentClaims; expiresAt: number }>();

  constructor(config: OidcConfig, localJwks?: JSONWebKeySet) {
    this.#config = config;
    if (localJwks) {
      this.#keys = new JwsKeys({ jwks: localJwks });
    } else {
      let jwksUri: Promise<string> | null = null;
      const discover = async () => {
        const doc = (await fetchJson(`${config.issuer}/.well-known/openid-configuration`)) as { jwks_uri?: unknown };
        if (typeof doc?.jwks_uri !== 'string') throw new Error('OIDC discovery has no jwks_uri');
        return doc.jwks_uri;
      };
      this.#keys = new JwsKeys({
        load: async () => {
          jwksUri ??= discover().catch((err: unknown) => {
            jwksUri = null;
            throw err;
          });
          return fetchJson(await jwksUri);
        },
      });
    }
  }

  /** The claims of a valid token, or null when the token is not valid for this API. */
  async verify(token: string, now = Date.now()): Promise<StudentClaims | null> {
    const known = this.#verified.get(token);
    if (known) {
      if (known.expiresAt > now) return known.claims;
      this.#verified.delete(token);
    }
    let payload: JWTPayload | null;
    try {
      payload = await this.#verifiedPayload(token, now);
    } catch {
      return null;
    }
    if (!payload) return null;
    const claims = claimsFrom(payload);
    if (claims && typeof payload.exp === 'number') {
      if (this.#verified.size >= VERIFIED_TOKENS_KEPT) this.#verified.delete(this.#verified.keys().next().value!);
      this.#verified.set(token, { claims, expiresAt: payload.exp * 1000 });
    }
    return claims;
  }

  /** The payload of a compact JWS signed by one of the issuer's keys, valid now for this API; else null. */
  async #verifiedPayload(token: string, now: number): Promise<JWTPayload | null> {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart) || !BASE64URL.test(signaturePart)) return null;
    const header = jsonObject(headerPart);
    // Only the allowed asymmetric algorithms ('none' and HS256 with the public key are refused here).
    const alg = header?.['alg'];
    if (typeof alg !== 'string' || !Object.hasOwn(ALGORITHMS, alg)) return null;
    // No extension this verifier would have to understand (jose refuses unknown `crit` too).
    if (header!['crit'] !== undefined) return null;
    const kid = header!['kid'];
    if (kid !== undefined && typeof kid !== 'string') return null;
    const spec = ALGORITHMS[alg]!;

    const payload = jsonObject(payloadPart) as JWTPayload | null;
    if (!payload || !claimsValid(payload, this.#config, now)) return null;

    const keys = await this.#keys.candidates(alg, spec, kid);
    const data = Buffer.from(`${headerPart}.${payloadPart}`, 'latin1');
    const signature = Buffer.from(signaturePart, 'base64url');
    return keys.some((key) => signatureValid(spec, key, data, signature)) ? payload : null;
  }
}

/** A base64url part holding a JSON object, or null. */
function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * jose's claim checks for the options the API used: `exp` and `sub` required, the issuer exactly, the
 * audience (a string or one of an array), `exp`, `nbf` and `iat` numbers when present, not expired,
 * already valid (seconds, clock tolerance CLOCK_TOLERANCE_S).
 */
function claimsValid(payload: JWTPayload, config: OidcConfig, nowMs: number): boolean {
  const now = Math.floor(nowMs / 1000);
  const { exp, nbf, iat, aud } = payload;
  if (typeof exp !== 'number' || !('sub' in payload)) return false;
  if (nbf !== undefined && typeof nbf !== 'number') return false;
  if (iat !== undefined && typeof iat !== 'number') return false;
  if (payload.iss !== config.issuer) return false;
  if (typeof aud === 'string' ? aud !== config.audience : !Array.isArray(aud) || !aud.includes(config.audience)) {
    return false;
  }
  if (nbf !== undefined && nbf > now + CLOCK_TOLERANCE_S) return false;
  return exp > now - CLOCK_TOLERANCE_S;
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
