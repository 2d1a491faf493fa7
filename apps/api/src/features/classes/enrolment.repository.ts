import { sql, SqliteAdapter } from 'kysely';
import type { DbOrTrx } from '../../db/tables.ts';
import { enrolledStudents } from '../../db/enrolled-students.ts';
import { CLASS_COLUMNS } from './classes.repository.ts';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { isUniqueViolation } from '../../db/db-errors.ts';
import { compiledOnce } from '../../db/compiled-once.ts';
import { insertActivity, type ActivityRow } from '../../events/activity.repository.ts';

/**
 * Enrolments (`student_classes`, with the seat and the student's counter they hold): who is in a class,
 * who leads it, a student's classes, and the conditional writes of enrolling and leaving.
 */

/** The group leader of each class (at most one, by a unique index). */
export async function leadersOf(db: DbOrTrx, classIds: number[]) {
  if (classIds.length === 0) return [];
  return db
    .selectFrom('student_classes')
    .innerJoin('students', 'students.id_student', 'student_classes.id_student')
    .innerJoin('users', 'users.id_user', 'students.id_user')
    .select([
      'student_classes.id_class',
      'students.id_student',
      'students.control_number',
      'students.phone',
      'users.name',
      'users.paternal_surname',
      'users.maternal_surname',
    ])
    .where('student_classes.id_class', 'in', classIds)
    .where('student_classes.group_leader', '=', 1)
    .execute();
}

/** Whether the student is in the class (`leaderOnly`: as its group leader). */
async function hasEnrolment(db: DbOrTrx, classId: number, studentId: number, leaderOnly: boolean) {
  let query = db
    .selectFrom('student_classes')
    .select('id_student_class')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId);
  if (leaderOnly) query = query.where('group_leader', '=', 1);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function isEnrolled(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  return hasEnrolment(db, classId, studentId, false);
}

/** The classes a student is enrolled in (led ones included), in the order they joined. */
export async function classesOfStudent(db: DbOrTrx, studentId: number) {
  return db
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .innerJoin('subjects', 'subjects.id_subject', 'classes.id_subject')
    .select([...CLASS_COLUMNS, 'student_classes.group_leader', 'student_classes.promoted_at'])
    .where('student_classes.id_student', '=', studentId)
    .orderBy('student_classes.created_at')
    .orderBy('student_classes.id_student_class')
    .execute();
}

/** One page of a class's students, the group leader first, then in the order they joined. */
export async function classmatesPage(db: DbOrTrx, classId: number, limit: number, offset: number) {
  return enrolledStudents(db)
    .where('student_classes.id_class', '=', classId)
    .orderBy('student_classes.group_leader', 'desc')
    .orderBy('student_classes.created_at')
    .orderBy('student_classes.id_student_class')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many students a class has, and how many of them lead it. */
export async function classmatesCount(db: DbOrTrx, classId: number) {
  const row = await db
    .selectFrom('student_classes')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.coalesce(eb.fn.sum<number>('group_leader'), eb.lit(0)).as('leaders'),
    ])
    .where('id_class', '=', classId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), leaders: Number(row.leaders) };
}

export async function isGroupLeader(db: DbOrTrx, classId: number, studentId: number): Promise<boolean> {
  return hasEnrolment(db, classId, studentId, true);
}

/** The students of the class, in id order (the order their rows are locked in). */
export async function studentsOfClass(trx: DbOrTrx, classId: number): Promise<number[]> {
  const rows = await trx
    .selectFrom('student_classes')
    .select('id_student')
    .where('id_class', '=', classId)
    .orderBy('id_student')
    .execute();
  return rows.map((r) => r.id_student);
}

/**
 * Uncounts every enrolment of a class of summer `period` that has just been released (its status
 * write holds the class row). One conditional UPDATE per student, in id order, so that two releases sharing
 * students lock them in the same order. A student whose counter is already 0 is a broken invariant.
 */
