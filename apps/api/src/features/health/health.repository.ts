import { sql } from 'kysely';
import type { Db } from '../../db/tables.ts';

/** One round trip to the database: throws when it cannot answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
