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

/** The user and, when they have registered, their student record with the career's name: one read. */
export async function findStudentUser(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('students', 'students.id_user', 'users.id_user')
    .leftJoin('careers', 'careers.id_career', 'students.id_career')
    .select([
      'users.id_user',
      'users.name',
      'users.email',
      'users.paternal_surname',
      'users.maternal_surname',
      'users.oid',
      'students.id_student',
      'students.id_career',
      'students.control_number',
      'students.phone',
      'careers.name as career',
    ])
    .where('users.id_user', '=', userId)
    .executeTakeFirst();
}
