import { ROLE_IDS, staffRoleOf } from '@portal/domain/constants';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { DbOrTrx } from '../../db/tables.ts';
import type { StaffIdentity, StudentIdentity } from '../../lib/identity.ts';
import type { StudentClaims } from './student-tokens.ts';

/** Splits a family name into paternal and maternal surnames: "López Hernández" → ["López", "Hernández"]. */
export function splitSurnames(familyName: string): [string, string] {
  const parts = familyName.trim().split(/\s+/).filter(Boolean);
  return [parts[0] ?? '', parts.slice(1).join(' ')];
}

/**
 * The user of `oid` with their student id and, when the token has an id, whether it was signed out. Read on
 * every request of a signed-in student: compiled once (db/compiled-once.ts).
 */
const studentUserRows = compiledOnce((db, p: { oid: string; tokenId: string }) =>
  db
    .selectFrom('users')
    .leftJoin('students', 'students.id_user', 'users.id_user')
    .leftJoin('revoked_tokens', (j) => j.on('revoked_tokens.jti', '=', p.tokenId))
    .select([
      'users.id_user',
      'users.name',
      'users.email',
      'users.id_role',
      'students.id_student',
      'revoked_tokens.jti as revoked',
    ])
    .where('users.oid', '=', p.oid),
);

async function findStudentUser(db: DbOrTrx, oid: string, tokenId: string | null) {
  const [row] = (await studentUserRows(db, { oid, tokenId: tokenId ?? '' })).rows;
  return row;
}

/**
 * The student identity of a verified token: the user with that `oid`, created on first sight from
 * the token's claims. Concurrent first calls are safe: the unique `oid` keeps one row. Null when the
 * user is not a student or the token was signed out (its id on the deny list, read in the same statement).
 */
export async function resolveStudentIdentity(
  db: DbOrTrx,
  claims: StudentClaims,
  now: Date,
): Promise<StudentIdentity | null> {
  let row = await findStudentUser(db, claims.oid, claims.tokenId);
  if (!row) {
    const [paternal, maternal] = splitSurnames(claims.familyName);
    await db
      .insertInto('users')
      .values({
        oid: claims.oid,
        name: (claims.givenName || claims.name).slice(0, 200),
        paternal_surname: paternal.slice(0, 100),
        maternal_surname: maternal.slice(0, 100),
        email: claims.email.slice(0, 254),
        id_role: ROLE_IDS.student,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.column('oid').doNothing())
      .execute();
    row = await findStudentUser(db, claims.oid, claims.tokenId);
  }
  if (!row || row.id_role !== ROLE_IDS.student || row.revoked !== null) return null;
  return {
    kind: 'student',
    userId: row.id_user,
    oid: claims.oid,
    email: row.email,
    name: row.name,
    studentId: row.id_student ?? null,
  };
}

/**
 * The staff identity of a verified staff token, or null when the account is gone or inactive, the
 * token was issued before the account's `tokens_valid_from` (it was deactivated since), or the token
 * was signed out (on the deny list).
 */
export async function resolveStaffIdentity(
  db: DbOrTrx,
  token: { userId: number; tokenId: string; issuedAt: number },
): Promise<StaffIdentity | null> {
  const row = await db
    .selectFrom('staff_accounts')
    .innerJoin('users', 'users.id_user', 'staff_accounts.id_user')
    .leftJoin('revoked_tokens', (j) => j.on('revoked_tokens.jti', '=', token.tokenId))
    .select([
      'users.id_user',
      'users.name',
      'staff_accounts.email',
      'staff_accounts.is_active',
      'staff_accounts.tokens_valid_from',
      'users.id_role',
      'revoked_tokens.jti as revoked',
    ])
    .where('staff_accounts.id_user', '=', token.userId)
    .executeTakeFirst();
  if (!row || row.is_active !== 1 || row.revoked !== null) return null;
  if (token.issuedAt < Number(row.tokens_valid_from)) return null;
  return {
    kind: 'staff',
    userId: row.id_user,
    role: staffRoleOf(row.id_role),
    email: row.email,
    name: row.name,
  };
}
