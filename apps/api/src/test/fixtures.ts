import { sql } from 'kysely';
import { ROLE_IDS } from '@portal/domain/constants';
import { addDays, cancunDay, normalizeSearchText, roomKey } from '@portal/domain/rules';
import type { DbOrTrx } from '../db/tables.ts';
import { hashPassword } from '../crypto/passwords.ts';
import { devSubject } from '../crypto/dev-subject.ts';

/**
 * Builders for test data, written straight to the database. They set up a situation; the
 * behaviour under test always goes through the HTTP API.
 */
let seq = 0;
const next = () => ++seq;
const now = () => new Date().toISOString();

export async function createCareer(db: DbOrTrx, name = `Carrera ${next()}`) {
  const row = await db.insertInto('careers').values({ name }).returning('id_career').executeTakeFirstOrThrow();
  return row.id_career;
}

export async function createSubject(
  db: DbOrTrx,
  opts: { name?: string; clave?: string; credits?: number; careerIds?: number[]; summer?: boolean } = {},
) {
  const n = next();
  const name = opts.name ?? `Materia ${n}`;
  const clave = opts.clave ?? `TST${String(n).padStart(4, '0')}`;
  const row = await db
    .insertInto('subjects')
    .values({
      name,
      name_search: normalizeSearchText(name),
      clave,
      credits: opts.credits ?? 5,
      // Only when asked: migration tests build subjects on schemas from before the column.
      ...(opts.summer === false ? { summer_authorised: 0 } : {}),
    })
    .returning('id_subject')
    .executeTakeFirstOrThrow();
  if (opts.careerIds?.length) {
    await db
      .insertInto('subject_careers')
      .values(opts.careerIds.map((id_career) => ({ id_subject: row.id_subject, id_career })))
      .execute();
  }
  return row.id_subject;
}

