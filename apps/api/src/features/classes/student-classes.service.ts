import type { EnrolmentKind } from '@portal/domain/rules';
import { DomainError } from '@portal/domain/errors';
import { pageMeta, pageOffset } from '@portal/domain/rules';
import { FINISHED_STATUS, fullName, gradeResultLabel } from '@portal/domain/rules';
import { currentConstanciasOf } from '../../db/constancias.repository.ts';
import { folioOf, issuedFolioKey } from '../../lib/constancia-folio.ts';
import type { ClassmatesResponse, ClassPlace, StudentClass } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';
import type { Identity, StudentIdentity } from '../../lib/identity.ts';
import { classmatesCount, classmatesPage, isEnrolled } from './enrolment.repository.ts';
import { toClassItems, toHistoryByClass } from './class-view.ts';
import { findClass } from './classes.repository.ts';
import {
  studentClassFigures,
  studentClassRows,
  studentClassSchedules,
  studentSubjectCareers,
} from './student-classes.repository.ts';
import { type KeptAnswer, type KeptAnswers, printOf } from '../../lib/kept-answers.ts';
import { assertTeacherOfClass } from '../../lib/roster-access.ts';
import { studentUser } from '../../lib/student-user.ts';

/**
 * GET /classes/student: the caller's classes, as a member sees them (WhatsApp link included), with
 * whether they lead each one and its latest review, so a proposer learns why a class was rejected.
 * A signed-in student without a student record has no classes: an empty list.
 * Read on every visit to "Mis Cursos": three statements compiled once (student-classes.repository.ts),
 * shaped by the same functions as the class list and the details. A student's last answer is kept
 * (lib/kept-answers.ts) with its print: their enrolments, each class's seats and the classes' rows version,
 * which one small statement reads on every request (never handed out unchecked: it is the student's own).
 */
export async function listStudentClasses(
  db: DbOrTrx,
  cache: KeptAnswers,
  identity: StudentIdentity,
  askedFor: number | undefined,
  serialize: (answer: StudentClass[]) => string,
): Promise<KeptAnswer | StudentClass[]> {
  if (askedFor !== undefined && askedFor !== identity.studentId) throw new DomainError('forbidden');
  if (identity.studentId === null) return [];
  const key = { studentId: identity.studentId };
  const memoKey = String(identity.studentId);
  const since = cache.writes;
  if (cache.peek(memoKey)) {
    const { rows: figures } = await studentClassFigures(db, key);
    const kept = cache.recall(memoKey, printOfFigures(figures), since);
    if (kept) return kept;
  }
  const { rows } = await studentClassRows(db, key);
  if (rows.length === 0) return [];
  // The print of the first statement's rows: what the answer shows of them is of that same snapshot.
  const answer = await studentClassesOf(db, key, rows);
  return cache.keep(memoKey, printOfFigures(rows), [], serialize(answer), since);
}

type Figures = Awaited<ReturnType<typeof studentClassFigures>>['rows'][number];

function printOfFigures(rows: Figures[]): string {
  return printOf(
    rows.map((r) => [
      r.id_student_class,
      r.id_class,
      r.group_leader,
      r.promoted_at,
      r.kind,
      r.enrolled,
      r.mobility_enrolled,
      Number(r.rows_version),
    ]),
  );
}

type ClassRow = Awaited<ReturnType<typeof studentClassRows>>['rows'][number];

