import type { DbOrTrx } from '../../db/tables.ts';

/** Writes the readiness row (a real write: the database takes writes, not only reads). */
export async function writeReadinessProbe(trx: DbOrTrx, at: string): Promise<void> {
  await trx
    .insertInto('readiness_probe')
    .values({ id: 1, checked_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: at }))
    .execute();
}
