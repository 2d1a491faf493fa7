import type { DbOrTrx } from '../../db/tables.ts';

/**
 * The `classes` row (with its subject): reads of one class and its state, and the conditional writes on
 * it (creation, WhatsApp link, seats, shift, status). Lists and counts are in class-search.repository.ts.
 */

export const CLASS_COLUMNS = [
  'classes.id_class',
  'classes.status',
  'classes.period',
  'classes.shift',
  'classes.description',
  'classes.image',
  'classes.whatsapp_link',
  'classes.max_students',
  'classes.enrolled',
  'classes.mobility_enrolled',
  'classes.created_by',
  'classes.created_at',
  'classes.at_risk_at',
  'subjects.id_subject',
  'subjects.name as subject_name',
  'subjects.clave',
  'subjects.credits',
] as const;

export type ClassRecord = NonNullable<Awaited<ReturnType<typeof findClass>>>;

export async function findClass(db: DbOrTrx, id: number) {
  return db
    .selectFrom('classes')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select(CLASS_COLUMNS)
    .where('classes.id_class', '=', id)
    .executeTakeFirst();
}

/** The careers of each given subject (the spec's Subject.Careers), by career name. */
export async function careersOfSubjects(db: DbOrTrx, subjectIds: number[]) {
  if (subjectIds.length === 0) return [];
  return db
    .selectFrom('subject_careers')
    .innerJoin('careers', 'careers.id_career', 'subject_careers.id_career')
    .select(['subject_careers.id_subject', 'careers.id_career', 'careers.name'])
    .where('subject_careers.id_subject', 'in', subjectIds)
    .orderBy('careers.name')
    .orderBy('careers.id_career')
    .execute();
}

export async function findSubjectKey(db: DbOrTrx, subjectId: number) {
  return db
    .selectFrom('subjects')
    .select(['id_subject', 'clave'])
    .where('id_subject', '=', subjectId)
    .executeTakeFirst();
}

export async function insertClass(
  trx: DbOrTrx,
  values: {
    subjectId: number;
    period: number;
    shift: string;
    description: string | null;
    whatsappLink: string | null;
    maxStudents: number;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('classes')
    .values({
      id_subject: values.subjectId,
      status: 'pendiente',
      period: values.period,
      shift: values.shift,
      description: values.description,
      image: null,
      whatsapp_link: values.whatsappLink,
      max_students: values.maxStudents,
      enrolled: 0,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id_class')
    .executeTakeFirstOrThrow();
  return row.id_class;
}

/** Writes the class's link; the row's link and time of change as written (undefined: no such class). */
export async function setWhatsappLink(trx: DbOrTrx, classId: number, link: string, now: string) {
  return trx
    .updateTable('classes')
    .set({ whatsapp_link: link, updated_at: now })
    .where('id_class', '=', classId)
    .returning(['whatsapp_link'])
    .executeTakeFirst();
}

/** The admin's changes to a class's seats and schedule: conditional writes on the class row. */

/** Sets the seats while the class is in `statuses` and they hold its students; the new seats, or null. */
export async function setCapacity(
  trx: DbOrTrx,
  args: { classId: number; maxStudents: number; statuses: readonly string[]; now: string },
): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set({ max_students: args.maxStudents, updated_at: args.now })
    .where('id_class', '=', args.classId)
    .where('status', 'in', args.statuses)
    .where('enrolled', '<=', args.maxStudents)
    .returning('max_students')
    .executeTakeFirst();
  return row?.max_students ?? null;
}

/** Sets the shift (and locks the row) while the class is in `statuses`; its period, or null. */
export async function touchForSchedule(
  trx: DbOrTrx,
  args: { classId: number; shift: string; statuses: readonly string[]; now: string },
): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set({ shift: args.shift, updated_at: args.now })
    .where('id_class', '=', args.classId)
    .where('status', 'in', args.statuses)
    .returning('period')
    .executeTakeFirst();
  return row?.period ?? null;
}

/**
 * The conditional writes of a class's life. Every writer of a class's enrolments locks the class row
 * first (db/locked-rows.ts), so once a status change holds it, the class's rows cannot
 * change under it.
 */

/**
 * Moves the class from exactly `from` to `to` in one conditional write: its status and seats as written;
 * undefined when it is no longer in `from` (or does not exist). `release` also empties its seats (its
 * enrolments stop counting).
 */
export async function moveClassStatus(
  trx: DbOrTrx,
  args: { classId: number; from: string; to: string; now: string; release?: boolean },
) {
  return trx
    .updateTable('classes')
    .set({ status: args.to, updated_at: args.now, ...(args.release ? { enrolled: 0 } : {}) })
    .where('id_class', '=', args.classId)
    .where('status', '=', args.from)
    .returning(['status', 'enrolled'])
    .executeTakeFirst();
}

// Reads that only explain why a conditional write touched no row.

export async function classState(trx: DbOrTrx, classId: number) {
  return trx
    .selectFrom('classes')
    .select(['status', 'enrolled', 'max_students', 'mobility_enrolled'])
    .where('id_class', '=', classId)
    .executeTakeFirst();
}
