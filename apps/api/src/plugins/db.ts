import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/create-db.ts';
import { isDatabaseUnavailableError, isLockContention } from '../db/db-errors.ts';
import type { Db } from '../db/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: 'sqlite' | 'postgres';
  }
}

/**
 * Exposes the database to routes and services; closes it when the app closes. An outage is logged
 * once per incident (see db/availability.ts): failures to get a connection reach the tracker here,
 * failed and successful queries through Kysely's log hook.
 */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbDialect', opts.handle.dialect);
    opts.handle.availability.useLogger(app.log);
    app.addHook('onError', async (_request, _reply, error) => {
      if (isDatabaseUnavailableError(error) && !isLockContention(error)) opts.handle.availability.failure(error);
    });
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.destroy());
  },
  { name: 'db' },
);