/** The answer for the student's class rows: their schedules and careers read, everything shaped. */
async function studentClassesOf(db: DbOrTrx, key: { studentId: number }, rows: ClassRow[]): Promise<StudentClass[]> {
  const [schedules, careers] = await Promise.all([
    studentClassSchedules(db, key).then((r) => r.rows),
    studentSubjectCareers(db, key).then((r) => r.rows),
  ]);
  const leaders = rows.flatMap((r) =>
    r.leader_id === null
      ? []
      : [
          {
            id_class: r.id_class,
            id_student: r.leader_id,
            control_number: r.leader_control_number!,
            phone: r.leader_phone!,
            name: r.leader_name!,
            paternal_surname: r.leader_paternal_surname!,
            maternal_surname: r.leader_maternal_surname!,
          },
        ],
  );
  const reviews = toHistoryByClass(
    rows.flatMap((r) =>
      r.review_id === null
        ? []
        : [
            {
              id: r.review_id,
              id_class: r.id_class,
              from_status: r.review_from!,
              to_status: r.review_to!,
              comment: r.review_comment,
              changed_at: r.review_at!,
              id_user: r.reviewer_id,
              name: r.reviewer_name,
              paternal_surname: r.reviewer_paternal_surname,
              maternal_surname: r.reviewer_maternal_surname,
            },
          ],
    ),
  );
  const items = toClassItems(rows, schedules, leaders, () => 'member', careers);
  const folios = new Map<number, string>();
  if (rows.some((r) => r.status === FINISHED_STATUS)) {
    const constancias = await currentConstanciasOf(db, key.studentId);
    const secret = constancias.length > 0 ? await issuedFolioKey(db) : '';
    for (const c of constancias) folios.set(c.id_class, folioOf(secret, c.nonce));
  }
  return items.map((item, i) => {
    const row = rows[i]!;
    // A grade is the student's only once the acta is closed: drafts stay with the teacher.
    const graded = row.status === FINISHED_STATUS && row.grade !== null ? row.grade : null;
    return {
      grade: graded,
      result: graded === null ? null : gradeResultLabel(graded),
      constanciaFolio: graded === null ? null : (folios.get(row.id_class) ?? null),
      ...item,
      group_leader: row.group_leader === 1,
      latest_review: reviews.get(item.id_class)?.[0] ?? null,
      promoted_from_waitlist: row.promoted_at !== null,
      kind: row.kind as EnrolmentKind,
      ...placeOf(row),
    };
  });
}

/** The room and teacher of a class row (what placesOfClasses gives for it). */
function placeOf(r: ClassRow): ClassPlace {
  return {
    room:
      r.id_room === null
        ? null
        : {
            id_room: r.id_room,
            name: r.room_name!,
            building: r.room_building!,
            capacity: r.room_capacity!,
            kind: r.room_kind!,
          },
    teacher:
      r.teacher_id === null
        ? null
        : {
            id_user: r.teacher_id,
            name: fullName({
              name: r.teacher_name!,
              paternal_surname: r.teacher_paternal_surname!,
              maternal_surname: r.teacher_maternal_surname!,
            }),
          },
  };
}

/**
 * GET /classes/{id}/students: classmates' phones and emails are not public — only admins, the
 * class's own teacher and the students enrolled in the class (its leader among them) may list them.
 */
export async function listClassmates(
  db: DbOrTrx,
  identity: Identity,
  classId: number,
  page: number,
  pageSize: number,
): Promise<ClassmatesResponse> {
  if (!(await findClass(db, classId))) throw new DomainError('classNotFound');
  await assertTeacherOfClass(db, identity, classId);
  if (identity.kind === 'student') {
    const member = identity.studentId !== null && (await isEnrolled(db, classId, identity.studentId));
    if (!member) throw new DomainError('notClassMember');
  }
  const [rows, counts] = await Promise.all([
    classmatesPage(db, classId, pageSize, pageOffset(page, pageSize)),
    classmatesCount(db, classId),
  ]);
  return {
    data: rows.map((r) => ({
      id_student_class: r.id_student_class,
      id_student: r.id_student,
      group_leader: r.group_leader === 1,
      ...(identity.kind === 'student' ? {} : { kind: r.kind as EnrolmentKind }),
      student: {
        id_student: r.id_student,
        control_number: r.control_number,
        career: r.career_name === null ? null : { name: r.career_name },
        phone: r.phone,
        user: studentUser(r),
      },
    })),
    meta: { ...pageMeta(page, pageSize, counts.total), leaders: counts.leaders },
  };
}
