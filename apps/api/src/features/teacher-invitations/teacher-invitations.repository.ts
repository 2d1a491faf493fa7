import { ROLE_IDS } from '@portal/domain/constants';
import type { DbOrTrx } from '../../db/tables.ts';

/** The application an invitation is sent from: who, and whether it was accepted. */
export async function applicationToInvite(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('teacher_applications')
    .select(['id', 'name', 'paternal_surname', 'maternal_surname', 'contact_email', 'accepted'])
    .where('id', '=', applicationId)
    .executeTakeFirst();
}

export async function staffEmailTaken(db: DbOrTrx, email: string): Promise<boolean> {
  const row = await db.selectFrom('staff_accounts').select('id_user').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

/**
 * Sends (or resends) the invitation of an application: one upsert on its unique `id_application`
 * that writes the new token's hash and expiry and clears a revocation — unless the invitation was
 * already used, in which case nothing changes and undefined comes back.
 */
export async function upsertInvitation(
  db: DbOrTrx,
  v: { applicationId: number; tokenHash: string; email: string; sentAt: string; sentBy: number; expiresAt: number },
) {
  return db
    .insertInto('teacher_invitations')
    .values({
      id_application: v.applicationId,
      token_hash: v.tokenHash,
      email: v.email,
      sent_at: v.sentAt,
      sent_by: v.sentBy,
      expires_at: v.expiresAt,
    })
    .onConflict((oc) =>
      oc
        .column('id_application')
        .doUpdateSet({
          token_hash: v.tokenHash,
          email: v.email,
          sent_at: v.sentAt,
          sent_by: v.sentBy,
          expires_at: v.expiresAt,
          revoked_at: null,
        })
        .where('teacher_invitations.used_at', 'is', null),
    )
    .returning('id')
    .executeTakeFirst();
}

/** Invitations with the name of the invited person (from the application). */
function invitationsWithNames(db: DbOrTrx) {
  return db
    .selectFrom('teacher_invitations as i')
    .innerJoin('teacher_applications as a', 'a.id', 'i.id_application')
    .select([
      'i.id',
      'i.id_application',
      'i.email',
      'i.sent_at',
      'i.expires_at',
      'i.used_at',
      'i.revoked_at',
      'i.id_user',
      'a.name',
      'a.paternal_surname',
      'a.maternal_surname',
    ]);
}

export type InvitationRecord = NonNullable<Awaited<ReturnType<typeof invitationById>>>;

export async function invitationById(db: DbOrTrx, id: number) {
  return invitationsWithNames(db).where('i.id', '=', id).executeTakeFirst();
}

export async function invitationByTokenHash(db: DbOrTrx, tokenHash: string) {
  return invitationsWithNames(db).where('i.token_hash', '=', tokenHash).executeTakeFirst();
}

/** Newest first. */
export async function listInvitations(db: DbOrTrx) {
  return invitationsWithNames(db).orderBy('i.sent_at', 'desc').orderBy('i.id', 'desc').limit(500).execute();
}

/**
 * Uses the invitation of `tokenHash` once: a conditional write that only a pending invitation (not
 * used, not revoked, not expired) passes. Two parallel uses serialise on the row; the second sees
 * `used_at` set and gets undefined.
 */
export async function consumeInvitation(db: DbOrTrx, tokenHash: string, at: string, nowMs: number) {
  return db
    .updateTable('teacher_invitations')
    .set({ used_at: at })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', nowMs)
    .returning(['id', 'id_application', 'email'])
    .executeTakeFirst();
}

export async function linkInvitationAccount(db: DbOrTrx, invitationId: number, userId: number) {
  await db.updateTable('teacher_invitations').set({ id_user: userId }).where('id', '=', invitationId).execute();
}

/** Revokes a pending or expired invitation; false when it is used, already revoked or unknown. */
export async function revokeInvitation(db: DbOrTrx, id: number, at: string): Promise<boolean> {
  const res = await db
    .updateTable('teacher_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** A new teacher: its user and its staff account (active), with the password's hash. */
export async function insertTeacherAccount(
  db: DbOrTrx,
  v: { name: string; paternal: string; maternal: string; email: string; passwordHash: string; at: string },
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      oid: null,
      name: v.name,
      paternal_surname: v.paternal,
      maternal_surname: v.maternal,
      email: v.email,
      id_role: ROLE_IDS.teacher,
      created_at: v.at,
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_accounts')
    .values({ id_user: user.id_user, email: v.email, password_hash: v.passwordHash, is_active: 1, created_at: v.at })
    .execute();
  return user.id_user;
}
