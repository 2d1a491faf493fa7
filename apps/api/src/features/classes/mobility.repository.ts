import type { DbOrTrx } from '../../db/tables.ts';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { CLASS_MOBILITY_SEATS } from '@portal/domain/constants';

/** What a mobility student's row shows, written or read. */
const MOBILITY_COLUMNS = [
  'id',
  'id_class',
  'name',
  'paternal_surname',
  'maternal_surname',
  'institute',
  'email',
  'phone',
  'control_number',
  'created_at',
] as const;

/** Takes a mobility place while the class is in one of `statuses` and has one left; the new count, or null. */
export async function takeMobilitySeat(
  trx: DbOrTrx,
  classId: number,
  statuses: readonly string[],
): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set((eb) => ({ mobility_enrolled: eb('mobility_enrolled', '+', 1) }))
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .where('mobility_enrolled', '<', CLASS_MOBILITY_SEATS)
    .returning('mobility_enrolled')
    .executeTakeFirst();
  return row?.mobility_enrolled ?? null;
}

export async function insertMobilityStudent(
  trx: DbOrTrx,
  v: {
    classId: number;
    name: string;
    paternalSurname: string;
    maternalSurname: string;
    institute: string;
    email: string;
    phone: string;
    controlNumber: string;
    createdBy: number;
    now: string;
  },
) {
  try {
    return await trx
      .insertInto('class_mobility_students')
      .values({
        id_class: v.classId,
        name: v.name,
        paternal_surname: v.paternalSurname,
        maternal_surname: v.maternalSurname,
        institute: v.institute,
        email: v.email,
        phone: v.phone,
        control_number: v.controlNumber,
        created_by: v.createdBy,
        created_at: v.now,
      })
      .returning(MOBILITY_COLUMNS)
      .executeTakeFirstOrThrow();
  } catch (err) {
    if (
      isUniqueViolation(
        err,
        'class_mobility_students_class_email_unique',
        'class_mobility_students.id_class, class_mobility_students.email',
      )
    ) {
      return 'duplicate' as const;
    }
    throw err;
  }
}

export async function mobilityStudentsOf(db: DbOrTrx, classId: number) {
  return db
    .selectFrom('class_mobility_students')
    .select(MOBILITY_COLUMNS)
    .where('id_class', '=', classId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function mobilityEmailInClass(trx: DbOrTrx, classId: number, email: string): Promise<boolean> {
  const row = await trx
    .selectFrom('class_mobility_students')
    .select('id')
    .where('id_class', '=', classId)
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
