import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeProtectedHeader } from 'jose';
import { DomainError } from '@portal/domain/errors';
import type { AuthPolicy, Identity } from '../lib/identity.ts';
import { resolveStaffIdentity, resolveStudentIdentity } from '../features/auth/identity.repository.ts';
import type { StaffTokens } from '../features/auth/staff-tokens.ts';
import type { StudentTokens } from '../features/auth/student-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every /api route. */
    auth?: AuthPolicy;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
    staffTokens: StaffTokens;
    studentTokens: StudentTokens;
    /** Every /api route with its policy, as registered (the route × role test reads it). */
    apiRoutes: readonly ApiRoute[];
    /** Every route registered after this plugin (API, docs, dev issuer, SPA), as `METHOD url`. */
    allRoutes: readonly string[];
  }
}

export interface ApiRoute {
  method: string;
  url: string;
  auth: AuthPolicy;
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : '';
}

async function identify(app: FastifyInstance, token: string): Promise<Identity | null> {
  let alg: string | undefined;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return null;
  }
  if (alg === 'HS256') {
    const verified = await app.staffTokens.verify(token);
    if (!verified) return null;
    const staff = await resolveStaffIdentity(app.db, verified);
    return staff && { ...staff, session: { tokenId: verified.tokenId, expiresAt: verified.expiresAt } };
  }
  const claims = await app.studentTokens.verify(token);
  if (!claims) return null;
  // One read: the user, their student profile and whether this token was signed out.
  return resolveStudentIdentity(app.db, claims, new Date());
}

/**
 * Establishes `request.identity` from the bearer token before the body is even parsed, and
 * applies the route's policy: 401 without a valid token, 403 for the wrong kind of user.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { staffTokens: StaffTokens; studentTokens: StudentTokens }) => {
    app.decorate('staffTokens', opts.staffTokens);
    app.decorate('studentTokens', opts.studentTokens);
    app.decorateRequest('identity', null);
    const apiRoutes: ApiRoute[] = [];
    app.decorate('apiRoutes', apiRoutes);
    const allRoutes: string[] = [];
    app.decorate('allRoutes', allRoutes);

    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') allRoutes.push(`${method} ${route.url}`);
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const auth = route.config?.auth;
      if (!auth) throw new Error(`La ruta ${route.method} ${route.url} no declara config.auth`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, auth });
      }
    });

    app.addHook('onRequest', async (request) => {
      const policy = request.routeOptions.config.auth;
      if (!policy || policy === 'public') return;
      const token = bearer(request);
      if (token === null) {
        if (policy === 'optional') return;
        throw new DomainError(policy === 'staff' || policy === 'admin' ? 'staffTokenRequired' : 'authRequired');
      }
      const identity = token ? await identify(app, token) : null;
      if (!identity) throw new DomainError('invalidToken');
      request.identity = identity;
      switch (policy) {
        case 'optional':
        case 'authenticated':
          return;
        case 'student':
          if (identity.kind !== 'student') throw new DomainError('studentOnly');
          return;
        case 'registered-student':
          if (identity.kind !== 'student') throw new DomainError('studentOnly');
          if (identity.studentId === null) throw new DomainError('studentProfileRequired');
          return;
        case 'staff':
          if (identity.kind !== 'staff') throw new DomainError('forbidden');
          return;
        case 'admin':
          if (identity.kind !== 'staff' || identity.role !== 'admin') throw new DomainError('adminOnly');
          return;
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