export async function releaseStudentsOf(trx: DbOrTrx, classId: number, period: number): Promise<number[]> {
  const studentIds = await studentsOfClass(trx, classId);
  for (const studentId of studentIds) {
    if (!(await uncountEnrolment(trx, studentId, period))) {
      throw new Error(`enrolments of student ${studentId} out of sync while releasing class ${classId}`);
    }
  }
  return studentIds;
}

/**
 * The conditional writes of docs/decisions/004-enrolment-concurrency.md. Each one either applies or touches
 * no row. An enrolment runs them only through enrolment-path.ts, after deciding on facts read under the rows' locks.
 */

/** takeSeat's UPDATE, compiled once for each list of statuses (the list is part of the SQL text). */
const takeSeatQueries = new Map<string, ReturnType<typeof takeSeatQuery>>();
const takeSeatQuery = (statuses: readonly string[]) =>
  compiledOnce((db, p: { classId: number; held: number }) =>
    db
      .updateTable('classes')
      .set((eb) => ({ enrolled: eb('enrolled', '+', 1) }))
      .where('id_class', '=', p.classId)
      .where('status', 'in', statuses)
      .where((eb) => eb(eb('enrolled', '+', p.held), '<', eb.ref('max_students')))
      .returning(['enrolled', 'max_students', 'waitlist_tickets']),
  );

/**
 * Takes a seat while the class is in one of `statuses` and not full, leaving the `held` seats of open
 * waitlist offers alone; the new count and the seats, or null.
 */
async function takeSeat(
  trx: DbOrTrx,
  classId: number,
  statuses: readonly string[],
  held = 0,
): Promise<{ enrolled: number; max_students: number; waitlist_tickets: number } | null> {
  const key = statuses.join('\n');
  let query = takeSeatQueries.get(key);
  if (!query) takeSeatQueries.set(key, (query = takeSeatQuery([...statuses])));
  const { rows } = await query(trx, { classId, held });
  return rows[0] ?? null;
}

/** `UNIQUE (id_student, id_class)` refusing a second enrolment of the same pair. */
const isDuplicatePair = (err: unknown) =>
  isUniqueViolation(
    err,
    'student_classes_student_class_unique',
    'student_classes.id_student, student_classes.id_class',
  );

export interface PlaceArgs {
  classId: number;
  studentId: number;
  /** The class's statuses that take this enrolment (the list is part of the SQL text). */
  statuses: readonly string[];
  /** Seats held by open waitlist offers, left alone. */
  held: number;
  /** The class's summer, whose count of the student's enrolments goes up. */
  period: number;
  now: string;
  promotedAt: string | null;
  kind: string;
  /** The activity record of this place, written with it (its detail was decided on the locked facts). */
  activity?: ActivityRow;
}

export interface Place {
  id_student_class: number;
  /** The first of a class leads it. */
  leader: boolean;
  /** The class's count after this enrolment, and its seats. */
  enrolled: number;
  max_students: number;
}

/**
 * PostgreSQL: the three writes of a place as one statement (one round trip instead of three, inside the
 * transaction that holds the class's and the student's locks): the same conditional UPDATE of the seat,
 * the same upsert of the summer's count under the limit, the same row — each applying only when the one
 * before it did, exactly as their separate statements do on SQLite (which has no writes in a WITH) — and,
 * when given, the place's activity record, written only with the row.
 */
type PlaceParams = Omit<PlaceArgs, 'statuses' | 'activity'> & { [K in keyof ActivityRow as `a_${K}`]: ActivityRow[K] };

