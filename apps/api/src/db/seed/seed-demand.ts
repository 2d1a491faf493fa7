import { prng } from '@portal/domain/prng';
import {
  MAX_INTERESTS,
  addDays,
  cancunDayStart,
  courseHours,
  paymentReference,
  placeFeeCents,
} from '@portal/domain/rules';
import type { DbOrTrx } from '../tables.ts';

/**
 * The demo's demand across summers (docs/rules.md DEM): «Me interesa» marks for 2024, 2025 and the current
 * summer, and the money of the past summers' groups that ran, so the analytics screen compares real
 * figures. The pattern repeats every year — Ecuaciones Diferenciales, Cálculo Integral and Probabilidad y
 * Estadística are wanted by many, Taller de Ética by a handful — and each summer adds subjects of its own,
 * some without any class. Marks come from students of the subject's careers first. Past summers are marked by
 * their former students; the current one by the demo's crowd (never by the demo's sign-in students, who
 * start with none). Its own random sequence, so the rest of the demo does not move.
 */

type Wanted = { clave: string; marks: [number, number] };

const EVERY_YEAR: Wanted[] = [
  { clave: 'ACF0905', marks: [38, 46] },
  { clave: 'ACF0902', marks: [34, 42] },
  { clave: 'AEF1052', marks: [30, 38] },
  { clave: 'ACA0907', marks: [3, 6] },
  { clave: 'AEC1058', marks: [2, 5] },
];

const BY_YEAR: Record<number, Wanted[]> = {
  2024: [
    { clave: 'AED1026', marks: [18, 24] },
    { clave: 'ICF1022', marks: [14, 20] },
    { clave: 'SCC1010', marks: [6, 9] },
    { clave: 'ACF0903', marks: [9, 13] },
  ],
  2025: [
    { clave: 'AEF1031', marks: [20, 26] },
    { clave: 'SCH1024', marks: [18, 24] },
    { clave: 'ACF0903', marks: [8, 12] },
    { clave: 'AED1026', marks: [10, 14] },
  ],
};

/** The current summer: the usual ones, and subjects in demand that nobody has proposed a class for. */
const CURRENT: Wanted[] = [
  { clave: 'AEF1031', marks: [22, 28] },
  { clave: 'SCH1024', marks: [16, 22] },
  { clave: 'AED1026', marks: [12, 16] },
  { clave: 'ACF0904', marks: [14, 19] },
  { clave: 'SCD1011', marks: [9, 13] },
];

interface Marker {
  id_student: number;
  id_career: number;
  marks: number;
}

async function markersOf(trx: DbOrTrx, which: 'alumni' | 'crowd'): Promise<Marker[]> {
  let q = trx
    .selectFrom('students')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select(['students.id_student', 'students.id_career'])
    .orderBy('students.id_student');
  q =
    which === 'alumni'
      ? q.where('users.email', 'like', '%.egreso%')
      : q.where('users.email', 'not like', '%.egreso%').where('users.email', 'not like', 'alumno%');
  return (await q.execute()).map((s) => ({ ...s, marks: 0 }));
}

/** Seeds the marks of every summer and the past summers' money; returns how many marks. */
export async function seedDemand(trx: DbOrTrx, input: { currentYear: number; pastYears: number[] }): Promise<number> {
  const rnd = prng(2039);
  const subjects = new Map(
    (await trx.selectFrom('subjects').select(['id_subject', 'clave']).execute()).map((s) => [s.clave, s.id_subject]),
  );
  const careersOf = new Map<number, Set<number>>();
  for (const r of await trx.selectFrom('subject_careers').selectAll().execute()) {
    const set = careersOf.get(r.id_subject) ?? new Set<number>();
    set.add(r.id_career);
    careersOf.set(r.id_subject, set);
  }
  const [alumni, crowd] = [await markersOf(trx, 'alumni'), await markersOf(trx, 'crowd')];
  const periods = await trx.selectFrom('periods').select(['year', 'proposals_open']).execute();
  let total = 0;

  for (const year of [...input.pastYears, input.currentYear]) {
    const period = periods.find((p) => p.year === year);
    if (!period) continue;
    const wanted = year === input.currentYear ? [...EVERY_YEAR, ...CURRENT] : [...EVERY_YEAR, ...(BY_YEAR[year] ?? [])];
    const people = (year === input.currentYear ? crowd : alumni).map((m) => ({ ...m, marks: 0 }));
    const rows: { id_student: number; id_subject: number; period: number; id_career: number; created_at: string }[] =
      [];
    for (const w of wanted) {
      const subjectId = subjects.get(w.clave);
      if (subjectId === undefined) continue;
      const careers = careersOf.get(subjectId) ?? new Set<number>();
      const free = rnd.shuffle(people.filter((p) => p.marks < MAX_INTERESTS));
      // Students of the subject's careers first: demand by career follows the plans of study.
      const ordered = [
        ...free.filter((p) => careers.has(p.id_career)),
        ...free.filter((p) => !careers.has(p.id_career)),
      ];
      for (const p of ordered.slice(0, rnd.int(w.marks[0], w.marks[1]))) {
        p.marks++;
        rows.push({
          id_student: p.id_student,
          id_subject: subjectId,
          period: year,
          id_career: p.id_career,
          created_at: cancunDayStart(addDays(period.proposals_open, rnd.int(-20, 10))).toISOString(),
        });
      }
    }
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('subject_interests')
        .values(rows.slice(i, i + 500))
        .execute();
    total += rows.length;
  }

  await seedPastMoney(trx, input.pastYears);
  await closePastActas(trx, input.pastYears, rnd);
  return total;
}

