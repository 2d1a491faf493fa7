import { RELEASED_STATUSES } from '@portal/domain/rules';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The facts of "who may take what" for one student and one class of summer `period`, read once by the
 * enrolment path after the class's and the student's rows are locked (so a parallel enrolment of the
 * same student cannot change them before the writes), in a statement of their own (one that waited for
 * the lock would read as of before it): the student's career, how many classes that count they hold
 * that summer, their oldest hold not lifted, whether they hold a counting class of that summer taken
 * as a curso especial (other than this one), the careers of the class's subject and whether a
 * convalidation of that subject was approved for them. One statement (one row per career of the
 * subject, the student's facts repeated), compiled once: it runs in every enrolment, and on PostgreSQL
 * every statement is a round trip.
 */
const eligibilityRows = compiledOnce((trx, p: { classId: number; studentId: number; period: number }) =>
  trx
    .selectFrom('students as s')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('classes as k')
          .innerJoin('subject_careers as kc', 'kc.id_subject', 'k.id_subject')
          .select('kc.id_career')
          .where('k.id_class', '=', p.classId)
          .as('subject_career'),
      (j) => j.onTrue(),
    )
    .select((eb) => [
      's.id_career',
      'subject_career.id_career as subject_career',
      eb
        .selectFrom('student_summers as ss')
        .select('ss.enrolments')
        .whereRef('ss.id_student', '=', 's.id_student')
        .where('ss.period', '=', p.period)
        .as('summer_enrolments'),
      eb
        .selectFrom('student_holds as h')
        .select('h.reason')
        .whereRef('h.id_student', '=', 's.id_student')
        .where('h.lifted_at', 'is', null)
        .orderBy('h.placed_at')
        .orderBy('h.id_hold')
        .limit(1)
        .as('hold'),
      eb
        .exists(
          eb
            .selectFrom('student_classes as sc')
            .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
            .select('sc.id_student_class')
            .whereRef('sc.id_student', '=', 's.id_student')
            .where('sc.kind', '=', 'especial')
            .where('sc.id_class', '<>', p.classId)
            .where('c.period', '=', p.period)
            .where('c.status', 'not in', RELEASED_STATUSES),
        )
        .as('holds_especial'),
      eb
        .exists(
          eb
            .selectFrom('convalidations as v')
            .innerJoin('classes as c', 'c.id_subject', 'v.id_subject')
            .select('v.id_convalidation')
            .whereRef('v.id_student', '=', 's.id_student')
            .where('v.status', '=', 'aprobada')
            .where('c.id_class', '=', p.classId),
        )
        .as('convalidated'),
    ])
    .where('s.id_student', '=', p.studentId),
);

export async function eligibilityFacts(trx: DbOrTrx, classId: number, studentId: number, period: number) {
  const { rows } = await eligibilityRows(trx, { classId, studentId, period });
  const row = rows[0];
  if (!row) return undefined;
  return {
    careerId: row.id_career,
    summerEnrolments: row.summer_enrolments ?? 0,
    hold: row.hold ?? null,
    holdsEspecial: Boolean(row.holds_especial),
    convalidated: Boolean(row.convalidated),
    careers: rows.flatMap((r) => (r.subject_career === null ? [] : [r.subject_career])),
  };
}

/** The reason of the student's oldest hold not lifted, or null (the waitlist's rule reads only this). */
export async function activeHoldReason(trx: DbOrTrx, studentId: number): Promise<string | null> {
  const row = await trx
    .selectFrom('student_holds')
    .select('reason')
    .where('id_student', '=', studentId)
    .where('lifted_at', 'is', null)
    .orderBy('placed_at')
    .orderBy('id_hold')
    .limit(1)
    .executeTakeFirst();
  return row?.reason ?? null;
}
