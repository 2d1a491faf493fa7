import { DomainError } from '@portal/domain/errors';
import { keyMatchesSubject, whatsappLinkProblem } from '@portal/domain/rules';
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
 * and within their 2-class limit: if that enrolment is refused, no class is created.
 */
export async function createClass(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  input: CreateClassInput,
  opts: { maxStudents: number },
): Promise<ClassDetail> {
  const { leaderId, mode } = creator(identity, input);
  const subject = await findSubjectKey(db, input.subjectId);
  if (!subject) throw new DomainError('subjectNotFound');
  if (!keyMatchesSubject(input.clave, subject.clave)) throw new DomainError('keyMismatch');

  const classId = await writeTransaction(db, async (trx) => {
    const id = await insertClass(trx, {
      subjectId: input.subjectId,
      period: input.period,
      shift: input.shift,
      description: input.description,
      whatsappLink: input.whatsappLink,
      maxStudents: opts.maxStudents,
      createdBy: identity.userId,
      now: ctx.now.toISOString(),
    });
    await insertSchedules(trx, id, input.schedule);
    if (leaderId !== null) {
      const leader = await enrolInTransaction(trx, ctx, { classId: id, studentId: leaderId, way: mode });
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
    await recordActivity(trx, ctx, {
      action: mode === 'student' ? 'class.proposed' : 'class.created',
      classId: id,
      studentId: leaderId,
      detail: { period: input.period, maxStudents: opts.maxStudents, leaderStudentId: leaderId },
    });
    return id;
  });
  return getClassDetail(db, identity, classId);
}