const placeQueries = new Map<string, ReturnType<typeof placeQuery>>();
const placeQuery = (statuses: readonly string[], logged: boolean) =>
  compiledOnce((db, p: PlaceParams) => {
    const log = sql`, logged as (
        insert into activity_log
          (at, actor_user_id, actor_role, action, id_class, id_student, id_application, detail, request_id)
        select ${p.a_at}::timestamptz, ${p.a_actor_user_id}::integer, ${p.a_actor_role}::text, ${p.a_action}::text,
               ${p.a_id_class}::integer, ${p.a_id_student}::integer, ${p.a_id_application}::integer,
               ${p.a_detail}::text, ${p.a_request_id}::text
        from placed
      )`;
    const query = sql<{ enrolled: number; max_students: number; id_student_class: number | null }>`
      with seat as (
        update classes set enrolled = enrolled + 1
        where id_class = ${p.classId} and status in (${sql.join(statuses)})
          and enrolled + ${p.held} < max_students
        returning enrolled, max_students
      ), counted as (
        insert into student_summers (id_student, period, enrolments)
        select ${p.studentId}::integer, ${p.period}::integer, 1 from seat
        on conflict (id_student, period) do update set enrolments = student_summers.enrolments + 1
        where student_summers.enrolments < ${sql.lit(MAX_ENROLMENTS_PER_STUDENT)}
        returning enrolments
      ), placed as (
        insert into student_classes (id_student, id_class, group_leader, created_at, promoted_at, kind)
        select ${p.studentId}::integer, ${p.classId}::integer, case when seat.enrolled = 1 then 1 else 0 end,
               ${p.now}::timestamptz, ${p.promotedAt}::timestamptz, ${p.kind}::varchar
        from seat cross join counted
        returning id_student_class
      )${logged ? log : sql``}
      select seat.enrolled, seat.max_students, placed.id_student_class from seat left join placed on true`;
    return { compile: () => query.compile(db) };
  });

/**
 * The writes of a place, in their one order: take a seat while the class is in one of `statuses` and
 * not full (leaving the `held` seats alone), count the enrolment in the student's summer while under
 * the limit, insert the row (the first of a class leads it). 'moved' when the seat or the count did not
 * apply, 'duplicate' when the pair exists (`UNIQUE (id_student, id_class)`); the caller throws either,
 * which rolls the transaction back.
 */
export async function takePlace(trx: DbOrTrx, args: PlaceArgs): Promise<Place | 'moved' | 'duplicate'> {
  const { classId, studentId, statuses, held, period } = args;
  if (trx.getExecutor().adapter instanceof SqliteAdapter) {
    const seat = await takeSeat(trx, classId, statuses, held);
    const counted = seat && (await countEnrolment(trx, studentId, period));
    if (!seat || counted === null) return 'moved';
    const leader = seat.enrolled === 1;
    const row = await insertEnrolment(trx, { ...args, leader });
    if (row === 'duplicate') return 'duplicate';
    if (args.activity) await insertActivity(trx, args.activity);
    return { id_student_class: row.id_student_class, leader, enrolled: seat.enrolled, max_students: seat.max_students };
  }
  const logged = args.activity !== undefined;
  const key = `${logged}\n${statuses.join('\n')}`;
  let query = placeQueries.get(key);
  if (!query) placeQueries.set(key, (query = placeQuery([...statuses], logged)));
  const a = args.activity;
  const params: PlaceParams = {
    classId,
    studentId,
    held,
    period,
    now: args.now,
    promotedAt: args.promotedAt,
    kind: args.kind,
    a_at: a?.at ?? args.now,
    a_actor_user_id: a?.actor_user_id ?? null,
    a_actor_role: a?.actor_role ?? '',
    a_action: a?.action ?? '',
    a_id_class: a?.id_class ?? null,
    a_id_student: a?.id_student ?? null,
    a_id_application: a?.id_application ?? null,
    a_detail: a?.detail ?? null,
    a_request_id: a?.request_id ?? null,
  };
  try {
    const row = (await query(trx, params)).rows[0];
    if (!row || row.id_student_class === null) return 'moved';
    return {
      id_student_class: row.id_student_class,
      leader: row.enrolled === 1,
      enrolled: row.enrolled,
      max_students: row.max_students,
    };
  } catch (err) {
    if (isDuplicatePair(err)) return 'duplicate';
    throw err;
  }
}

/** Gives a seat back while the class is in one of `statuses`; the new enrolled count, or null. */
export async function releaseSeat(trx: DbOrTrx, classId: number, statuses: readonly string[]): Promise<number | null> {
  const row = await trx
    .updateTable('classes')
    .set((eb) => ({ enrolled: eb('enrolled', '-', 1) }))
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .where('enrolled', '>', 0)
    .returning('enrolled')
    .executeTakeFirst();
  return row?.enrolled ?? null;
}

