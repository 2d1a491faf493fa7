import type { DbOrTrx } from '../../db/tables.ts';

/** A staff account with its user: what the profile shows and what sign-in checks (never the hash). */
function staffAccounts(db: DbOrTrx) {
  return db
    .selectFrom('staff_accounts')
    .innerJoin('users', 'users.id_user', 'staff_accounts.id_user')
    .select([
      'users.id_user',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.id_role',
      'staff_accounts.email',
      'staff_accounts.is_active',
    ]);
}

/** The account a sign-in names, with its password hash to verify. */
export async function findStaffByEmail(db: DbOrTrx, email: string) {
  return staffAccounts(db)
    .select('staff_accounts.password_hash')
    .where('staff_accounts.email', '=', email)
    .executeTakeFirst();
}

export async function findStaffById(db: DbOrTrx, userId: number) {
  return staffAccounts(db).where('staff_accounts.id_user', '=', userId).executeTakeFirst();
}

export async function recordStaffLogin(db: DbOrTrx, userId: number, at: string) {
  await db.updateTable('staff_accounts').set({ last_login_at: at }).where('id_user', '=', userId).execute();
}

export async function findStudentUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .select(['id_user', 'name', 'email', 'paternal_surname', 'maternal_surname', 'oid'])
    .where('id_user', '=', userId)
    .executeTakeFirst();
}
