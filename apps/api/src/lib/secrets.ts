import { findAppSecret, insertAppSecretIfAbsent } from '../db/app-secrets.repository.ts';
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
  const existing = await findAppSecret(db, name);
  if (existing !== undefined) return existing;
  await insertAppSecretIfAbsent(db, name, await generate(), new Date());
  const stored = await findAppSecret(db, name);
  if (stored === undefined) throw new Error(`app secret ${name} missing after insert`);
  return stored;
}
