import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { writeReadinessProbe } from './health.repository.ts';

/**
 * GET /api/health/ready: one write transaction, bounded like every write (statement and lock timeouts,
 * SQLite's lock wait). A database that answers reads but cannot write — read-only, out of disk,
 * another process holding SQLite's lock, connections that hang — answers 503 (docs/reliability.md).
 */
export async function checkReadiness(db: Db, now: Date): Promise<void> {
  await writeTransaction(db, (trx) => writeReadinessProbe(trx, now.toISOString()));
}
