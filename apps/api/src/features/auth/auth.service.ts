import { ROLE_IDS, staffRoleOf } from '@portal/domain/constants';
import { DomainError } from '@portal/domain/errors';
import type { StaffLoginResponse, StaffUserResponse, StudentProfile } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import type { StaffTokens } from './staff-tokens.ts';
import { verifyAgainstDummy, verifyPassword } from '../../crypto/passwords.ts';
import { findStaffByEmail, findStaffById, findStudentUser, recordStaffLogin } from './auth.repository.ts';
import { revokeToken } from './revocation.repository.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

type StaffRow = NonNullable<Awaited<ReturnType<typeof findStaffById>>>;

function toStaffUser(row: StaffRow): StaffUserResponse {
  const role = staffRoleOf(row.id_role);
  return {
    id: row.id_user,
    id_user: row.id_user,
    name: row.name,
    paternal_surname: row.paternal_surname,
    maternal_surname: row.maternal_surname,
    email: row.email,
    role: { id_role: ROLE_IDS[role], name: role },
    isActive: row.is_active === 1,
    type: 'staff',
  };
}

/**
 * Staff sign-in: argon2id check, the same work and the same answer for an unknown email and a
 * wrong password; inactive accounts are refused only after a correct password.
 */
export async function staffLogin(
  db: DbOrTrx,
  tokens: StaffTokens,
  credentials: { email: string; password: string },
  now: Date,
): Promise<StaffLoginResponse> {
  const row = await findStaffByEmail(db, credentials.email);
  const ok = row
    ? await verifyPassword(row.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!row || !ok) throw new DomainError('invalidCredentials');
  if (row.is_active !== 1) throw new DomainError('inactiveAccount');
  const user = toStaffUser(row);
  const { token, expiresAt } = await tokens.sign({ userId: row.id_user, role: user.role.name }, now.getTime());
  await recordStaffLogin(db, row.id_user, now.toISOString());
  return { access_token: token, expiresAt, user };
}

/**
 * A refused staff sign-in in the activity log: who was tried (the account, when the email is one), and
 * whether this failure locked the address out. The actor is the anonymous caller.
 */
export async function recordLoginFailure(
  db: Db,
  ctx: ServiceContext,
  args: { email: string; lockedOut: boolean },
): Promise<void> {
  const row = await findStaffByEmail(db, args.email);
  const detail = { email: args.email.trim().toLowerCase().slice(0, 254), account: row?.id_user ?? null };
  await writeTransaction(db, async (trx) => {
    await recordActivity(trx, ctx, { action: 'staff.login_failed', detail });
    if (args.lockedOut) await recordActivity(trx, ctx, { action: 'staff.locked_out', detail });
  });
}

/**
 * "Cerrar Sesión" of a staff member: the token of the request goes on the deny list until it expires,
 * so it is refused from then on by every process.
 */
export async function staffLogout(db: DbOrTrx, identity: StaffIdentity): Promise<void> {
  if (identity.session) await revokeToken(db, identity.session.tokenId, identity.session.expiresAt);
}

export async function staffProfile(db: DbOrTrx, userId: number): Promise<StaffUserResponse> {
  const row = await findStaffById(db, userId);
  if (!row) throw new DomainError('invalidToken');
  return toStaffUser(row);
}

export async function studentProfile(db: DbOrTrx, userId: number): Promise<StudentProfile> {
  const row = await findStudentUser(db, userId);
  if (!row || !row.oid) throw new DomainError('invalidToken');
  return {
    id_user: row.id_user,
    name: row.name,
    email: row.email,
    paternal_surname: row.paternal_surname,
    maternal_surname: row.maternal_surname,
    oid: row.oid,
    student:
      row.id_student === null || row.id_career === null || row.career === null
        ? null
        : {
            id_student: row.id_student,
            id_user: row.id_user,
            id_career: row.id_career,
            control_number: row.control_number ?? '',
            phone: row.phone ?? '',
            career: row.career,
          },
  };
}
