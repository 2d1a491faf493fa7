import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The deny list of signed-out tokens (table revoked_tokens), shared by every process on the database.
 * A token id stays listed until the token would have expired; expired entries are swept now and then.
 */
export async function revokeToken(db: DbOrTrx, jti: string, expiresAtMs: number): Promise<void> {
  await db
    .insertInto('revoked_tokens')
    .values({ jti, expires_at: expiresAtMs })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
  if (Math.random() < 0.05) await db.deleteFrom('revoked_tokens').where('expires_at', '<', Date.now()).execute();
}

/**
 * Deactivates or reactivates a staff account. Deactivating also moves `tokens_valid_from` to now, so
 * every token issued before stays refused even if the account is reactivated later.
 */
export async function setStaffActive(db: DbOrTrx, userId: number, active: boolean, now = Date.now()) {
  const result = await db
    .updateTable('staff_accounts')
    .set(active ? { is_active: 1 } : { is_active: 0, tokens_valid_from: now })
    .where('id_user', '=', userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The same, for the account of a staff email (the CLI's staff-activate / staff-deactivate); false if none. */
export async function setStaffActiveByEmail(db: DbOrTrx, email: string, active: boolean, now = Date.now()) {
  const account = await db
    .selectFrom('staff_accounts')
    .select('id_user')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return account ? setStaffActive(db, account.id_user, active, now) : false;
}
