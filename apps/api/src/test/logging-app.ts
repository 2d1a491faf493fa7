import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { TestDatabase } from './test-database.ts';

/**
 * The app on `database` with its own logger at the most verbose level, writing each line into
 * `lines`; and its configuration.
 */
export async function loggingApp(database: TestDatabase, lines: string[]) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    SERVE_WEB: 'false',
    PORT: '3000',
    DATABASE_URL: database.url,
  });
  const app = await buildApp(config, {
    database: database.handle,
    logStream: { write: (line) => void lines.push(line) },
  });
  return { app, config };
}
