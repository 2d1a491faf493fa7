import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { decodeProtectedHeader } from 'jose';
import type { DbOrTrx } from '../../db/tables.ts';
import type { Identity } from '../../lib/identity.ts';
import type { IdentityCache } from './identity-cache.ts';
import { resolveStaffIdentity, resolveStudentIdentity } from './identity.repository.ts';
import type { StaffTokens } from './staff-tokens.ts';
import type { StudentTokens } from './student-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    staffTokens: StaffTokens;
    studentTokens: StudentTokens;
  }
}

export interface AuthTokens {
  staffTokens: StaffTokens;
  studentTokens: StudentTokens;
}

/**
 * The identity behind a bearer token, for the auth plugin (`plugins/auth.ts` takes it as its `identify`
 * option, so the plugin knows nothing of tokens or users): staff tokens are HS256, student tokens come
 * from the identity provider. Null for any token that does not verify or names nobody.
 */
export function bearerIdentifier({ staffTokens, studentTokens }: AuthTokens, cache?: IdentityCache) {
  // The header part is the same for every token of one signer: its algorithm is decoded once.
  const algByHeader = new Map<string, string | undefined>();
  return async (db: DbOrTrx, token: string): Promise<Identity | null> => {
    const headerPart = token.slice(0, token.indexOf('.'));
    let alg = algByHeader.get(headerPart);
    if (alg === undefined) {
      try {
        alg = decodeProtectedHeader(token).alg;
      } catch {
        return null;
      }
      if (algByHeader.size >= 100) algByHeader.clear();
      algByHeader.set(headerPart, alg);
    }
    if (alg === 'HS256') {
      const verified = await staffTokens.verify(token);
      if (!verified) return null;
      const staff = await resolveStaffIdentity(db, verified);
      return staff && { ...staff, session: { tokenId: verified.tokenId, expiresAt: verified.expiresAt } };
    }
    const claims = await studentTokens.verify(token);
    if (!claims) return null;
    // Kept while this process is told of every change to identities (identity-cache.ts); the token
    // itself is verified above on every request (signature, expiry) all the same.
    const now = new Date();
    const kept = cache?.get(token, now.getTime());
    if (kept) return kept;
    const stamp = cache?.begin() ?? null;
    // One read: the user, their student profile and whether this token was signed out.
    const identity = await resolveStudentIdentity(db, claims, now);
    if (identity && cache) cache.set(token, identity, stamp, now.getTime());
    return identity;
  };
}

/** Makes the token signers/verifiers available as `app.staffTokens` and `app.studentTokens` (sign-in, tests). */
export const authTokensPlugin = fp(
  async (app: FastifyInstance, opts: AuthTokens) => {
    app.decorate('staffTokens', opts.staffTokens);
    app.decorate('studentTokens', opts.studentTokens);
  },
  { name: 'auth-tokens' },
);