/** How often each of the wanted subjects is passed, about the same every year (results compare summers). */
const PASS_RATE: Record<string, number> = { ACF0905: 0.68, ACF0902: 0.8, AEF1052: 0.88 };

/**
 * The past summers' groups of the subjects wanted every year ended: every student graded (most pass, at the
 * subject's usual rate), the acta closed. No teacher is on them (the demo's teacher has the one of seed-grades).
 */
async function closePastActas(trx: DbOrTrx, years: number[], rnd: ReturnType<typeof prng>): Promise<void> {
  const classes = await trx
    .selectFrom('classes as c')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .select(['c.id_class', 'c.period', 's.clave', 'c.updated_at'])
    .where('c.period', 'in', years)
    .where('c.status', '=', 'active')
    .where('s.clave', 'in', Object.keys(PASS_RATE))
    .orderBy('c.id_class')
    .execute();
  for (const cls of classes) {
    const closedAt = `${cls.period}-08-18T18:00:00.000Z`;
    const members = await trx
      .selectFrom('student_classes')
      .select('id_student')
      .where('id_class', '=', cls.id_class)
      .orderBy('id_student_class')
      .execute();
    const rate = PASS_RATE[cls.clave]! + (cls.period % 2 === 0 ? -0.04 : 0.03);
    for (const m of members) {
      const grade = rnd.next() < rate ? rnd.int(70, 100) : rnd.int(40, 69);
      await trx
        .updateTable('student_classes')
        .set({ grade, grade_updated_at: closedAt })
        .where('id_class', '=', cls.id_class)
        .where('id_student', '=', m.id_student)
        .execute();
    }
    await trx
      .updateTable('classes')
      .set({ status: 'finished', acta_closed_at: closedAt, updated_at: closedAt })
      .where('id_class', '=', cls.id_class)
      .execute();
    await trx
      .insertInto('class_status_history')
      .values({
        id_class: cls.id_class,
        from_status: 'active',
        to_status: 'finished',
        comment: null,
        changed_by: null,
        changed_at: closedAt,
      })
      .execute();
  }
}

/**
 * The past summers' groups that ran, paid as their enrolments say: a payment per place, `validado` where the
 * demo marked the place paid and still `pendiente` where it did not (money the summer expected and never saw).
 */
async function seedPastMoney(trx: DbOrTrx, years: number[]): Promise<void> {
  if (years.length === 0) return;
  const rows = await trx
    .selectFrom('student_classes as sc')
    .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .innerJoin('periods as p', 'p.year', 'c.period')
    .select([
      'sc.id_student',
      'sc.id_class',
      'sc.payment_status',
      'sc.payment_date',
      'c.period',
      's.credits',
      'p.enrolment_close',
      'p.payment_days',
    ])
    .where('c.period', 'in', years)
    .where('c.status', 'in', ['aprobado', 'active', 'finished'])
    .orderBy('sc.id_student_class')
    .execute();
  for (const r of rows) {
    const paid = r.payment_status === 'pagado';
    const confirmed = cancunDayStart(addDays(r.enrolment_close, 1)).toISOString();
    const reviewed = r.payment_date ? cancunDayStart(r.payment_date).toISOString() : confirmed;
    const row = await trx
      .insertInto('place_payments')
      .values({
        id_student: r.id_student,
        id_class: r.id_class,
        period: r.period,
        amount_cents: placeFeeCents(courseHours(Number(r.credits))),
        reference: null,
        due_date: addDays(r.enrolment_close, 1 + r.payment_days),
        status: paid ? 'validado' : 'pendiente',
        receipt_key: null,
        receipt_type: null,
        receipt_size: null,
        receipt_at: null,
        reject_reason: null,
        reviewed_by: null,
        reviewed_at: paid ? reviewed : null,
        created_at: confirmed,
        updated_at: paid ? reviewed : confirmed,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('place_payments')
      .set({ reference: paymentReference(r.period, Number(row.id)) })
      .where('id', '=', row.id)
      .execute();
  }
}
