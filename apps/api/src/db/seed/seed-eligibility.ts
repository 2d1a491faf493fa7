import type { DbOrTrx } from '../tables.ts';

/** The demo's hold reason, also read by its test. */
export const DEMO_HOLD_REASON = 'Adeudo en Recursos Financieros del Verano 2025';

/**
 * Demo data of who may take what (docs/rules.md ELE): a hold on one student, a curso especial and a
 * repetition among the current summer's enrolments, and convalidation requests of a subject of another
 * career (one pending, one refused with its reason). Only generated students (not the demo accounts the
 * walk-throughs sign in as), none of them on a waitlist, so promotions and the demo's journeys behave as
 * before; chosen in id order, so the demo is the same every time.
 */
export async function seedEligibility(trx: DbOrTrx, a: { year: number; adminId: number; at: string }): Promise<void> {
  const generated = (q: ReturnType<typeof studentsOfSummer>) =>
    q
      .where('u.email', 'not like', 'alumno%@tec.example')
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('class_waitlist as w').select('w.id').whereRef('w.id_student', '=', 's.id_student')),
        ),
      );
  function studentsOfSummer() {
    return trx
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id_user', 's.id_user')
      .leftJoin('student_classes as sc', 'sc.id_student', 's.id_student')
      .leftJoin('classes as c', (j) => j.onRef('c.id_class', '=', 'sc.id_class').on('c.period', '=', a.year))
      .select((eb) => ['s.id_student', 's.id_career', eb.fn.count<number>('c.id_class').as('taken')])
      .groupBy(['s.id_student', 's.id_career'])
      .orderBy('s.id_student');
  }
  const rows = await generated(studentsOfSummer()).execute();
  const withOne = rows.filter((r) => Number(r.taken) === 1);
  const withNone = rows.filter((r) => Number(r.taken) === 0);

  // A curso especial: the student's only class of the summer. A repetition: another student's one class.
  const [especial, repeticion] = withOne;
  for (const [row, kind] of [
    [especial, 'especial'],
    [repeticion, 'repeticion'],
  ] as const) {
    if (!row) continue;
    await trx
      .updateTable('student_classes')
      .set({ kind })
      .where('id_student', '=', row.id_student)
      .where('id_class', 'in', (eb) => eb.selectFrom('classes').select('id_class').where('period', '=', a.year))
      .execute();
  }

  // A hold, placed by the administrator: the student keeps their class and takes no other.
  const held = withOne[2] ?? withNone[0];
  if (held) {
    await trx
      .insertInto('student_holds')
      .values({
        id_student: held.id_student,
        reason: DEMO_HOLD_REASON,
        source_key: null,
        placed_by: a.adminId,
        placed_at: a.at,
      })
      .execute();
  }

  // Convalidations: two students asking for a pending class whose subject is not of their career.
  const askers = withNone.slice(1, 3);
  for (const [i, asker] of askers.entries()) {
    const target = await trx
      .selectFrom('classes as c')
      .select(['c.id_class', 'c.id_subject'])
      .where('c.period', '=', a.year)
      .where('c.status', '=', 'pendiente')
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('subject_careers as k')
              .select('k.id_subject')
              .whereRef('k.id_subject', '=', 'c.id_subject')
              .where('k.id_career', '=', asker.id_career),
          ),
        ),
      )
      .orderBy('c.id_class')
      .executeTakeFirst();
    if (!target) continue;
    const refused = i === 1;
    await trx
      .insertInto('convalidations')
      .values({
        id_student: asker.id_student,
        id_subject: target.id_subject,
        id_class: target.id_class,
        reason: refused
          ? 'Quiero adelantar una materia del plan de otra carrera.'
          : 'Es optativa de mi especialidad y el programa es equivalente.',
        status: refused ? 'rechazada' : 'pendiente',
        decision_reason: refused ? 'No forma parte de tu plan de estudios.' : null,
        decided_by: refused ? a.adminId : null,
        decided_at: refused ? a.at : null,
        requested_at: a.at,
      })
      .execute();
  }
}
