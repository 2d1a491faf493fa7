import { jwtVerify, SignJWT } from 'jose';
import { TIMINGS_MS } from '@portal/domain/constants';

export const STAFF_TOKEN_ISSUER = 'portal-cursos-verano';
export const STAFF_TOKEN_AUDIENCE = 'portal-staff';

export interface StaffClaims {
  userId: number;
  role: 'admin' | 'teacher' | 'finanzas';
}

/** A verified staff token: its claims, its id (for the deny list) and its lifetime, epoch ms. */
export interface VerifiedStaffToken extends StaffClaims {
  tokenId: string;
  issuedAt: number;
  expiresAt: number;
}

/** Signs and verifies the API's own staff tokens (HS256, 24 h, each with its own id so it can be revoked). */
export class StaffTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(claims: StaffClaims, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
    const expiresAt = now + TIMINGS_MS.staffSessionLifetime;
    const token = await new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(STAFF_TOKEN_ISSUER)
      .setAudience(STAFF_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .setJti(crypto.randomUUID())
      .sign(this.#key);
    return { token, expiresAt };
  }

  /** The claims of a valid token, or null for anything else (bad signature, expired, other alg, no id). */
  async verify(token: string): Promise<VerifiedStaffToken | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: STAFF_TOKEN_ISSUER,
        audience: STAFF_TOKEN_AUDIENCE,
      });
      const userId = Number(payload.sub);
      const role = payload['role'];
      const { jti, iat, exp } = payload;
      if (!Number.isInteger(userId) || (role !== 'admin' && role !== 'teacher' && role !== 'finanzas')) return null;
      if (typeof jti !== 'string' || !jti || typeof iat !== 'number' || typeof exp !== 'number') return null;
      return { userId, role, tokenId: jti, issuedAt: iat * 1000, expiresAt: exp * 1000 };
    } catch {
      return null;
    }
  }
}
