import type { Insertable } from 'kysely';
import type { Database, DbOrTrx } from '../db/tables.ts';

export async function insertActivity(db: DbOrTrx, row: Insertable<Database['activity_log']>): Promise<void> {
  await db.insertInto('activity_log').values(row).execute();
}
