import { performance } from 'node:perf_hooks';
import { createDatabase } from '../apps/api/src/db/create-db.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import type { Target } from '../tools/harness/index.ts';
import { planData } from './generate/plan.ts';
import type { DataSummary, Volumes } from './generate/types.ts';
import { writePostgres, writeSqlite } from './generate/write.ts';

export const FULL_VOLUMES: Volumes = { classes: 20_000, students: 50_000, enrolments: 60_000 };
export const QUICK_VOLUMES: Volumes = { classes: 2_000, students: 5_000, enrolments: 6_000 };

export interface Generated {
  summary: DataSummary;
  seconds: { migrate: number; plan: number; write: number; total: number };
}

/**
 * Fills a fresh database: the app's own migrations first (the same code the server runs), then the
 * planned rows in one transaction.
 */
export async function generate(target: Target, volumes: Volumes, currentPeriod: number): Promise<Generated> {
  const t0 = performance.now();
  const handle = createDatabase(
    target.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: target.file! }
      : { dialect: 'postgres', url: target.url, poolSize: 2 },
  );
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.destroy();
  }
  const t1 = performance.now();
  const { tables, summary } = planData(volumes, currentPeriod);
  const t2 = performance.now();
  if (target.dialect === 'sqlite') writeSqlite(target.file!, tables);
  else await writePostgres(target.url, tables);
  const t3 = performance.now();
  const s = (ms: number) => Math.round(ms) / 1000;
  return { summary, seconds: { migrate: s(t1 - t0), plan: s(t2 - t1), write: s(t3 - t2), total: s(t3 - t0) } };
}
