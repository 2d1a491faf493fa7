import type { DbOrTrx } from '../../db/tables.ts';

export async function findDevAccount(db: DbOrTrx, email: string) {
  return db
    .selectFrom('dev_idp_accounts')
    .select(['sub', 'email', 'given_name', 'family_name', 'password_hash'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
}

/** Adds an account without a password unless the address has one already. */
export async function insertDevAccountIfAbsent(
  db: DbOrTrx,
  account: { sub: string; email: string; given_name: string; family_name: string },
): Promise<void> {
  await db
    .insertInto('dev_idp_accounts')
    .values({ ...account, password_hash: null })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();
}

export async function findDevAccountBySub(db: DbOrTrx, sub: string) {
  return db
    .selectFrom('dev_idp_accounts')
    .select(['sub', 'email', 'given_name', 'family_name'])
    .where('sub', '=', sub)
    .executeTakeFirst();
}

/** Whether an address belongs to a staff account: the dev issuer never makes a student of it. */
export async function isStaffEmail(db: DbOrTrx, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('staff_accounts')
    .select('id_user')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** The first demo accounts with a password, by address, for the sign-in page's list. */
export async function listDemoAccountsWithPassword(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('dev_idp_accounts')
    .select(['email', 'given_name', 'family_name'])
    .where('password_hash', 'is not', null)
    .orderBy('email')
    .limit(limit)
    .execute();
}
