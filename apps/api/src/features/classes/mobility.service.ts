import { CLASS_MOBILITY_SEATS } from '@portal/domain/constants';
import { DomainError } from '@portal/domain/errors';
import { enrolmentEligibility, mobilityClosedMessage, statusesFor, type EnrolmentBlock } from '@portal/domain/rules';
import type { MobilityStudent, MobilityStudentBody, MobilityStudentsResponse } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { assertTeacherOfClass } from '../../lib/roster-access.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { Identity, StaffIdentity } from '../../lib/identity.ts';
import { recordActivity } from '../../events/activity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { findClass } from './classes.repository.ts';
import { lockedClass } from '../../db/locked-rows.ts';
import {
  insertMobilityStudent,
  mobilityEmailInClass,
  mobilityStudentsOf,
  takeMobilitySeat,
} from './mobility.repository.ts';
import { keepCalendar } from '../../lib/period-guard.ts';

function refusalOf(block: EnrolmentBlock, status: string): DomainError {
  if (block === 'enrolled') return new DomainError('mobilityDuplicate');
  if (block === 'closed') return new DomainError('rosterLocked', { message: mobilityClosedMessage(status) });
  return new DomainError('mobilityFull');
}

/**
 * POST /classes/{id}/mobility-students (admin): a student of another institute takes one of the
 * class's 5 mobility places — never a regular seat, never counted against a 2-class limit. Like every
 * enrolment: the class's row read under its lock and whether the address is in the class already,
 * the eligibility rule (mode 'mobility') on those facts, then the place and the insert (unique per
 * class and email).
 */
export async function addMobilityStudent(
  db: Db,
  ctx: ServiceContext,
  admin: StaffIdentity,
  classId: number,
  body: MobilityStudentBody,
): Promise<MobilityStudent> {
  await keepCalendar(db, classId, ctx.now, 'change', 'admin');
  return writeTransaction(db, async (trx) => {
    const cls = await lockedClass(trx, classId);
    if (!cls) throw new DomainError('classNotFound');
    const inClass = await mobilityEmailInClass(trx, classId, body.email);
    const verdict = enrolmentEligibility(cls, { registered: true, inClass, countingEnrolments: 0 }, 'mobility');
    if (!verdict.ok) throw refusalOf(verdict.block, cls.status);
    // The lock holds what was just read: a write that does not apply is a bug.
    if ((await takeMobilitySeat(trx, classId, statusesFor('mobility'))) === null) {
      throw new Error(`mobility seat of class ${classId}: facts moved under the lock`);
    }
    const row = await insertMobilityStudent(trx, {
      classId,
      name: body.name,
      paternalSurname: body.paternalSurname,
      maternalSurname: body.maternalSurname ?? '',
      institute: body.institute,
      email: body.email,
      phone: body.phone,
      controlNumber: body.controlNumber,
      createdBy: admin.userId,
      now: ctx.now.toISOString(),
    });
    if (row === 'duplicate') throw new DomainError('mobilityDuplicate');
    await recordActivity(trx, ctx, {
      action: 'enrolment.mobility_added',
      classId,
      detail: { mobilityStudentId: row.id },
    });
    return row;
  });
}

/** GET /classes/{id}/mobility-students (admins, and the class's own teacher). */
export async function listMobilityStudents(
  db: Db,
  identity: Identity,
  classId: number,
): Promise<MobilityStudentsResponse> {
  const cls = await findClass(db, classId);
  if (!cls) throw new DomainError('classNotFound');
  await assertTeacherOfClass(db, identity, classId);
  const rows = await mobilityStudentsOf(db, classId);
  return { data: rows, seats: CLASS_MOBILITY_SEATS, taken: rows.length };
}
