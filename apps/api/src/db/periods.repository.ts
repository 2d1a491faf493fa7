import type { Period } from '@portal/domain/rules';
import { compiledOnce } from './compiled-once.ts';
import type { DbOrTrx, PeriodsTable } from './tables.ts';

type Row = Pick<
  PeriodsTable,
  | 'year'
  | 'proposals_open'
  | 'proposals_close'
  | 'enrolment_open'
  | 'enrolment_close'
  | 'publication'
  | 'classes_start'
  | 'classes_end'
  | 'grades_due'
  | 'payment_days'
  | 'min_students'
  | 'max_students'
  | 'mobility_seats'
>;

/** The calendar's columns (a period row but its timestamps). */
export const PERIOD_COLUMNS = [
  'year',
  'proposals_open',
  'proposals_close',
  'enrolment_open',
  'enrolment_close',
  'publication',
  'classes_start',
  'classes_end',
  'grades_due',
  'payment_days',
  'min_students',
  'max_students',
  'mobility_seats',
] as const;

export function periodOfRow(r: Row): Period {
  return {
    year: Number(r.year),
    proposalsOpen: r.proposals_open,
    proposalsClose: r.proposals_close,
    enrolmentOpen: r.enrolment_open,
    enrolmentClose: r.enrolment_close,
    publication: r.publication,
    classesStart: r.classes_start,
    classesEnd: r.classes_end,
    gradesDue: r.grades_due,
    paymentDays: Number(r.payment_days),
    minStudents: Number(r.min_students),
    maxStudents: Number(r.max_students),
    mobilitySeats: Number(r.mobility_seats),
  };
}

export function rowOfPeriod(p: Period): Row {
  return {
    year: p.year,
    proposals_open: p.proposalsOpen,
    proposals_close: p.proposalsClose,
    enrolment_open: p.enrolmentOpen,
    enrolment_close: p.enrolmentClose,
    publication: p.publication,
    classes_start: p.classesStart,
    classes_end: p.classesEnd,
    grades_due: p.gradesDue,
    payment_days: p.paymentDays,
    min_students: p.minStudents,
    max_students: p.maxStudents,
    mobility_seats: p.mobilitySeats,
  };
}

export async function allPeriods(db: DbOrTrx): Promise<Period[]> {
  const rows = await db.selectFrom('periods').select(PERIOD_COLUMNS).orderBy('year').execute();
  return rows.map(periodOfRow);
}

export async function findPeriod(db: DbOrTrx, year: number): Promise<Period | null> {
  const row = await db.selectFrom('periods').select(PERIOD_COLUMNS).where('year', '=', year).executeTakeFirst();
  return row ? periodOfRow(row) : null;
}

/** The period of a class (null: the class does not exist, or its year has no period row). */
/** Read before every enrolment and class change (the calendar's word): compiled once (compiled-once.ts). */
const periodOfClassQuery = compiledOnce((db, p: { classId: number }) =>
  db
    .selectFrom('classes')
    .innerJoin('periods', 'periods.year', 'classes.period')
    .select(PERIOD_COLUMNS.map((c) => `periods.${c}` as const))
    .where('classes.id_class', '=', p.classId),
);

export async function periodOfClass(db: DbOrTrx, classId: number): Promise<Period | null> {
  const [row] = (await periodOfClassQuery(db, { classId })).rows;
  return row ? periodOfRow(row) : null;
}

/** Inserts the period; 'duplicate' when its year already has one. */
export async function insertPeriod(db: DbOrTrx, p: Period, now: string): Promise<'ok' | 'duplicate'> {
  const done = await db
    .insertInto('periods')
    .values({ ...rowOfPeriod(p), created_at: now, updated_at: now })
    .onConflict((oc) => oc.column('year').doNothing())
    .executeTakeFirst();
  return Number(done.numInsertedOrUpdatedRows ?? 0) === 1 ? 'ok' : 'duplicate';
}

export async function updatePeriod(db: DbOrTrx, p: Period, now: string): Promise<void> {
  const { year, ...rest } = rowOfPeriod(p);
  await db
    .updateTable('periods')
    .set({ ...rest, updated_at: now })
    .where('year', '=', year)
    .execute();
}

/**
 * Locks the period's row for this write and reads it (null: no such period): a no-op UPDATE takes the row
 * lock on PostgreSQL (SQLite's write transaction already holds the database's), so two edits of one period
 * each check their merged dates against what the other committed.
 */
export async function lockPeriod(db: DbOrTrx, year: number, now: string): Promise<Period | null> {
  const done = await db.updateTable('periods').set({ updated_at: now }).where('year', '=', year).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return null;
  return findPeriod(db, year);
}
