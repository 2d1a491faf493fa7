import type { DbOrTrx } from '../db/tables.ts';
import {
  applicationReceiptMail,
  notificationMail,
  notificationText,
  type MailText,
  type NotificationKind,
} from '../mail/mail-texts.ts';
import { insertMails } from '../mail/outbox.repository.ts';
import { renderMail } from '../mail/render-mail.ts';
import { insertNotifications, mobilityRecipientsOf, recipientsOf, subjectNameOfClass } from './notify.repository.ts';

export type { NotificationKind };

/**
 * The one way any feature tells students about a change: call it with the transaction of the change.
 * It writes one in-app notification per recipient and, for each, the mail in the outbox (delivered
 * later by the worker), so a rollback leaves neither. Recipients: the given students, or every
 * student with a row in the class (released rows included: they are who hears about a rejection) and
 * its mobility students, who have no account and so get the mail only (at the address the admin gave).
 */
export async function notify(
  trx: DbOrTrx,
  args: {
    kind: NotificationKind;
    classId: number;
    studentIds?: number[];
    reason?: string | null;
    /** The service context's instant. */
    now: Date;
  },
): Promise<number> {
  const subject = (await subjectNameOfClass(trx, args.classId)) ?? `#${args.classId}`;
  const people = await recipientsOf(trx, args.studentIds ? { studentIds: args.studentIds } : { classId: args.classId });
  const mobility = args.studentIds ? [] : await mobilityRecipientsOf(trx, args.classId);
  if (people.length === 0 && mobility.length === 0) return 0;
  const at = args.now.toISOString();
  const text = notificationText(args.kind, { subject, reason: args.reason ?? null });
  await insertNotifications(
    trx,
    people.map((p) => ({ id_user: p.id_user, kind: args.kind, id_class: args.classId, ...text, created_at: at })),
  );
  await enqueueMails(
    trx,
    args.kind,
    [
      ...people.map((p) => ({
        to: p.email,
        mail: notificationMail(text, { name: p.name, hasAccount: true }),
      })),
      ...mobility.map((m) => ({
        to: m.email,
        mail: notificationMail(text, { name: m.name, hasAccount: false }),
      })),
    ],
    at,
  );
  return people.length;
}

/** Lays mails out (`mail/render-mail.ts`) and puts them in the outbox, inside the caller's transaction. */
export async function enqueueMails(
  trx: DbOrTrx,
  kind: string,
  mails: { to: string; mail: MailText }[],
  at: string,
): Promise<void> {
  await insertMails(
    trx,
    mails
      .filter((m) => m.to.includes('@'))
      .map((m) => {
        const rendered = renderMail(m.mail);
        return {
          kind,
          to_address: m.to,
          subject: rendered.subject,
          text_body: rendered.text,
          html_body: rendered.html,
          next_attempt_at: 0,
          created_at: at,
        };
      }),
  );
}

/** The applicant's receipt, in the transaction that stores the application. */
export async function enqueueApplicationReceipt(
  trx: DbOrTrx,
  args: { to: string; name: string; subjectName: string | null; now: Date },
): Promise<void> {
  await enqueueMails(
    trx,
    'application.received',
    [{ to: args.to, mail: applicationReceiptMail(args.name, args.subjectName) }],
    args.now.toISOString(),
  );
}
