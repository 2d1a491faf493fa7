import { DomainError } from '@portal/domain/errors';
import { sortByFullName } from '@portal/domain/rules';
import type { RegisterStudentBody, Student, StudentListItem, UpdateStudentBody } from '@portal/domain/schemas';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { nowIso } from '../../db/sql-helpers.ts';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { recordActivity } from '../../events/activity.ts';
import { isAdmin, type Identity, type StudentIdentity } from '../../lib/identity.ts';
import {
  careerName,
  findStudentById,
  findStudentByUser,
  insertStudentIfAbsent,
  isControlNumberUsed,
  listAllStudents,
  updateStudent,
} from './students.repository.ts';
import { studentUser } from '../../lib/student-user.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/**
 * Registers the caller's student profile. The user is the token's; a body naming another user is
 * refused. Uniqueness (one profile per user, one student per control number) is left to the
 * database's unique constraints, so two simultaneous registrations leave one row and a 409.
 */
export async function registerStudent(
  db: Db,
  ctx: ServiceContext,
  caller: StudentIdentity,
  body: RegisterStudentBody,
): Promise<Student> {
  if (body.id_user != null && body.id_user !== caller.userId) throw new DomainError('notOwnStudentProfile');
  if (caller.studentId !== null) throw new DomainError('alreadyStudent');
  const career = await careerName(db, body.id_career);
  if (career === undefined) throw new DomainError('careerNotFound');

  const fields = { id_career: body.id_career, control_number: body.control_number, phone: body.phone };
  const id = await writeTransaction(db, async (trx) => {
    const inserted = await insertStudentIfAbsent(trx, { ...fields, id_user: caller.userId, now: nowIso(ctx.now) });
    if (inserted !== undefined) {
      await recordActivity(trx, ctx, { action: 'profile.registered', studentId: inserted });
    }
    return inserted;
  });
  if (id === undefined) {
    // A unique constraint held a row: say which one.
    if (await findStudentByUser(db, caller.userId)) throw new DomainError('alreadyStudent');
    if (await isControlNumberUsed(db, body.control_number)) throw new DomainError('controlNumberTaken');
    throw new DomainError('registrationConflict');
  }
  return { id_student: id, id_user: caller.userId, ...fields, career };
}

/** The student record of a user: students see only their own, admins anyone's. */
export async function getStudentOfUser(db: DbOrTrx, caller: Identity, userId: number): Promise<Student> {
  if (!isAdmin(caller)) {
    if (caller.kind !== 'student') throw new DomainError('forbidden');
    if (caller.userId !== userId) throw new DomainError('notOwnStudentRecord');
  }
  const student = await findStudentByUser(db, userId);
  if (!student) throw new DomainError('studentProfileNotFound');
  return student;
}

/** Edits the caller's own student record; another student's is refused whether it exists or not. */
export async function updateOwnStudent(
  db: Db,
  ctx: ServiceContext,
  caller: StudentIdentity,
  studentId: number,
  body: UpdateStudentBody,
): Promise<Student> {
  if (caller.studentId !== studentId) throw new DomainError('notOwnStudentRecord');
  if (body.id_career !== undefined && (await careerName(db, body.id_career)) === undefined) {
    throw new DomainError('careerNotFound');
  }
  try {
    await writeTransaction(db, async (trx) => {
      await updateStudent(trx, studentId, {
        id_career: body.id_career,
        control_number: body.control_number,
        phone: body.phone,
        updated_at: nowIso(ctx.now),
      });
      // Which fields were sent, not their values: the log keeps no phone numbers.
      const fields = (['id_career', 'control_number', 'phone'] as const).filter((f) => body[f] !== undefined);
      await recordActivity(trx, ctx, { action: 'profile.edited', studentId, detail: { fields } });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'students_control_number_key', 'students.control_number')) {
      throw new DomainError('controlNumberTaken');
    }
    throw error;
  }
  const updated = await findStudentById(db, studentId);
  if (!updated) throw new DomainError('studentNotFound');
  return updated;
}

/** Every student, ordered by full name (Spanish collation, then id), for the admin's screens. */
export async function listStudents(db: DbOrTrx): Promise<StudentListItem[]> {
  const rows = await listAllStudents(db);
  return sortByFullName(rows).map((r) => ({
    id_student: r.id_student,
    control_number: r.control_number,
    phone: r.phone,
    user: studentUser(r),
    career: r.id_career !== null && r.career_name !== null ? { id_career: r.id_career, name: r.career_name } : null,
  }));
}
