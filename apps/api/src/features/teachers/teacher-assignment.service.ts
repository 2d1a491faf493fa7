import { DomainError } from '@portal/domain/errors';
import { ASSIGNABLE_STATUSES, fullName, isAssignable, teacherChoice } from '@portal/domain/rules';
import type { ClassTeacherResponse } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { StaffIdentity } from '../../lib/identity.ts';
import { assignedTimetable, classForAssignment } from '../../db/assigned-timetables.ts';
import { lockActiveTeacher, setClassTeacher } from './teacher-assignment.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { keepCalendar } from '../../lib/period-guard.ts';

/**
 * PUT /classes/{id}/teacher (admins): the class gets the teacher `staffId`. One transaction that
 * first locks the teacher's account row, so two assignments of one teacher never both pass the
 * clash check: a teacher teaching another class of the period at an overlapping time → 409 "El
 * docente se empalma con …". Only approved or active classes (409 otherwise); no active teacher
 * account with that id → 400. Writes one activity record per assignment.
 */
export async function assignTeacher(
  db: Db,
  ctx: ServiceContext,
  _admin: StaffIdentity,
  classId: number,
  staffId: number,
): Promise<ClassTeacherResponse> {
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  return writeTransaction(db, async (trx) => {
    const teacher = await lockActiveTeacher(trx, staffId);
    const cls = await classForAssignment(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (!teacher) throw new DomainError('teacherNotFound');
    if (!isAssignable(cls.status)) throw new DomainError('classNotAssignable');
    const { clash } = teacherChoice(cls, await assignedTimetable(trx, 'id_teacher', staffId, cls.period, classId));
    if (clash) throw new DomainError('assignmentClash', { message: clash });
    if (cls.id_teacher !== staffId) {
      if (!(await setClassTeacher(trx, classId, staffId, ASSIGNABLE_STATUSES, ctx.now.toISOString()))) {
        throw new DomainError('classNotAssignable');
      }
      await recordActivity(trx, ctx, {
        action: 'class.teacher_assigned',
        classId,
        detail: { before: cls.id_teacher, after: staffId },
      });
    }
    return { id_class: classId, teacher: { id_user: teacher.id_user, name: fullName(teacher), email: teacher.email } };
  });
}
