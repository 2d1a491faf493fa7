import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createDatabase } from '../../apps/api/src/db/create-db.ts';
import { migrateToLatest } from '../../apps/api/src/db/migrate.ts';

/**
 * The API in this process for the in-process probes (`own-classes-probe.ts`, `list-probe.ts`): on a bench
 * database (`target` is a SQLite file, or `postgres` with DATABASE_URL), migrated to the latest schema,
 * without demo data, its access log written nowhere. `env` adds settings (e.g. CLASS_LIST_CACHE_MS=0).
 */
export async function probeApp(target: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: target === 'postgres' ? process.env.DATABASE_URL! : `sqlite:${target}`,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'probe-')),
    SEED_DEMO: 'false',
    DEV_TOKEN_LIMIT: '1000000',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    ...env,
  });
  const database = createDatabase(config.database);
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, logStream: { write: () => undefined } });
  return { app, database };
}

/** Real tokens (the dev issuer's) of up to 200 students who hold two classes, and their student ids. */
export async function twoClassStudents(app: FastifyInstance, database: ReturnType<typeof createDatabase>) {
  const students = await sql<{ email: string; id_student: number }>`
  select u.email, s.id_student from students s join users u on u.id_user = s.id_user
  where s.id_student in (select id_student from student_classes group by id_student having count(*) = 2)
  order by s.id_student limit 200`.execute(database.db);
  const tokens: string[] = [];
  for (const s of students.rows) {
    const res = await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: s.email } });
    tokens.push((res.json() as { access_token: string }).access_token);
  }
  return { tokens, ids: students.rows.map((s) => s.id_student) };
}
