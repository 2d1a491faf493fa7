import { DomainError } from '@portal/domain/errors';
import {
  ADMIN_ROSTER_STATUSES,
  isRosterLocked,
  rosterLockedMessage,
  STUDENT_ENROLMENT_STATUS,
} from '@portal/domain/rules';
import type { EnrollBody, EnrolmentResult, RemovalResult } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { isAdmin, type Identity } from '../../lib/identity.ts';
import { isEnrolled } from './classes.repository.ts';
import {
  classState,
  countEnrolment,
  deleteEnrolment,
  insertEnrolment,
  promoteEarliestMember,
  releaseSeat,
  studentExists,
  takeSeat,
  uncountEnrolment,
} from './enrolment.repository.ts';

/**
 * Who enrols decides the rules: a student only into a pending class; an admin into any class whose
 * roster is not locked (docs/rules.md R38). Both: never over the class's seats, never a third class, never twice.
 */
export type EnrolmentMode = 'student' | 'admin';

const REFUSALS = {
  student: { already: 'alreadyEnrolled', limit: 'enrolmentLimit', missing: 'studentNotFound' },
  admin: { already: 'studentAlreadyEnrolled', limit: 'studentEnrolmentLimit', missing: 'selectedStudentNotFound' },
} as const;

/**
 * Decision 004 (docs/decisions/004-enrolment-concurrency.md), inside the caller's transaction: take a seat (conditional UPDATE of the class),
 * count the enrolment (conditional UPDATE of the student), insert the row (unique pair). Any
 * refusal throws, which rolls back whatever was already written. The enrolment that makes the
 * class's count 1 is its group leader.
 */
export async function enrolInTransaction(
  trx: DbOrTrx,
  args: { classId: number; studentId: number; mode: EnrolmentMode; now: Date },
): Promise<{ id_student_class: number; group_leader: boolean; enrolled: number; max_students: number }> {
  const { classId, studentId, mode } = args;
  const statuses = mode === 'student' ? [STUDENT_ENROLMENT_STATUS] : ADMIN_ROSTER_STATUSES;
  const seat = await takeSeat(trx, classId, statuses);
  if (seat === null) throw await seatRefusal(trx, classId, studentId, mode);
  if (!(await countEnrolment(trx, studentId))) throw await limitRefusal(trx, classId, studentId, mode);
  const leader = seat.enrolled === 1;
  const row = await insertEnrolment(trx, { studentId, classId, leader, now: args.now.toISOString() });
  if (row === 'duplicate') throw new DomainError(REFUSALS[mode].already);
  return { id_student_class: row.id_student_class, group_leader: leader, ...seat };
}

/** Why no seat was taken: the class is missing, the student is already in it, its status, or it is full. */
async function seatRefusal(trx: DbOrTrx, classId: number, studentId: number, mode: EnrolmentMode) {
  const cls = await classState(trx, classId);
  if (!cls) return new DomainError('classNotFound');
  if (await isEnrolled(trx, classId, studentId)) return new DomainError(REFUSALS[mode].already);
  if (mode === 'student' && cls.status !== STUDENT_ENROLMENT_STATUS) return new DomainError('classNotOpen');
  if (mode === 'admin' && isRosterLocked(cls.status)) {
    return new DomainError('rosterLocked', { message: rosterLockedMessage(cls.status) });
  }
  return new DomainError('classFull');
}

/** Why the enrolment was not counted: the student is missing, already in this class, or at the limit. */
async function limitRefusal(trx: DbOrTrx, classId: number, studentId: number, mode: EnrolmentMode) {
  if (!(await studentExists(trx, studentId))) return new DomainError(REFUSALS[mode].missing);
  if (await isEnrolled(trx, classId, studentId)) return new DomainError(REFUSALS[mode].already);
  return new DomainError(REFUSALS[mode].limit);
}

/** Whom the caller enrols, and under which rules; identities come from the token, never the body. */
function enrolmentTarget(identity: Identity, body: EnrollBody): { studentId: number; mode: EnrolmentMode } {
  const named = body.student?.studentId;
  if (identity.kind === 'student') {
    if (identity.studentId === null) throw new DomainError('studentProfileRequired');
    if (named !== undefined && named !== identity.studentId) throw new DomainError('notOwnStudent');
    return { studentId: identity.studentId, mode: 'student' };
  }
  if (!isAdmin(identity)) throw new DomainError('adminOnly');
  if (named === undefined) throw new DomainError('studentRequired');
  return { studentId: named, mode: 'admin' };
}

/** POST /classes/enrollStudent. */
export async function enrolStudent(db: Db, identity: Identity, body: EnrollBody, now: Date): Promise<EnrolmentResult> {
  const { studentId, mode } = enrolmentTarget(identity, body);
  const done = await writeTransaction(db, (trx) =>
    enrolInTransaction(trx, { classId: body.classId, studentId, mode, now }),
  );
  return {
    message: '¡Inscripción exitosa!',
    id_student_class: done.id_student_class,
    id_class: body.classId,
    id_student: studentId,
    group_leader: done.group_leader,
    enrrolled: done.enrolled,
    max_students: done.max_students,
  };
}

/**
 * DELETE /classes/{id}/student/{studentId} (admin): the mirror of an enrolment in one transaction —
 * give the seat back (only while the roster is not locked), delete the row, uncount the student's
 * enrolment; when the removed student led the class, the earliest remaining enrolment leads it now.
 */
export async function removeStudent(db: Db, classId: number, studentId: number): Promise<RemovalResult> {
  return writeTransaction(db, async (trx) => {
    const enrolled = await releaseSeat(trx, classId, ADMIN_ROSTER_STATUSES);
    if (enrolled === null) {
      const cls = await classState(trx, classId);
      if (!cls) throw new DomainError('classNotFound');
      if (isRosterLocked(cls.status))
        throw new DomainError('rosterLocked', { message: rosterLockedMessage(cls.status) });
      throw new DomainError('notEnrolled');
    }
    const removed = await deleteEnrolment(trx, classId, studentId);
    if (!removed) throw new DomainError('notEnrolled');
    // The row existed, so the student's counter counted it: a failure here is a broken invariant.
    if (!(await uncountEnrolment(trx, studentId))) throw new Error(`enrolments of student ${studentId} out of sync`);
    const newLeader = removed.group_leader === 1 ? await promoteEarliestMember(trx, classId) : null;
    return {
      message: 'El estudiante ha sido eliminado de la clase exitosamente.',
      id_class: classId,
      id_student: studentId,
      enrrolled: enrolled,
      new_group_leader: newLeader,
    };
  });
}