const countEnrolmentQuery = compiledOnce((db, p: { studentId: number; period: number }) =>
  db
    .insertInto('student_summers')
    .values({ id_student: p.studentId, period: p.period, enrolments: 1 })
    .onConflict((oc) =>
      oc
        .columns(['id_student', 'period'])
        .doUpdateSet((eb) => ({ enrolments: eb('student_summers.enrolments', '+', 1) }))
        .where('student_summers.enrolments', '<', MAX_ENROLMENTS_PER_STUDENT),
    )
    .returning('enrolments'),
);

/**
 * Counts one more enrolment of summer `period` for the student while under the limit (the summer's row
 * is created by the first); the new count, or null when none was counted.
 */
async function countEnrolment(trx: DbOrTrx, studentId: number, period: number): Promise<number | null> {
  const { rows } = await countEnrolmentQuery(trx, { studentId, period });
  return rows[0]?.enrolments ?? null;
}

/** Counts one enrolment of summer `period` less for the student; false when there was none to uncount. */
export async function uncountEnrolment(trx: DbOrTrx, studentId: number, period: number): Promise<boolean> {
  const row = await trx
    .updateTable('student_summers')
    .set((eb) => ({ enrolments: eb('enrolments', '-', 1) }))
    .where('id_student', '=', studentId)
    .where('period', '=', period)
    .where('enrolments', '>', 0)
    .returning('enrolments')
    .executeTakeFirst();
  return row !== undefined;
}

const insertEnrolmentQuery = compiledOnce(
  (
    db,
    p: { studentId: number; classId: number; leader: number; now: string; promotedAt: string | null; kind: string },
  ) =>
    db
      .insertInto('student_classes')
      .values({
        id_student: p.studentId,
        id_class: p.classId,
        group_leader: p.leader,
        created_at: p.now,
        promoted_at: p.promotedAt,
        kind: p.kind,
      })
      .returning('id_student_class'),
);

/**
 * Inserts the enrolment row; `UNIQUE (id_student, id_class)` refuses a second one for the same
 * pair, answered as 'duplicate' (the caller throws, which rolls the transaction back).
 */
async function insertEnrolment(
  trx: DbOrTrx,
  row: { studentId: number; classId: number; leader: boolean; now: string; promotedAt: string | null; kind: string },
): Promise<{ id_student_class: number } | 'duplicate'> {
  try {
    const { rows } = await insertEnrolmentQuery(trx, {
      studentId: row.studentId,
      classId: row.classId,
      leader: row.leader ? 1 : 0,
      now: row.now,
      promotedAt: row.promotedAt,
      kind: row.kind,
    });
    return rows[0]!;
  } catch (err) {
    if (isDuplicatePair(err)) return 'duplicate';
    throw err;
  }
}

/** Deletes the enrolment; whether it was the group leader's, or undefined when there was none. */
export async function deleteEnrolment(
  trx: DbOrTrx,
  classId: number,
  studentId: number,
): Promise<{ group_leader: number } | undefined> {
  return trx
    .deleteFrom('student_classes')
    .where('id_class', '=', classId)
    .where('id_student', '=', studentId)
    .returning('group_leader')
    .executeTakeFirst();
}

/** Makes the earliest remaining enrolment of the class its group leader; that student's id, or null. */
export async function promoteEarliestMember(trx: DbOrTrx, classId: number): Promise<number | null> {
  const row = await trx
    .updateTable('student_classes')
    .set({ group_leader: 1 })
    .where('id_student_class', '=', (eb) =>
      eb
        .selectFrom('student_classes as sc')
        .select('sc.id_student_class')
        .where('sc.id_class', '=', classId)
        .orderBy('sc.created_at')
        .orderBy('sc.id_student_class')
        .limit(1),
    )
    .returning('id_student')
    .executeTakeFirst();
  return row?.id_student ?? null;
}
