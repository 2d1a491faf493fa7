import { SqliteAdapter } from 'kysely';
import { RELEASED_STATUSES } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The student's row under its lock (PostgreSQL `FOR UPDATE`; SQLite's write transaction already holds it):
 * their career, or undefined when there is no such student.
 */
export async function lockStudent(trx: DbOrTrx, studentId: number): Promise<number | undefined> {
  const q = trx.selectFrom('students').select('id_career').where('id_student', '=', studentId);
  const row = await (trx.getExecutor().adapter instanceof SqliteAdapter ? q : q.forUpdate()).executeTakeFirst();
  return row?.id_career;
}

export async function interestCount(db: DbOrTrx, studentId: number, period: number): Promise<number> {
  const row = await db
    .selectFrom('subject_interests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_student', '=', studentId)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks the interest; false when it was marked already. */
export async function insertInterest(
  trx: DbOrTrx,
  row: { studentId: number; subjectId: number; period: number; careerId: number; at: string },
): Promise<boolean> {
  const res = await trx
    .insertInto('subject_interests')
    .values({
      id_student: row.studentId,
      id_subject: row.subjectId,
      period: row.period,
      id_career: row.careerId,
      created_at: row.at,
    })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteInterest(
  trx: DbOrTrx,
  row: { studentId: number; subjectId: number; period: number },
): Promise<number> {
  const res = await trx
    .deleteFrom('subject_interests')
    .where('id_student', '=', row.studentId)
    .where('id_subject', '=', row.subjectId)
    .where('period', '=', row.period)
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** The student's marked subjects of a summer, with how many of their classes are still open to them. */
export async function interestsOf(db: DbOrTrx, studentId: number, period: number) {
  const rows = await db
    .selectFrom('subject_interests as i')
    .innerJoin('subjects as s', 's.id_subject', 'i.id_subject')
    .select((eb) => [
      's.id_subject as id',
      's.name',
      's.clave',
      eb
        .selectFrom('classes as c')
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .whereRef('c.id_subject', '=', 'i.id_subject')
        .where('c.period', '=', period)
        .where('c.status', 'not in', [...RELEASED_STATUSES])
        .as('classes'),
    ])
    .where('i.id_student', '=', studentId)
    .where('i.period', '=', period)
    .orderBy('i.created_at')
    .orderBy('s.name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, clave: r.clave, classes: Number(r.classes ?? 0) }));
}

export async function interestedInSubject(db: DbOrTrx, subjectId: number, period: number): Promise<number> {
  const row = await db
    .selectFrom('subject_interests')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('id_subject', '=', subjectId)
    .where('period', '=', period)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function subjectForInterest(db: DbOrTrx, subjectId: number) {
  return db
    .selectFrom('subjects')
    .select(['id_subject', 'summer_authorised', 'retired_at'])
    .where('id_subject', '=', subjectId)
    .executeTakeFirst();
}