export async function createStaff(
  db: DbOrTrx,
  opts: {
    email?: string;
    role?: 'admin' | 'teacher' | 'finanzas';
    password?: string;
    active?: boolean;
    name?: string;
  } = {},
) {
  const email = opts.email ?? `staff${next()}@tec.example`;
  const user = await db
    .insertInto('users')
    .values({
      oid: null,
      name: opts.name ?? 'Personal',
      paternal_surname: 'Prueba',
      maternal_surname: '',
      email,
      id_role: ROLE_IDS[opts.role ?? 'admin'],
      created_at: now(),
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('staff_accounts')
    .values({
      id_user: user.id_user,
      email,
      password_hash: await hashPassword(opts.password ?? 'Verano2026!'),
      is_active: opts.active === false ? 0 : 1,
      created_at: now(),
    })
    .execute();
  return { userId: user.id_user, email };
}

/** An account of the dev issuer (`ifAbsent`: kept as it is when the address has one); its subject. */
async function insertDevIdpAccount(
  db: DbOrTrx,
  a: { email: string; given: string; family: string; passwordHash: string | null; ifAbsent: boolean },
) {
  const sub = devSubject(a.email);
  const insert = db.insertInto('dev_idp_accounts').values({
    sub,
    email: a.email,
    given_name: a.given,
    family_name: a.family,
    password_hash: a.passwordHash,
    created_at: now(),
  });
  await (a.ifAbsent ? insert.onConflict((oc) => oc.column('email').doNothing()) : insert).execute();
  return sub;
}

/** A student user as the dev issuer knows it (same oid as its tokens), optionally with a profile. */
export async function createStudentUser(
  db: DbOrTrx,
  opts: {
    email?: string;
    name?: string;
    paternal?: string;
    maternal?: string;
    profile?: { careerId: number; controlNumber?: string; phone?: string } | null;
  } = {},
) {
  const n = next();
  const email = (opts.email ?? `alumno.prueba${n}@tec.example`).toLowerCase();
  const sub = await insertDevIdpAccount(db, {
    email,
    given: opts.name ?? 'Alumno',
    family: `${opts.paternal ?? 'Prueba'} ${opts.maternal ?? ''}`.trim(),
    passwordHash: null,
    ifAbsent: true,
  });
  const user = await db
    .insertInto('users')
    .values({
      oid: sub,
      name: opts.name ?? `Alumno ${n}`,
      paternal_surname: opts.paternal ?? 'Prueba',
      maternal_surname: opts.maternal ?? '',
      email,
      id_role: ROLE_IDS.student,
      created_at: now(),
    })
    .returning('id_user')
    .executeTakeFirstOrThrow();
  let studentId: number | null = null;
  if (opts.profile) {
    const st = await db
      .insertInto('students')
      .values({
        id_user: user.id_user,
        id_career: opts.profile.careerId,
        control_number: opts.profile.controlNumber ?? String(20_000_000 + n).padStart(8, '0'),
        phone: opts.profile.phone ?? `+52983${String(1_000_000 + n)}`,
        created_at: now(),
        updated_at: now(),
      })
      .returning('id_student')
      .executeTakeFirstOrThrow();
    studentId = st.id_student;
  }
  return { userId: user.id_user, studentId, email };
}

/** Classes made without a schedule so far, per database (test files share modules: vitest.config.ts). */
const defaultSchedules = new WeakMap<object, number>();

/**
 * The schedule of a class made without one: the first of a test database keeps Monday and Wednesday
 * 07:00–09:00; every later one gets its own 30-minute slot from 09:00 on (a weekday each, 130 of
 * them before they repeat), so that a student put in two such classes never meets the schedule
 * clash rule by accident. Tests of clashes pass their schedules.
 */
function defaultSchedule(db: DbOrTrx): { dayId: number; start: string; end: string }[] {
  const n = defaultSchedules.get(db) ?? 0;
  defaultSchedules.set(db, n + 1);
  if (n === 0) {
    return [
      { dayId: 1, start: '07:00:00', end: '09:00:00' },
      { dayId: 3, start: '07:00:00', end: '09:00:00' },
    ];
  }
  const k = (n - 1) % 130;
  const from = 9 * 60 + 30 * Math.floor(k / 5);
  const at = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;
  return [{ dayId: 1 + (k % 5), start: at(from), end: at(from + 30) }];
}

export async function createClass(
  db: DbOrTrx,
  opts: {
    subjectId: number;
    status?: string;
    period?: number;
    maxStudents?: number;
    shift?: 'matutino' | 'vespertino';
    createdBy?: number | null;
    schedule?: { dayId: number; start: string; end: string }[];
  },
) {
  const row = await db
    .insertInto('classes')
    .values({
      id_subject: opts.subjectId,
      status: opts.status ?? 'pendiente',
      period: opts.period ?? 2026,
      shift: opts.shift ?? 'matutino',
      description: null,
      image: null,
      whatsapp_link: 'https://chat.whatsapp.com/PruebaGrupo12345',
      max_students: opts.maxStudents ?? 30,
      enrolled: 0,
      created_by: opts.createdBy ?? null,
      created_at: now(),
      updated_at: now(),
    })
    .returning('id_class')
    .executeTakeFirstOrThrow();
  const schedule = opts.schedule ?? defaultSchedule(db);
  if (schedule.length) {
    await db
      .insertInto('class_schedules')
      .values(schedule.map((s) => ({ id_class: row.id_class, id_day: s.dayId, start_time: s.start, end_time: s.end })))
      .execute();
  }
  return row.id_class;
}

/**
 * A class of a new subject named `subject` meeting one weekday (`dayId`) from `start` to `end` ("HH:MM"), with
 * `enrolled` regular students counted (no rows): the teacher and room clash rules' situations.
 */
export async function classOnDay(
  db: DbOrTrx,
  opts: {
    subject: string;
    dayId: number;
    start: string;
    end: string;
    period: number;
    status?: string;
    enrolled?: number;
  },
) {
  const classId = await createClass(db, {
    subjectId: await createSubject(db, { name: opts.subject }),
    status: opts.status ?? 'aprobado',
    period: opts.period,
    schedule: [{ dayId: opts.dayId, start: `${opts.start}:00`, end: `${opts.end}:00` }],
  });
  if (opts.enrolled) {
    await db.updateTable('classes').set({ enrolled: opts.enrolled }).where('id_class', '=', classId).execute();
  }
  return classId;
}

/** The enrolment row and the class's seat, as every schema since the first keeps them. */
async function insertRowAndSeat(db: DbOrTrx, studentId: number, classId: number, leader: boolean) {
  await db
    .insertInto('student_classes')
    .values({ id_student: studentId, id_class: classId, group_leader: leader ? 1 : 0, created_at: now() })
    .execute();
  await db
    .updateTable('classes')
    .set((eb) => ({ enrolled: eb('enrolled', '+', 1) }))
    .where('id_class', '=', classId)
    .execute();
}

/** Puts a student in a class (rows and counters together), for setting up a situation. */
export async function enrolDirectly(db: DbOrTrx, studentId: number, classId: number, leader = false) {
  await insertRowAndSeat(db, studentId, classId, leader);
  const { period } = await db
    .selectFrom('classes')
    .select('period')
    .where('id_class', '=', classId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('student_summers')
    .values({ id_student: studentId, period, enrolments: 1 })
    .onConflict((oc) =>
      oc
        .columns(['id_student', 'period'])
        .doUpdateSet((eb) => ({ enrolments: eb('student_summers.enrolments', '+', 1) })),
    )
    .execute();
}

/**
 * Puts a student in a class as the schema before the per-summer counters kept it (the student's own
 * counter): for migration tests that write data at an older schema.
 */
export async function enrolBeforeSummerCounts(db: DbOrTrx, studentId: number, classId: number, leader = false) {
  await insertRowAndSeat(db, studentId, classId, leader);
  await sql`UPDATE students SET enrolments = enrolments + 1 WHERE id_student = ${studentId}`.execute(db);
}

/** A career and a subject taught in it: where most class tests start. */
export async function createCareerWithSubject(
  db: DbOrTrx,
  opts: { careerName?: string; subject?: Omit<NonNullable<Parameters<typeof createSubject>[1]>, 'careerIds'> } = {},
) {
  const careerId = await createCareer(db, opts.careerName);
  const subjectId = await createSubject(db, { ...opts.subject, careerIds: [careerId] });
  return { careerId, subjectId };
}

/** A registered student of a career (dev issuer account, user, profile) put in a class. */
export async function createEnrolledStudent(
  db: DbOrTrx,
  careerId: number,
  classId: number,
  opts: { leader?: boolean; name?: string; paternal?: string; maternal?: string } = {},
) {
  const { leader, ...names } = opts;
  const student = await createStudentUser(db, { ...names, profile: { careerId } });
  await enrolDirectly(db, student.studentId!, classId, leader);
  return student;
}

/** A room written straight to the database (the admin's screen is tested in rooms.test.ts). */
export async function createRoom(
  db: DbOrTrx,
  opts: { name: string; building: string; capacity: number; kind?: string },
) {
  const row = await db
    .insertInto('rooms')
    .values({
      name: opts.name,
      building: opts.building,
      room_key: roomKey(opts),
      capacity: opts.capacity,
      kind: opts.kind ?? 'aula',
      created_at: now(),
    })
    .returning('id_room')
    .executeTakeFirstOrThrow();
  return row.id_room;
}

/** An account of the built-in dev issuer that can sign in on its page (email and password). */
export async function createDevIdpAccount(
  db: DbOrTrx,
  opts: { email?: string; password?: string; given?: string; family?: string } = {},
) {
  const email = (opts.email ?? `cuenta.idp${next()}@tec.example`).toLowerCase();
  const sub = await insertDevIdpAccount(db, {
    email,
    given: opts.given ?? 'Mariana',
    family: opts.family ?? 'Chan Poot',
    passwordHash: await hashPassword(opts.password ?? 'Verano2026!'),
    ifAbsent: false,
  });
  return { email, sub };
}

/** A complete teacher application (POST /api/teachers/applications), full of personal data. */
export const TEACHER_APPLICATION_FIELDS = {
  name: 'Xiomara',
  paternalSurname: 'Balam',
  contactEmail: 'xiomara.balam@correo.example',
  contactPhone: '+529831112233',
  cv: 'https://drive.google.com/file/d/1XyZxYzXyZxYzXyZ1234/view',
  reason: 'Quiero enseñar',
};

/**
 * A period for `year` whose proposal and enrolment windows are open on `today` (a Cancun day; default the
 * machine's), with classes after them; kept when the year already has one.
 */
export async function createOpenPeriod(
  db: DbOrTrx,
  year: number,
  opts: { today?: string; maxStudents?: number; minStudents?: number } = {},
) {
  const today = opts.today ?? cancunDay(new Date());
  const at = now();
  await db
    .insertInto('periods')
    .values({
      year,
      proposals_open: addDays(today, -30),
      proposals_close: addDays(today, 30),
      enrolment_open: addDays(today, -30),
      enrolment_close: addDays(today, 30),
      publication: addDays(today, 31),
      classes_start: addDays(today, 40),
      classes_end: addDays(today, 80),
      grades_due: addDays(today, 90),
      payment_days: 5,
      min_students: opts.minStudents ?? 15,
      max_students: opts.maxStudents ?? 30,
      mobility_seats: 5,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute();
}
