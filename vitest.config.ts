import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: the domain rules, the web components, and the API tests —
 * on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
 */
const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api:${dialect}`,
    include: ['apps/api/src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DIALECT: dialect },
    globalSetup: dialect === 'postgres' ? ['apps/api/src/test/postgres-global-setup.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker rather than per file: importing the server (Fastify, Kysely, the OIDC
    // provider, the export libraries) cost more than the tests themselves. API tests keep no module-level
    // state: each file builds its own app and database (src/test/test-app.ts).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    reporters: ['default'],
    // One worker per core (Vitest's default leaves one core out: a single worker on 2 cores). The API tests
    // spend much of their time waiting on PostgreSQL, child processes and timers: 455 s → 291 s on 2 cores.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      apiProject('sqlite'),
      ...(process.env['TEST_DATABASE_URL'] ? [apiProject('postgres')] : []),
    ],
  },
});
