import { generateKeyPair, importJWK, SignJWT, type JWTPayload } from 'jose';
import type { Db } from '../db/tables.ts';
import { loadDevSigningKey } from '../features/dev-issuer/dev-keys.ts';
import type { Config } from '../config.ts';

/**
 * Hand-made tokens for the refusal tests: the dev issuer's real key with wrong claims, another
 * key, or other algorithms. `claims` defaults describe a valid student of the dev issuer.
 */
export interface TokenParts {
  header?: Record<string, unknown>;
  claims?: JWTPayload & Record<string, unknown>;
  /** Seconds relative to now. */
  expiresIn?: number | null;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function studentClaims(
  config: Config,
  extra: Record<string, unknown> = {},
): JWTPayload & Record<string, unknown> {
  return {
    iss: config.oidc.issuer,
    aud: config.oidc.audience,
    sub: 'sub-prueba-0001',
    oid: 'oid-prueba-0001',
    email: 'prueba.token@tec.example',
    given_name: 'Prueba',
    family_name: 'Token Manual',
    name: 'Prueba Token Manual',
    ...extra,
  };
}

function withTimes(claims: JWTPayload, expiresIn: number | null | undefined): JWTPayload {
  const now = Math.floor(Date.now() / 1000);
  const out: JWTPayload = { iat: now - 5, ...claims };
  if (expiresIn !== null) out.exp = now + (expiresIn ?? 600);
  return out;
}

/** Signed with the dev issuer's own key (as its tokens are), with whatever claims are given. */
export async function signWithDevKey(db: Db, parts: TokenParts): Promise<string> {
  const key = await loadDevSigningKey(db);
  const privateKey = await importJWK(key.privateJwk, 'RS256');
  return new SignJWT(withTimes(parts.claims ?? {}, parts.expiresIn))
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: key.privateJwk.kid!, ...(parts.header ?? {}) })
    .sign(privateKey);
}

/** Signed with a freshly made RSA key that claims the dev key's id: a forgery. */
export async function signWithForeignKey(db: Db, parts: TokenParts): Promise<string> {
  const real = await loadDevSigningKey(db);
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return new SignJWT(withTimes(parts.claims ?? {}, parts.expiresIn))
    .setProtectedHeader({ alg: 'RS256', kid: real.privateJwk.kid! })
    .sign(privateKey);
}

/** HS256 with a guessed secret (or the dev issuer's public key as the HMAC secret: algorithm confusion). */
export async function signHs256(secret: string | Uint8Array, parts: TokenParts): Promise<string> {
  const key = typeof secret === 'string' ? new TextEncoder().encode(secret) : secret;
  return new SignJWT(withTimes(parts.claims ?? {}, parts.expiresIn))
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(parts.header ?? {}) })
    .sign(key);
}

/** An unsigned token (`alg: none`). */
export function unsignedToken(parts: TokenParts): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(withTimes(parts.claims ?? {}, parts.expiresIn))}.`;
}

/** The dev issuer's public key as bytes of its JWK JSON — what an attacker could fetch from /idp/jwks. */
export async function devPublicKeyBytes(db: Db): Promise<Uint8Array> {
  const key = await loadDevSigningKey(db);
  return new TextEncoder().encode(JSON.stringify(key.publicJwks.keys[0]));
}

/** A token whose payload was edited after signing (the signature no longer matches). */
export function tamperPayload(token: string, edit: (payload: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  edit(claims);
  return `${header}.${b64(claims)}.${signature}`;
}

export function decodePayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
}

export function decodeHeader(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
}
