import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/create-db.ts';
import type { Db } from '../db/tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbDialect: 'sqlite' | 'postgres';
  }
}

/** Exposes the database to routes and services; closes it when the app closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; closeOnShutdown: boolean }) => {
    app.decorate('db', opts.handle.db);
    app.decorate('dbDialect', opts.handle.dialect);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.handle.destroy());
  },
  { name: 'db' },
);
