import { CLASS_MOBILITY_SEATS } from '@portal/domain/constants';
import { DomainError } from '@portal/domain/errors';
import { enrolmentEligibility, mobilityClosedMessage, statusesFor, type EnrolmentBlock } from '@portal/domain/rules';
import type { MobilityStudent, MobilityStudentBody, MobilityStudentsResponse } from '@portal/domain/schemas';
import type { Db, DbOrTrx } from '../../db/tables.ts';
import { assertTeacherOfClass } from '../../lib/roster-access.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import type { Identity, StaffIdentity } from '../../lib/identity.ts';
import { actorFromIdentity, recordActivity } from '../../events/activity.ts';
import { classState, findClass } from './classes.repository.ts';
import {
  insertMobilityStudent,
  mobilityEmailInClass,
  mobilityStudentsOf,
  takeMobilitySeat,
} from './mobility.repository.ts';

function refusalOf(block: EnrolmentBlock, status: string): DomainError {
  if (block === 'enrolled') return new DomainError('mobilityDuplicate');
  if (block === 'closed') return new DomainError('rosterLocked', { message: mobilityClosedMessage(status) });
  return new DomainError('mobilityFull');
}

/** The eligibility rule for a mobility student (their own places; no 2-class limit applies). */
async function mobilityRefusal(trx: DbOrTrx, classId: number, email: string) {
  const cls = await classState(trx, classId);
  if (!cls) return new DomainError('classNotFound');
  const inClass = await mobilityEmailInClass(trx, classId, email);
  const verdict = enrolmentEligibility(cls, { registered: true, inClass, countingEnrolments: 0 }, 'mobility');
  return verdict.ok ? null : refusalOf(verdict.block, cls.status);
}

/**
 * POST /classes/{id}/mobility-students (admin): a student of another institute takes one of the
 * class's 5 mobility places — never a regular seat, never counted against a 2-class limit. The
 * rule first, then a conditional UPDATE of the places and the insert (unique per class and email).
 */
export async function addMobilityStudent(
  db: Db,
  admin: StaffIdentity,
  classId: number,
  body: MobilityStudentBody,
  now: Date,
  requestId: string | null = null,
): Promise<MobilityStudent> {
  return writeTransaction(db, async (trx) => {
    const refused = await mobilityRefusal(trx, classId, body.email);
    if (refused) throw refused;
    if ((await takeMobilitySeat(trx, classId, statusesFor('mobility'))) === null) {
      throw (await mobilityRefusal(trx, classId, body.email)) ?? new DomainError('mobilityFull');
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
      now: now.toISOString(),
    });
    if (row === 'duplicate') throw new DomainError('mobilityDuplicate');
    await recordActivity(trx, {
      actor: actorFromIdentity(admin, requestId),
      action: 'enrolment.mobility_added',
      classId,
      detail: { mobilityStudentId: row.id },
      now,
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
