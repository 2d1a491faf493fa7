import { DomainError } from '@portal/domain/errors';
import {
  cancunDay,
  currentPeriod,
  interestedText,
  isPastPeriod,
  MAX_INTERESTS,
  offeredInSummer,
} from '@portal/domain/rules';
import type { MyInterests, SubjectInterest } from '@portal/domain/schemas';
import { allPeriods } from '../../db/periods.repository.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  deleteInterest,
  insertInterest,
  interestedInSubject,
  interestsOf,
  lockStudent,
  subjectForInterest,
} from './interest.repository.ts';

/** The summer «Me interesa» is about: the current one, while its grades are not due (docs/rules.md DEM-1). */
async function interestSummer(db: DbOrTrx, now: Date): Promise<number> {
  const today = cancunDay(now);
  const period = currentPeriod(await allPeriods(db), today);
  if (!period || isPastPeriod(period, today)) throw new DomainError('interestNoSummer');
  return period.year;
}

function studentOf(identity: StudentIdentity): number {
  if (identity.studentId === null) throw new DomainError('studentProfileRequired');
  return identity.studentId;
}

/** GET /interests/mine. */
export async function myInterests(db: Db, ctx: ServiceContext, identity: StudentIdentity): Promise<MyInterests> {
  const studentId = studentOf(identity);
  const period = await interestSummer(db, ctx.now);
  return { period, max: MAX_INTERESTS, subjects: await interestsOf(db, studentId, period) };
}

/**
 * POST /subjects/{id}/interest: marks the subject for the current summer, whether or not a class of it
 * exists. At most MAX_INTERESTS per student and summer, counted under the student's row lock so two marks
 * at once cannot pass the limit together; marking one already marked changes nothing.
 */
export async function markInterest(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  subjectId: number,
): Promise<MyInterests> {
  const studentId = studentOf(identity);
  const subject = await subjectForInterest(db, subjectId);
  if (!subject) throw new DomainError('subjectNotFound', { statusCode: 404 });
  if (!offeredInSummer({ summerAuthorised: subject.summer_authorised === 1, retired: subject.retired_at !== null }))
    throw new DomainError('subjectNotAuthorised');
  const period = await interestSummer(db, ctx.now);
  await writeTransaction(db, async (trx) => {
    const careerId = await lockStudent(trx, studentId);
    if (careerId === undefined) throw new DomainError('studentProfileRequired');
    const marked = await trx
      .selectFrom('subject_interests')
      .select('id_subject')
      .where('id_student', '=', studentId)
      .where('period', '=', period)
      .execute();
    if (marked.some((m) => m.id_subject === subjectId)) return;
    if (marked.length >= MAX_INTERESTS) throw new DomainError('interestLimit');
    await insertInterest(trx, { studentId, subjectId, period, careerId, at: ctx.now.toISOString() });
  });
  return { period, max: MAX_INTERESTS, subjects: await interestsOf(db, studentId, period) };
}

/** DELETE /subjects/{id}/interest: withdraws the mark (a subject not marked changes nothing). */
export async function withdrawInterest(
  db: Db,
  ctx: ServiceContext,
  identity: StudentIdentity,
  subjectId: number,
): Promise<MyInterests> {
  const studentId = studentOf(identity);
  if (!(await subjectForInterest(db, subjectId))) throw new DomainError('subjectNotFound', { statusCode: 404 });
  const period = await interestSummer(db, ctx.now);
  await writeTransaction(db, (trx) => deleteInterest(trx, { studentId, subjectId, period }));
  return { period, max: MAX_INTERESTS, subjects: await interestsOf(db, studentId, period) };
}

/** GET /subjects/{id}/interest: how many marked it this summer (what the proposer of a class reads). */
export async function subjectInterest(db: Db, ctx: ServiceContext, subjectId: number): Promise<SubjectInterest> {
  const subject = await subjectForInterest(db, subjectId);
  if (!subject) throw new DomainError('subjectNotFound', { statusCode: 404 });
  const period = await interestSummer(db, ctx.now);
  const interested = await interestedInSubject(db, subjectId, period);
  return { subjectId, period, interested, text: interestedText(interested) };
}
