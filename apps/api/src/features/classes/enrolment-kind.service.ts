import { DomainError } from '@portal/domain/errors';
import { FINISHED_STATUS, isReleasedStatus, kindCorrectionProblem, RELEASED_STATUSES } from '@portal/domain/rules';
import type { EnrolmentKind } from '@portal/domain/rules';
import type { EnrolmentKindResult } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { lockedClass, lockedStudent } from '../../db/locked-rows.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/**
 * PATCH /classes/{id}/student/{studentId} (administrators): corrects how the student takes the class's
 * subject (docs/rules.md ELE-8). Decided under the class's and the student's row locks, as an enrolment
 * is, so a parallel enrolment of the same student cannot slip past the curso especial rule. A released
 * class keeps its history as it was; a finished one's acta is closed.
 */
export async function correctEnrolmentKind(
  db: Db,
  ctx: ServiceContext,
  classId: number,
  studentId: number,
  kind: EnrolmentKind,
): Promise<EnrolmentKindResult> {
  return writeTransaction(db, async (trx) => {
    const cls = await lockedClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    if (cls.status === FINISHED_STATUS) throw new DomainError('actaClosed');
    if (isReleasedStatus(cls.status)) throw new DomainError('rosterLocked');
    const student = await lockedStudent(trx, classId, studentId);
    if (!student?.inClass) throw new DomainError('notEnrolled');
    const row = await trx
      .selectFrom('student_classes as sc')
      .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
      .innerJoin('classes as this', (j) => j.on('this.id_class', '=', classId))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sc.id_student', '=', studentId)
      .where('sc.id_class', '<>', classId)
      .where('c.status', 'not in', RELEASED_STATUSES)
      .whereRef('c.period', '=', 'this.period')
      .executeTakeFirstOrThrow();
    const problem = kindCorrectionProblem(kind, Number(row.n));
    if (problem) throw new DomainError(problem);
    const before = await trx
      .selectFrom('student_classes')
      .select('kind')
      .where('id_class', '=', classId)
      .where('id_student', '=', studentId)
      .executeTakeFirstOrThrow();
    if (before.kind !== kind) {
      await trx
        .updateTable('student_classes')
        .set({ kind })
        .where('id_class', '=', classId)
        .where('id_student', '=', studentId)
        .execute();
      await recordActivity(trx, ctx, {
        action: 'enrolment.kind_changed',
        classId,
        studentId,
        detail: { from: before.kind, to: kind },
      });
    }
    return { id_class: classId, id_student: studentId, kind };
  });
}
