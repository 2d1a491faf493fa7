import type { DbOrTrx } from './tables.ts';

export async function findAppSecret(db: DbOrTrx, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_secrets').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

/** Stores a secret unless one of that name exists already (the first writer wins). */
export async function insertAppSecretIfAbsent(db: DbOrTrx, name: string, value: string, now: Date): Promise<void> {
  await db
    .insertInto('app_secrets')
    .values({ name, value, created_at: now.toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}
