import { sql } from 'kysely';
import type { Db } from './tables.ts';

/**
 * Counts one hit on a rate-limit key in one upsert: the window restarts when it has expired.
 * Answers the count and when the window ends (epoch ms).
 */
export async function hitRateLimitKey(
  db: Db,
  key: string,
  now: number,
  resetAt: number,
): Promise<{ hits: number; resetAt: number }> {
  const res = await sql<{ hits: number; reset_at: number | string }>`
    INSERT INTO rate_limit_hits (key, hits, reset_at) VALUES (${key}, 1, ${resetAt})
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.reset_at <= ${now} THEN 1 ELSE rate_limit_hits.hits + 1 END,
      reset_at = CASE WHEN rate_limit_hits.reset_at <= ${now} THEN excluded.reset_at ELSE rate_limit_hits.reset_at END
    RETURNING hits, reset_at`.execute(db);
  const row = res.rows[0]!;
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

export async function findRateLimitKey(db: Db, key: string): Promise<{ hits: number; resetAt: number } | undefined> {
  const row = await db
    .selectFrom('rate_limit_hits')
    .select(['hits', 'reset_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  return row && { hits: row.hits, resetAt: Number(row.reset_at) };
}

export async function deleteExpiredRateLimitKeys(db: Db, now: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('reset_at', '<', now).execute();
}
