import { DomainError } from '@portal/domain/errors';
import {
  calendarRefusal,
  cancunDay,
  keyMatchesSubject,
  offeredInSummer,
  whatsappLinkProblem,
} from '@portal/domain/rules';
import { findPeriod } from '../../db/periods.repository.ts';
import type { ClassDetail, CreateClassInput } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { findSubjectKey, insertClass } from './classes.repository.ts';
import { insertSchedules } from './timetable.repository.ts';
import { getClassDetail } from './classes.service.ts';
import { enrolInTransaction } from './enrolment-path.ts';
import { recordActivity } from '../../events/activity.ts';
import { notify } from '../../events/notify.ts';
import { noticeInterested } from '../../events/interest-notices.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/**
 * Who creates and who leads: a registered student creates a class they lead (the WhatsApp link is
 * then required); an admin creates one led by the optional responsible student. Teachers cannot.
 */
function creator(identity: Identity, input: CreateClassInput): { leaderId: number | null; mode: 'student' | 'admin' } {
  if (identity.kind === 'student') {
    if (identity.studentId === null) throw new DomainError('studentProfileRequiredToCreate');
    const named = input.responsibleStudentId;
    if (named !== null && named !== identity.studentId) throw new DomainError('notOwnStudent');
    const problem = whatsappLinkProblem(input.whatsappLink, true);
    if (problem) throw new DomainError('validationFailed', { message: problem.message });
    return { leaderId: identity.studentId, mode: 'student' };
  }
  if (!isAdmin(identity)) throw new DomainError('classCreatorOnly');
  return { leaderId: input.responsibleStudentId, mode: 'admin' };
}

/**
 * POST /classes. The class starts `pendiente` (under review when a student proposes it, open for
 * enrolment either way) with `maxStudents` seats. Its leader is enrolled in the same transaction
 * and within their 2-class limit: if that enrolment is refused, no class is created. Its period must
 * exist and gives the seats; a student proposes only while the period's proposal window is open, and
 * nobody adds a class to a past summer (docs/rules.md CAL-4 – CAL-6).
 */
export async function createClass(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  input: CreateClassInput,
): Promise<ClassDetail> {
  const { leaderId, mode } = creator(identity, input);
  const period = await findPeriod(db, input.period);
  if (!period) throw new DomainError('classPeriodNotFound');
  const refusal = calendarRefusal(period, cancunDay(ctx.now), 'proposal', mode);
  if (refusal) throw new DomainError(refusal.key, { message: refusal.message });
  const maxStudents = period.maxStudents;
  const subject = await findSubjectKey(db, input.subjectId);
  if (!subject) throw new DomainError('subjectNotFound');
  if (!keyMatchesSubject(input.clave, subject.clave)) throw new DomainError('keyMismatch');
  if (!offeredInSummer({ summerAuthorised: subject.summer_authorised === 1, retired: subject.retired_at !== null }))
    throw new DomainError('subjectNotAuthorised');

  const classId = await writeTransaction(db, async (trx) => {
    const id = await insertClass(trx, {
      subjectId: input.subjectId,
      period: input.period,
      shift: input.shift,
      description: input.description,
      whatsappLink: input.whatsappLink,
      maxStudents,
      createdBy: identity.userId,
      now: ctx.now.toISOString(),
    });
    await insertSchedules(trx, id, input.schedule);
    if (leaderId !== null) {
      const leader = await enrolInTransaction(trx, ctx, {
        classId: id,
        studentId: leaderId,
        way: mode,
        kind: input.kind,
      });
      if (!leader.ok) {
        // A student's own limit is worded for the create form.
        throw mode === 'student' && leader.refusal?.block === 'limit' ? new DomainError('creationLimit') : leader.error;
      }
      // A responsible student named by an admin hears that they were enrolled (and lead the class).
      if (mode === 'admin') {
        await notify(trx, { kind: 'enrolment.enrolled_by_admin', classId: id, studentIds: [leaderId], now: ctx.now });
        await notify(trx, { kind: 'class.leader', classId: id, studentIds: [leaderId], now: ctx.now });
      }
    }
    // Whoever marked «Me interesa» in the subject hears of the new class (once per student and class).
    await noticeInterested(trx, ctx, { classId: id, event: 'proposed' });
    await recordActivity(trx, ctx, {
      action: mode === 'student' ? 'class.proposed' : 'class.created',
      classId: id,
      studentId: leaderId,
      detail: { period: input.period, maxStudents, leaderStudentId: leaderId },
    });
    return id;
  });
  return getClassDetail(db, identity, classId);
}
