import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import { PASSING_GRADE, RELEASED_STATUSES } from '@portal/domain/rules';
import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The aggregate reads of the demand and analytics answers: each one GROUP BY query over the summers asked
 * for, so the answer costs the same few queries however many classes there are (docs/rules.md DEM).
 */

const RELEASED = [...RELEASED_STATUSES] as string[];
const n = (v: number | string | null | undefined) => Number(v ?? 0);

export interface DemandCount {
  year: number;
  subjectId: number;
  careerId: number;
  count: number;
}

/** «Me interesa» marks by summer, subject and the career of the student who marked (one scan of an index). */
export async function interestCounts(db: DbOrTrx, years: number[]): Promise<DemandCount[]> {
  const rows = await db
    .selectFrom('subject_interests')
    .select(['period', 'id_subject', 'id_career', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('period', 'in', years)
    .groupBy(['period', 'id_subject', 'id_career'])
    .execute();
  return rows.map((r) => ({ year: r.period, subjectId: r.id_subject, careerId: r.id_career, count: n(r.n) }));
}

/** Enrolments in classes that were not rejected or cancelled, by summer, subject and the student's career. */
export async function enrolmentCounts(db: DbOrTrx, years: number[]): Promise<DemandCount[]> {
  const rows = await db
    .selectFrom('student_classes as sc')
    .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
    .innerJoin('students as st', 'st.id_student', 'sc.id_student')
    .select(['c.period', 'c.id_subject', 'st.id_career', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('c.period', 'in', years)
    .where('c.status', 'not in', RELEASED)
    .groupBy(['c.period', 'c.id_subject', 'st.id_career'])
    .execute();
  return rows.map((r) => ({ year: r.period, subjectId: r.id_subject, careerId: r.id_career, count: n(r.n) }));
}

/** Sums counts by summer and subject, or by summer and career. */
export function bySubject(rows: DemandCount[]) {
  return sumBy(rows, (r) => r.subjectId).map(([year, subjectId, count]) => ({ year, subjectId, count }));
}
export function byCareer(rows: DemandCount[]) {
  return sumBy(rows, (r) => r.careerId).map(([year, careerId, count]) => ({ year, careerId, count }));
}
function sumBy(rows: DemandCount[], id: (r: DemandCount) => number): [number, number, number][] {
  const m = new Map<string, [number, number, number]>();
  for (const r of rows) {
    const k = `${r.year}:${id(r)}`;
    const cur = m.get(k) ?? [r.year, id(r), 0];
    cur[2] += r.count;
    m.set(k, cur);
  }
  return [...m.values()];
}

/** Classes (any status) by summer and subject. */
export async function classesBySubject(db: DbOrTrx, years: number[]) {
  const rows = await db
    .selectFrom('classes')
    .select(['period', 'id_subject', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('period', 'in', years)
    .groupBy(['period', 'id_subject'])
    .execute();
  return rows.map((r) => ({ year: r.period, subjectId: r.id_subject, count: n(r.n) }));
}

/** Classes (any status) by summer and each career their subject belongs to. */
export async function classesByCareer(db: DbOrTrx, years: number[]) {
  const rows = await db
    .selectFrom('classes as c')
    .innerJoin('subject_careers as sk', 'sk.id_subject', 'c.id_subject')
    .select(['c.period', 'sk.id_career', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('c.period', 'in', years)
    .groupBy(['c.period', 'sk.id_career'])
    .execute();
  return rows.map((r) => ({ year: r.period, careerId: r.id_career, count: n(r.n) }));
}

export async function subjectNames(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; clave: string }>();
  const rows = await db
    .selectFrom('subjects')
    .select(['id_subject', 'name', 'clave'])
    .where('id_subject', 'in', ids)
    .execute();
  return new Map(rows.map((r) => [r.id_subject, { name: r.name, clave: r.clave }]));
}

export async function careerNames(db: DbOrTrx) {
  return db.selectFrom('careers').select(['id_career', 'name']).orderBy('name').execute();
}

/** The summer's classes that still run or may run with the least fill, those at risk first. */
export async function leastFilled(db: DbOrTrx, year: number, min: number, limit: number) {
  const rows = await db
    .selectFrom('classes as c')
    .innerJoin('subjects as s', 's.id_subject', 'c.id_subject')
    .select(['c.id_class', 's.name', 'c.status', 'c.enrolled', 'c.max_students'])
    .where('c.period', '=', year)
    .where('c.status', 'not in', RELEASED)
    .orderBy(sql`case when c.status = 'pendiente' and c.enrolled < ${min} then 0 else 1 end`)
    .orderBy(sql`(c.enrolled * 1.0) / (case when c.max_students > 0 then c.max_students else 1 end)`)
    .orderBy('s.name')
    .orderBy('c.id_class')
    .limit(limit)
    .execute();
  return rows;
}

/** Per summer: classes not rejected or cancelled, those below the minimum and those full. */
export async function fillSummary(db: DbOrTrx, years: number[], minByYear: Map<number, number>) {
  const rows = await db
    .selectFrom('classes')
    .select(['period', 'enrolled', 'max_students', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('period', 'in', years)
    .where('status', 'not in', RELEASED)
    .groupBy(['period', 'enrolled', 'max_students'])
    .execute();
  return years.map((year) => {
    const min = minByYear.get(year) ?? 0;
    let classes = 0;
    let belowMin = 0;
    let full = 0;
    for (const r of rows.filter((x) => x.period === year)) {
      const count = n(r.n);
      classes += count;
      if (r.enrolled < min) belowMin += count;
      if (r.enrolled >= r.max_students) full += count;
    }
    return { year, classes, belowMin, full };
  });
}

/** The Cancun day (`YYYY-MM-DD`) of a stored instant, in SQL of either database (Cancun is UTC−5 all year). */
function cancunDaySql(db: DbOrTrx, column: string): RawBuilder<string> {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? sql<string>`date(${sql.ref(column)}, '-5 hours')`
    : sql<string>`to_char(${sql.ref(column)} at time zone 'America/Cancun', 'YYYY-MM-DD')`;
}

/** Enrolments (every row, a later release included) by summer and the Cancun day they were made. */
export async function enrolmentsByDay(db: DbOrTrx, years: number[]) {
  const day = cancunDaySql(db, 'sc.created_at');
  const rows = await db
    .selectFrom('student_classes as sc')
    .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
    .select([(eb) => eb.ref('c.period').as('period'), day.as('day'), (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('c.period', 'in', years)
    .groupBy(['c.period', day])
    .execute();
  return rows.map((r) => ({ year: r.period, day: String(r.day), count: n(r.n) }));
}

/** Rejected and cancelled classes by summer, status and the reason written with their last change to it. */
export async function releasedWithReasons(db: DbOrTrx, years: number[]) {
  const rows = await db
    .selectFrom('classes as c')
    .leftJoin('class_status_history as h', (j) =>
      j.on('h.id', '=', (eb) =>
        eb
          .selectFrom('class_status_history as h2')
          .select((e) => e.fn.max('h2.id').as('m'))
          .whereRef('h2.id_class', '=', 'c.id_class')
          .whereRef('h2.to_status', '=', 'c.status'),
      ),
    )
    .select(['c.period', 'c.status', 'h.comment', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('c.period', 'in', years)
    .where('c.status', 'in', RELEASED)
    .groupBy(['c.period', 'c.status', 'h.comment'])
    .execute();
  return rows.map((r) => ({ year: r.period, status: r.status, comment: r.comment, count: n(r.n) }));
}

/** Payments of confirmed places by summer and status, in cents. */
export async function moneyByStatus(db: DbOrTrx, years: number[]) {
  const rows = await db
    .selectFrom('place_payments')
    .select(['period', 'status', (eb) => eb.fn.sum<number | string>('amount_cents').as('cents')])
    .where('period', 'in', years)
    .groupBy(['period', 'status'])
    .execute();
  return rows.map((r) => ({ year: r.period, status: r.status, cents: n(r.cents) }));
}

/** Graded students of finished classes (acta closed) by summer and subject, and how many passed. */
export async function resultsBySubject(db: DbOrTrx, years: number[]) {
  const rows = await db
    .selectFrom('student_classes as sc')
    .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
    .select([
      'c.period',
      'c.id_subject',
      (eb) => eb.fn.countAll<number | string>().as('graded'),
      sql<number | string>`sum(case when sc.grade >= ${PASSING_GRADE} then 1 else 0 end)`.as('passed'),
    ])
    .where('c.period', 'in', years)
    .where('c.status', '=', 'finished')
    .where('sc.grade', 'is not', null)
    .groupBy(['c.period', 'c.id_subject'])
    .execute();
  return rows.map((r) => ({ year: r.period, subjectId: r.id_subject, graded: n(r.graded), passed: n(r.passed) }));
}
