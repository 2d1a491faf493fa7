import type { DbOrTrx } from '../../db/tables.ts';
import { enqueueMails } from '../../events/notify.ts';
import { insertNotifications, subjectNameOfClass } from '../../events/notify.repository.ts';
import { notificationMail, notificationText, type NotificationKind } from '../../mail/mail-texts.ts';
import { activeAdmins, staffUser } from './coordination.repository.ts';

/**
 * Tells a class's teacher (a staff user) about something coordination needs from them: the in-app
 * notification and the mail in the outbox, in the caller's transaction (as `notify` does for students).
 */
export async function notifyTeacher(
  trx: DbOrTrx,
  args: { kind: NotificationKind; classId: number; teacherId: number; reason?: string | null; now: Date },
): Promise<void> {
  const teacher = await staffUser(trx, args.teacherId);
  if (!teacher) return;
  const subject = (await subjectNameOfClass(trx, args.classId)) ?? `#${args.classId}`;
  const text = notificationText(args.kind, { subject, reason: args.reason ?? null });
  const at = args.now.toISOString();
  await insertNotifications(trx, [
    { id_user: teacher.id_user, kind: args.kind, id_class: args.classId, ...text, created_at: at },
  ]);
  await enqueueMails(
    trx,
    args.kind,
    [{ to: teacher.email, mail: notificationMail(text, { name: teacher.name, hasAccount: true }) }],
    at,
  );
}

/** Tells every active administrator about the summer `subject` («Verano 2030»): notification and mail. */
export async function notifyCoordinators(
  trx: DbOrTrx,
  args: { kind: NotificationKind; subject: string; reason?: string | null; now: Date },
): Promise<void> {
  const admins = await activeAdmins(trx);
  const text = notificationText(args.kind, { subject: args.subject, reason: args.reason ?? null });
  const at = args.now.toISOString();
  await insertNotifications(
    trx,
    admins.map((a) => ({ id_user: a.id_user, kind: args.kind, id_class: null, ...text, created_at: at })),
  );
  await enqueueMails(
    trx,
    args.kind,
    admins.map((a) => ({ to: a.email, mail: notificationMail(text, { name: a.name, hasAccount: true }) })),
    at,
  );
}
