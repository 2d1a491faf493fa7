import type { ServiceContext } from '../../lib/service-context.ts';
import { DomainError } from '@portal/domain/errors';
import { fullName, INVITATION_LIFETIME_MS, invitationPath, invitationState } from '@portal/domain/rules';
import type { PublicInvitation, SentInvitation, TeacherInvitation } from '@portal/domain/schemas';
import { isUniqueViolation } from '../../db/db-errors.ts';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { enqueueMails } from '../../events/notify.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { hashPassword } from '../../crypto/passwords.ts';
import { teacherInvitationMail } from '../../mail/mail-texts.ts';
import { hashInvitationToken, newInvitationToken } from './invitation-token.ts';
import {
  applicationToInvite,
  consumeInvitation,
  insertTeacherAccount,
  invitationById,
  invitationByTokenHash,
  linkInvitationAccount,
  listInvitations,
  revokeInvitation,
  staffEmailTaken,
  upsertInvitation,
  type InvitationRecord,
} from './teacher-invitations.repository.ts';

function present(row: InvitationRecord, nowMs: number): TeacherInvitation {
  return {
    id: row.id,
    id_application: row.id_application,
    name: fullName({ ...row, maternal_surname: row.maternal_surname ?? '' }),
    email: row.email,
    state: invitationState(row, nowMs),
    sent_at: row.sent_at,
    expires_at: new Date(Number(row.expires_at)).toISOString(),
    used_at: row.used_at,
    revoked_at: row.revoked_at,
    id_user: row.id_user,
  };
}

/**
 * POST /teachers/applications/{id}/invitation (admins): invites an accepted applicant, or sends them
 * a new link (the old one stops working). Refused for an unknown application (404), one not
 * accepted (409), an email that already has a staff account (409) and an invitation already used
 * (409). The link goes out by mail through the outbox in the same transaction.
 */
export async function sendInvitation(
  db: Db,
  ctx: ServiceContext,
  admin: StaffIdentity,
  applicationId: number,
  publicUrl: string,
): Promise<SentInvitation> {
  const now = ctx.now;
  const token = newInvitationToken();
  const expiresAt = now.getTime() + INVITATION_LIFETIME_MS;
  const link = invitationPath(token);
  const url = `${publicUrl}${link}`;
  const id = await writeTransaction(db, async (trx) => {
    const app = await applicationToInvite(trx, applicationId);
    if (!app) throw new DomainError('applicationNotFound');
    if (app.accepted !== 1) throw new DomainError('invitationNotAccepted');
    const email = app.contact_email.trim().toLowerCase();
    const row = await upsertInvitation(trx, {
      applicationId,
      tokenHash: hashInvitationToken(token),
      email,
      sentAt: now.toISOString(),
      sentBy: admin.userId,
      expiresAt,
    });
    if (!row) throw new DomainError('invitationAlreadyUsed');
    // After the upsert, so a used invitation says so; a throw here rolls the upsert back.
    if (await staffEmailTaken(trx, email)) throw new DomainError('staffAccountExists');
    await recordActivity(trx, ctx, {
      action: 'staff.invited',
      applicationId,
      detail: { invitation: row.id, email },
    });
    await enqueueMails(
      trx,
      'staff.invited',
      [{ to: email, mail: teacherInvitationMail(app.name, url, new Date(expiresAt)) }],
      now.toISOString(),
    );
    return row.id;
  });
  const saved = await invitationById(db, id);
  return { ...present(saved!, now.getTime()), link, url };
}

export async function listTeacherInvitations(db: Db, now: Date): Promise<{ data: TeacherInvitation[] }> {
  return { data: (await listInvitations(db)).map((r) => present(r, now.getTime())) };
}

/** DELETE /teachers/invitations/{id} (admins): the link stops working; a used one cannot be revoked. */
export async function revokeTeacherInvitation(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  id: number,
): Promise<TeacherInvitation> {
  await writeTransaction(db, async (trx) => {
    if (!(await revokeInvitation(trx, id, ctx.now.toISOString()))) {
      const row = await invitationById(trx, id);
      if (!row) throw new DomainError('invitationNotFound');
      if (row.used_at !== null) throw new DomainError('invitationAlreadyUsed');
      return; // already revoked: nothing to do
    }
    const row = await invitationById(trx, id);
    await recordActivity(trx, ctx, {
      action: 'staff.invitation_revoked',
      applicationId: row?.id_application ?? null,
      detail: { invitation: id },
    });
  });
  return present((await invitationById(db, id))!, ctx.now.getTime());
}

/** The error of a link that is not pending: expired 410, used 409, revoked or unknown 404. */
function refusal(row: InvitationRecord | undefined, nowMs: number): DomainError {
  const state = row ? invitationState(row, nowMs) : 'revoked';
  if (state === 'expired') return new DomainError('invitationExpired');
  if (state === 'used') return new DomainError('invitationUsed');
  return new DomainError('invitationUnknown');
}

/** POST /staff/invitation/lookup (public, reads only): who is invited, while the link is pending. */
export async function readInvitation(db: Db, token: string, now: Date): Promise<PublicInvitation> {
  const row = await invitationByTokenHash(db, hashInvitationToken(token));
  if (!row || invitationState(row, now.getTime()) !== 'pending') throw refusal(row, now.getTime());
  return { name: row.name, email: row.email, expires_at: new Date(Number(row.expires_at)).toISOString() };
}

/**
 * POST /staff/invitation/accept (public): the link's one use. One transaction: the conditional write
 * that marks the invitation used (so of two parallel uses only one passes), then the teacher's user
 * and active staff account with the application's name and email. An email that meanwhile got an
 * account rolls everything back (409), leaving the link usable.
 */
export async function acceptInvitation(
  db: Db,
  ctx: ServiceContext,
  token: string,
  password: string,
): Promise<{ id_user: number; email: string }> {
  const now = ctx.now;
  const tokenHash = hashInvitationToken(token);
  const known = await invitationByTokenHash(db, tokenHash);
  if (!known || invitationState(known, now.getTime()) !== 'pending') throw refusal(known, now.getTime());
  const passwordHash = await hashPassword(password);
  const at = now.toISOString();
  try {
    return await writeTransaction(db, async (trx) => {
      const used = await consumeInvitation(trx, tokenHash, at, now.getTime());
      if (!used) throw refusal(await invitationByTokenHash(trx, tokenHash), now.getTime());
      if (await staffEmailTaken(trx, used.email)) throw new DomainError('staffAccountExists');
      const app = (await applicationToInvite(trx, used.id_application))!;
      const userId = await insertTeacherAccount(trx, {
        name: app.name,
        paternal: app.paternal_surname,
        maternal: app.maternal_surname ?? '',
        email: used.email,
        passwordHash,
        at,
      });
      await linkInvitationAccount(trx, used.id, userId);
      await recordActivity(trx, ctx, {
        action: 'staff.account_created',
        applicationId: used.id_application,
        detail: { invitation: used.id, account: userId },
      });
      return { id_user: userId, email: used.email };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'staff_accounts_email_key', 'staff_accounts.email')) {
      throw new DomainError('staffAccountExists');
    }
    throw err;
  }
}
