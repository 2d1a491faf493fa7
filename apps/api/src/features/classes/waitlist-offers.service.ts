import { DomainError } from '@portal/domain/errors';
import {
  DEFAULT_WAITLIST_OFFER_HOURS,
  isOfferOpen,
  offerDeadline,
  offerDeadlineText,
  offerReminderAt,
  STUDENT_ENROLMENT_STATUS,
  SUCCESS_MESSAGES,
} from '@portal/domain/rules';
import type { EnrolmentResult } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import { keepCalendar } from '../../lib/period-guard.ts';
import { asSystem, type ServiceContext } from '../../lib/service-context.ts';
import { scheduleJob } from '../../scheduler/scheduled-jobs.repository.ts';
import { enrolInTransaction } from './enrolment-path.ts';
import {
  deleteWaitlistEntryById,
  entriesWithoutOffer,
  markOffered,
  openOfferCount,
  waitlistEntry,
} from './waitlist.repository.ts';

/** One seat offered to a waiting student. */
export interface Offer {
  classId: number;
  studentId: number;
  expiresAt: string;
}

/** «el 11 de junio a las 15:00» (Cancun), how a deadline is written in a notification. */
function deadlineText(at: Date): string {
  return `el ${offerDeadlineText(at)}`;
}

/**
 * THE place where a freed seat goes to the waitlist (docs/rules.md ESP, decision 030). Called inside the
 * transaction that freed it — a withdrawal, an admin's removal, a larger cap, a release that made a waiting
 * student eligible again, a declined or expired offer. Under the class's lock, while the pending class has
 * seats neither taken nor held by an open offer, the first waiting student without an offer who would get
 * the place now (the one enrolment path, decided but not written) is offered it until the deadline
 * (WAITLIST_OFFER_HOURS): the seat is held for them alone, the expiry and the reminder 2 h before are put on
 * the scheduler, and they are told in the app and by mail. A student who does not qualify keeps their turn.
 */
export async function offerFreedSeats(trx: DbOrTrx, ctx: ServiceContext, classId: number): Promise<Offer[]> {
  const cls = await lockedClass(trx, classId);
  if (!cls || cls.status !== STUDENT_ENROLMENT_STATUS || cls.waitlist_tickets === 0) return [];
  let free = cls.max_students - cls.enrolled - (await openOfferCount(trx, classId, ctx.now));
  const offers: Offer[] = [];
  const system = asSystem(ctx);
  for (const entry of await entriesWithoutOffer(trx, classId)) {
    if (free <= 0) break;
    const verdict = await enrolInTransaction(trx, ctx, {
      classId,
      studentId: entry.id_student,
      way: 'promotion',
      dryRun: true,
    });
    if (!verdict.ok) {
      const block = verdict.refusal?.block;
      if (block === undefined || block === 'closed' || block === 'full') break;
      continue;
    }
    const expires = offerDeadline(ctx.now, ctx.offerHours ?? DEFAULT_WAITLIST_OFFER_HOURS);
    const at = ctx.now.toISOString();
    if (!(await markOffered(trx, entry.id, at, expires.toISOString()))) {
      throw new Error(`waitlist entry ${entry.id} changed under its class's lock`);
    }
    await scheduleJob(
      trx,
      {
        key: `waitlist-offer-expiry:${entry.id}`,
        kind: 'waitlist-offer-expiry',
        periodYear: null,
        dueAt: expires,
        subjectId: entry.id,
      },
      at,
    );
    const remindAt = offerReminderAt(expires, ctx.now);
    if (remindAt) {
      await scheduleJob(
        trx,
        {
          key: `waitlist-offer-reminder:${entry.id}`,
          kind: 'waitlist-offer-reminder',
          periodYear: null,
          dueAt: remindAt,
          subjectId: entry.id,
        },
        at,
      );
    }
    await recordActivity(trx, system, {
      action: 'waitlist.offered',
      classId,
      studentId: entry.id_student,
      detail: { expiresAt: expires.toISOString() },
    });
    await notify(trx, {
      kind: 'waitlist.offered',
      classId,
      studentIds: [entry.id_student],
      reason: `hasta ${deadlineText(expires)}`,
      now: ctx.now,
    });
    offers.push({ classId, studentId: entry.id_student, expiresAt: expires.toISOString() });
    free--;
  }
  return offers;
}

