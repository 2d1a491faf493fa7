import type { DbOrTrx } from '../db/tables.ts';

/**
 * A secret the server generates once and keeps in the database, so that a restart (or another
 * process on the same database) uses the same one. First writer wins under concurrency.
 */
export async function getOrCreateSecret(
  db: DbOrTrx,
  name: string,
  generate: () => string | Promise<string>,
): Promise<string> {
  const existing = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (existing) return existing.value;
  const value = await generate();
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
