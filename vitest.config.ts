import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One Vitest run, several projects: the domain rules, the web components, and the API tests — all of them
 * on SQLite, and again on PostgreSQL (when TEST_DATABASE_URL is set) the files where the dialect matters.
 * TEST_FULL=1 (`npm run test:full`) runs every API file on both, and the fuzz at its full size.
 */
const full = process.env['TEST_FULL'] === '1';

/**
 * The API tests whose outcome can differ between SQLite and PostgreSQL (decision 014): migrations and the
 * database layer, locks and transactions (writeTransaction, concurrency, several processes), repositories
 * that write SQL by hand (class search and lists, timetable, activity, outbox, rate-limit counters), backups
 * and database faults, and the fuzz (PostgreSQL refuses what SQLite stores: NUL bytes, integers out of range).
 * The rest go through Kysely's query builder the same way on both and run on SQLite only.
 */
const POSTGRES_FILES = [
  'apps/api/src/db/**/*.test.ts',
  'apps/api/src/features/activity/{activity-log,activity-period}.test.ts',
  'apps/api/src/features/auth/login-throttle.test.ts',
  'apps/api/src/features/auth/auth-staff-login.test.ts',
  'apps/api/src/features/auth/{identity-cache,session-revocation}.test.ts',
  'apps/api/src/features/classes/{enrolment,enrolment-concurrency,enrolment-processes,enrolment-removal}.test.ts',
  'apps/api/src/features/classes/{waitlist,waitlist-offers,lifecycle-concurrency,status-change-rollback,withdrawal-quorum}.test.ts',
  'apps/api/src/features/classes/{classes-list,class-list-page,class-list-cache,student-classes,schedule-clash}.test.ts',
  'apps/api/src/features/classes/{classes-overview,who-may-take-what}.test.ts',
  'apps/api/src/features/payments/*.test.ts',
  'apps/api/src/scheduler/{payment-deadlines,reminders}.test.ts',
  'apps/api/src/features/calendar/*.test.ts',
  'apps/api/src/features/grades/{grades,constancias}.test.ts',
  'apps/api/src/features/periods/*.test.ts',
  'apps/api/src/features/coordination/*.test.ts',
  'apps/api/src/features/{holds/holds,convalidations/convalidations,catalog/catalog-admin}.test.ts',
  'apps/api/src/features/rooms/rooms-unique.test.ts',
  'apps/api/src/features/demand/*.test.ts',
  'apps/api/src/features/teacher-applications/teacher-applications-concurrency.test.ts',
  'apps/api/src/mail/outbox-delivery.test.ts',
  'apps/api/src/scheduler/enrolment-close.test.ts',
  'apps/api/src/reliability/{bad-input,backup-files,backup-restore,concurrent-startup}.test.ts',
  'apps/api/src/reliability/{database-faults,partition-locks}.test.ts',
];

/**
 * Left out of the PostgreSQL list although under db/: the demo seed's content checks read the seeded demo with
 * Kysely's builder, the same on both. The seed itself writes through the builder and runs on PostgreSQL in
 * db/invariants.test.ts (the demo seeded, its invariants checked); seed-lifecycle reads with SQL of its own and
 * stays. Each of these files seeds the whole demo, 8–20 s apiece on PostgreSQL against 1–4 s on SQLite.
 */
const SQLITE_ONLY_SEED_FILES = [
  'apps/api/src/db/seed/seed-{coordination,eligibility,fair-enrolment,finance,grades,past-summers,periods,rooms}.test.ts',
];

const apiProject = (dialect: 'sqlite' | 'postgres') => ({
  test: {
    name: `api:${dialect}`,
    include: dialect === 'postgres' && !full ? POSTGRES_FILES : ['apps/api/src/**/*.test.ts'],
    ...(dialect === 'postgres' && !full ? { exclude: SQLITE_ONLY_SEED_FILES } : {}),
    environment: 'node',
    env: { TEST_DIALECT: dialect },
    globalSetup: [
      'apps/api/src/test/build-api-global-setup.ts',
      ...(dialect === 'postgres' ? ['apps/api/src/test/postgres-global-setup.ts'] : []),
      'apps/api/src/test/migrated-template-global-setup.ts',
    ],
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
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          // One worker process per core rather than one per file: the domain's modules are pure functions and
          // constants (no module keeps state, no test mocks a module), and starting a worker cost more CPU than
          // the file's tests (decision 044).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // A ceiling, not a wait: a screen test that renders a large page passes in one or two seconds on
          // an idle machine and took more than five on a loaded one.
          testTimeout: 20_000,
          // One window and one copy of the libraries per worker rather than per file: importing React, Mantine
          // and the testing library for each of the 63 files was three quarters of the project's CPU (137 s →
          // 41 s on a loaded machine). The app's own modules are still evaluated afresh for each file, and its
          // document and storage emptied (src/test/setup.ts), so no file sees another's state.
          isolate: false,
        },
      },
      apiProject('sqlite'),
      ...(process.env['TEST_DATABASE_URL'] ? [apiProject('postgres')] : []),
    ],
  },
});
