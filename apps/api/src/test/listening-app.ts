import { buildApp } from '../app.ts';
import { testConfig } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/** The app on a fresh database, listening on a real port of 127.0.0.1 (for raw sockets and shutdown). */
export async function listeningApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const app = await buildApp(testConfig(database, env), { database: database.handle, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { database, app, port: (app.server.address() as { port: number }).port };
}
