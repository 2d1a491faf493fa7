import { fullName } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

function holdRows(db: DbOrTrx) {
  return db
    .selectFrom('student_holds as h')
    .leftJoin('users as u', 'u.id_user', 'h.placed_by')
    .select([
      'h.id_hold',
      'h.id_student',
      'h.reason',
      'h.source_key',
      'h.placed_at',
      'u.id_user',
      'u.name',
      'u.paternal_surname',
      'u.maternal_surname',
    ])
    .where('h.lifted_at', 'is', null);
}

type HoldRow = Awaited<ReturnType<ReturnType<typeof holdRows>['execute']>>[number];

/** The student's holds not lifted, oldest first, with who placed each. */
export async function activeHolds(db: DbOrTrx, studentId: number) {
  const rows = await holdRows(db)
    .where('h.id_student', '=', studentId)
    .orderBy('h.placed_at')
    .orderBy('h.id_hold')
    .execute();
  return rows.map(toHold);
}

/** Every hold not lifted, newest first, with the student it holds (name, control number, career). */
export async function allActiveHolds(db: DbOrTrx) {
  const rows = await holdRows(db)
    .innerJoin('students as s', 's.id_student', 'h.id_student')
    .innerJoin('users as su', 'su.id_user', 's.id_user')
    .leftJoin('careers as k', 'k.id_career', 's.id_career')
    .select([
      's.control_number',
      'su.name as student_name',
      'su.paternal_surname as student_paternal',
      'su.maternal_surname as student_maternal',
      'k.name as career',
    ])
    .orderBy('h.placed_at', 'desc')
    .orderBy('h.id_hold', 'desc')
    .execute();
  return rows.map((r) => ({
    ...toHold(r),
    student: {
      id_student: r.id_student,
      name: fullName({
        name: r.student_name,
        paternal_surname: r.student_paternal,
        maternal_surname: r.student_maternal ?? '',
      }),
      control_number: r.control_number,
      career: r.career,
    },
  }));
}

function toHold(r: HoldRow) {
  return {
    id_hold: r.id_hold,
    id_student: r.id_student,
    reason: r.reason,
    automatic: r.source_key !== null,
    placed_at: String(r.placed_at),
    placed_by:
      r.id_user === null
        ? null
        : {
            id_user: r.id_user,
            name: fullName({
              name: r.name!,
              paternal_surname: r.paternal_surname!,
              maternal_surname: r.maternal_surname ?? '',
            }),
          },
  };
}

export async function studentExists(db: DbOrTrx, studentId: number): Promise<boolean> {
  return (
    (await db.selectFrom('students').select('id_student').where('id_student', '=', studentId).executeTakeFirst()) !==
    undefined
  );
}

/**
 * Inserts a hold; with a `sourceKey` (an automatic hold) a second one for the same cause is not
 * inserted: 'exists'. ON CONFLICT rather than catching the violation: the caller's transaction (a
 * payment's) goes on afterwards, and PostgreSQL aborts a transaction on a failed statement.
 */
export async function insertHold(
  trx: DbOrTrx,
  row: { studentId: number; reason: string; sourceKey: string | null; placedBy: number | null; now: string },
): Promise<number | 'exists'> {
  const inserted = await trx
    .insertInto('student_holds')
    .values({
      id_student: row.studentId,
      reason: row.reason,
      source_key: row.sourceKey,
      placed_by: row.placedBy,
      placed_at: row.now,
    })
    .onConflict((oc) => oc.column('source_key').doNothing())
    .returning('id_hold')
    .executeTakeFirst();
  return inserted ? inserted.id_hold : 'exists';
}

/** Lifts a hold of the student not lifted yet; false when there is none such. */
export async function liftHoldRow(
  trx: DbOrTrx,
  a: { studentId: number; holdId: number; by: number | null; now: string },
): Promise<boolean> {
  const res = await trx
    .updateTable('student_holds')
    .set({ lifted_at: a.now, lifted_by: a.by })
    .where('id_hold', '=', a.holdId)
    .where('id_student', '=', a.studentId)
    .where('lifted_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
