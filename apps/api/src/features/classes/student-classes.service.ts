import { DomainError } from '@portal/domain/errors';
import { pageMeta, pageOffset } from '@portal/domain/rules';
import type { ClassmatesResponse, StudentClass } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import type { Identity, StudentIdentity } from '../../lib/identity.ts';
import { statusHistoryOf } from './class-status-history.repository.ts';
import { classesOfStudent, classmatesCount, classmatesPage, isEnrolled } from './enrolment.repository.ts';
import { toHistoryByClass } from './class-view.ts';
import { findClass } from './classes.repository.ts';
import { present } from './classes.service.ts';
import { placesOfClasses } from '../../db/class-places.ts';
import { assertTeacherOfClass } from '../../lib/roster-access.ts';
import { studentUser } from '../../lib/student-user.ts';

/**
 * GET /classes/student: the caller's classes, as a member sees them (WhatsApp link included), with
 * whether they lead each one and its latest review, so a proposer learns why a class was rejected.
 * A signed-in student without a student record has no classes: an empty list.
 */
export async function listStudentClasses(
  db: DbOrTrx,
  identity: StudentIdentity,
  askedFor: number | undefined,
): Promise<StudentClass[]> {
  if (askedFor !== undefined && askedFor !== identity.studentId) throw new DomainError('forbidden');
  if (identity.studentId === null) return [];
  const rows = await classesOfStudent(db, identity.studentId);
  const ids = rows.map((r) => r.id_class);
  const [items, history, places] = await Promise.all([
    present(db, rows, () => 'member'),
    statusHistoryOf(db, ids),
    placesOfClasses(db, ids),
  ]);
  const historyOf = toHistoryByClass(history);
  return items.map((item, i) => ({
    ...item,
    group_leader: rows[i]!.group_leader === 1,
    latest_review: historyOf.get(item.id_class)?.at(-1) ?? null,
    promoted_from_waitlist: rows[i]!.promoted_at !== null,
    ...(places.get(item.id_class) ?? { room: null, teacher: null }),
  }));
}

/**
 * GET /classes/{id}/students: classmates' phones and emails are not public — only admins, the
 * class's own teacher and the students enrolled in the class (its leader among them) may list them.
 */
export async function listClassmates(
  db: DbOrTrx,
  identity: Identity,
  classId: number,
  page: number,
  pageSize: number,
): Promise<ClassmatesResponse> {
  if (!(await findClass(db, classId))) throw new DomainError('classNotFound');
  await assertTeacherOfClass(db, identity, classId);
  if (identity.kind === 'student') {
    const member = identity.studentId !== null && (await isEnrolled(db, classId, identity.studentId));
    if (!member) throw new DomainError('notClassMember');
  }
  const [rows, counts] = await Promise.all([
    classmatesPage(db, classId, pageSize, pageOffset(page, pageSize)),
    classmatesCount(db, classId),
  ]);
  return {
    data: rows.map((r) => ({
      id_student_class: r.id_student_class,
      id_student: r.id_student,
      group_leader: r.group_leader === 1,
      student: {
        id_student: r.id_student,
        control_number: r.control_number,
        career: r.career_name === null ? null : { name: r.career_name },
        phone: r.phone,
        user: studentUser(r),
      },
    })),
    meta: { ...pageMeta(page, pageSize, counts.total), leaders: counts.leaders },
  };
}
