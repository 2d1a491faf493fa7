import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@portal/domain/errors';
import { isFinance, type AuthPolicy, type Identity } from '../lib/identity.ts';
import type { DbOrTrx } from '../db/tables.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; required on every /api route. */
    auth?: AuthPolicy;
  }
  interface FastifyRequest {
    identity: Identity | null;
  }
  interface FastifyInstance {
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

export interface AuthPluginOptions {
  /**
   * The identity behind a bearer token, or null when it does not verify; provided by the auth feature
   * (`features/auth/bearer-identity.ts`), so this plugin depends on no feature.
   */
  identify: (db: DbOrTrx, token: string) => Promise<Identity | null>;
}

/**
 * Establishes `request.identity` from the bearer token before the body is even parsed, and
 * applies the route's policy: 401 without a valid token, 403 for the wrong kind of user.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthPluginOptions) => {
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
        throw new DomainError(
          policy === 'staff' || policy === 'admin' || policy === 'finance' ? 'staffTokenRequired' : 'authRequired',
        );
      }
      const identity = token ? await opts.identify(app.db, token) : null;
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
        case 'finance':
          if (!isFinance(identity)) throw new DomainError('financeOrAdminOnly');
          return;
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