/**
 * POST /classes/{id}/waitlist/accept: the offer's holder takes the place through the one enrolment path,
 * with every rule checked again now (the window, a hold, the 2-class limit, a clash, a curso especial, the
 * seats — only offers made before theirs hold seats against them). A refusal says the rule's message and
 * changes nothing: the offer stays open until its deadline.
 */
export async function acceptOffer(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  classId: number,
): Promise<EnrolmentResult> {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('studentProfileRequired');
  await keepCalendar(db, classId, ctx.now, 'enrolment', 'student');
  const done = await writeTransaction(db, async (trx) => {
    if (!(await lockedClass(trx, classId))) throw new DomainError('classNotFound');
    const entry = await waitlistEntry(trx, { classId, studentId });
    if (!entry || !isOfferOpen(entry.offer_expires_at, ctx.now)) throw new DomainError('noWaitlistOffer');
    const row = await enrolInTransaction(trx, ctx, { classId, studentId, way: 'promotion' });
    if (!row.ok) throw row.error;
    await recordActivity(trx, ctx, {
      action: 'enrolment.promoted',
      classId,
      studentId,
      detail: { groupLeader: row.group_leader, offeredAt: entry.offered_at },
    });
    return row;
  });
  return {
    message: SUCCESS_MESSAGES.enrolled,
    id_student_class: done.id_student_class,
    id_class: classId,
    id_student: studentId,
    group_leader: done.group_leader,
    enrrolled: done.enrolled,
    max_students: done.max_students,
  };
}

/** POST /classes/{id}/waitlist/decline: the holder lets the place go; it is offered to the next. */
export async function declineOffer(db: Db, ctx: ServiceContext, identity: StudentIdentity, classId: number) {
  const studentId = identity.studentId;
  if (studentId === null) throw new DomainError('studentProfileRequired');
  await writeTransaction(db, async (trx) => {
    if (!(await lockedClass(trx, classId))) throw new DomainError('classNotFound');
    const entry = await waitlistEntry(trx, { classId, studentId });
    if (!entry || !isOfferOpen(entry.offer_expires_at, ctx.now)) throw new DomainError('noWaitlistOffer');
    await deleteWaitlistEntryById(trx, entry.id);
    await recordActivity(trx, ctx, { action: 'waitlist.declined', classId, studentId });
    await offerFreedSeats(trx, ctx, classId);
  });
}

/**
 * The deadline of an offer (a scheduled job, claimed once in its transaction): an offer still there and
 * past its deadline ends — the entry goes, the student is told — and the seat is offered to the next.
 * An offer accepted or declined meanwhile has no entry left: nothing to do.
 */
export async function offerExpiryJob(trx: DbOrTrx, ctx: ServiceContext, entryId: number) {
  const first = await waitlistEntry(trx, { id: entryId });
  if (!first) return { expired: false };
  await lockedClass(trx, first.id_class);
  const entry = await waitlistEntry(trx, { id: entryId });
  if (!entry?.offer_expires_at || isOfferOpen(entry.offer_expires_at, ctx.now)) return { expired: false };
  await deleteWaitlistEntryById(trx, entryId);
  await recordActivity(trx, ctx, {
    action: 'waitlist.offer_expired',
    classId: entry.id_class,
    studentId: entry.id_student,
  });
  await notify(trx, {
    kind: 'waitlist.offer_expired',
    classId: entry.id_class,
    studentIds: [entry.id_student],
    now: ctx.now,
  });
  const next = await offerFreedSeats(trx, ctx, entry.id_class);
  return { expired: true, offeredTo: next.map((o) => o.studentId) };
}

/** 2 h before an offer's deadline: its holder is reminded, if it is still open. */
export async function offerReminderJob(trx: DbOrTrx, ctx: ServiceContext, entryId: number) {
  const entry = await waitlistEntry(trx, { id: entryId });
  if (!entry?.offer_expires_at || !isOfferOpen(entry.offer_expires_at, ctx.now)) return { reminded: false };
  await recordActivity(trx, ctx, {
    action: 'waitlist.offer_reminded',
    classId: entry.id_class,
    studentId: entry.id_student,
  });
  await notify(trx, {
    kind: 'waitlist.offer_reminder',
    classId: entry.id_class,
    studentIds: [entry.id_student],
    reason: deadlineText(new Date(entry.offer_expires_at)),
    now: ctx.now,
  });
  return { reminded: true };
}
