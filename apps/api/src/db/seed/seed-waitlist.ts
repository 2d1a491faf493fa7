import { DEFAULT_WAITLIST_OFFER_HOURS, offerDeadline, offerReminderAt } from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';
import { scheduleJob } from '../../scheduler/scheduled-jobs.repository.ts';

/**
 * Demo data: students waiting, in ticket order, for a full pending class; with `offerAt`, one more seat
 * and the first of the list holding an open offer for it since then (its expiry and reminder scheduled).
 */
export async function seedWaitlist(
  trx: DbOrTrx,
  classId: number,
  students: readonly { id_student: number }[],
  since: string,
  offerAt?: Date,
): Promise<void> {
  if (students.length === 0) return;
  await trx
    .insertInto('class_waitlist')
    .values(
      students.map((s, i) => ({
        id_class: classId,
        id_student: s.id_student,
        ticket: i + 1,
        created_at: new Date(Date.parse(since) + (i + 2) * 86_400_000).toISOString(),
      })),
    )
    .execute();
  await trx.updateTable('classes').set({ waitlist_tickets: students.length }).where('id_class', '=', classId).execute();
  if (!offerAt) return;
  const first = await trx
    .selectFrom('class_waitlist')
    .select('id')
    .where('id_class', '=', classId)
    .where('ticket', '=', 1)
    .executeTakeFirstOrThrow();
  const expires = offerDeadline(offerAt, DEFAULT_WAITLIST_OFFER_HOURS);
  const at = offerAt.toISOString();
  await trx
    .updateTable('classes')
    .set((eb) => ({ max_students: eb('max_students', '+', 1) }))
    .where('id_class', '=', classId)
    .execute();
  await trx
    .updateTable('class_waitlist')
    .set({ offered_at: at, offer_expires_at: expires.toISOString() })
    .where('id', '=', first.id)
    .execute();
  const jobs = [
    { kind: 'waitlist-offer-expiry', dueAt: expires },
    { kind: 'waitlist-offer-reminder', dueAt: offerReminderAt(expires, offerAt)! },
  ];
  for (const job of jobs) {
    await scheduleJob(trx, { key: `${job.kind}:${first.id}`, ...job, periodYear: null, subjectId: first.id }, at);
  }
}
