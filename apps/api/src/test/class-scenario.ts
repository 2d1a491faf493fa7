import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import { cancunDay, classStatusLabel } from '@portal/domain/rules';
import { API_ERROR_CODES, ERROR_CODES, ERROR_MESSAGES, type ApiErrorCode, type ErrorKey } from '@portal/domain/errors';
import {
  createCareer,
  createOpenPeriod,
  createStaff,
  createStudentUser,
  createSubject,
  enrolDirectly,
} from './fixtures.ts';

/** A signed-in student of a test: ids and a real token from the dev issuer. */
export interface TestStudent {
  userId: number;
  studentId: number;
  email: string;
  token: string;
}

/**
 * The cast most class tests need: a career, a subject, an admin, a teacher, and a factory of
 * registered students with their tokens.
 */
export async function classScenario(t: TestApp) {
  const careerId = await createCareer(t.db);
  // The proposals' period, open on the app's today (its clock), with the server's seats per class.
  await createOpenPeriod(t.db, 2026, { today: cancunDay(t.app.clock.now()), maxStudents: t.config.classMaxStudents });
  const subjectId = await createSubject(t.db, { careerIds: [careerId] });
  const subject = await t.db
    .selectFrom('subjects')
    .select('clave')
    .where('id_subject', '=', subjectId)
    .executeTakeFirstOrThrow();
  const admin = await createStaff(t.db, { role: 'admin', name: 'Adela' });
  const teacher = await createStaff(t.db, { role: 'teacher' });
  const adminToken = await t.staffToken(admin.userId, 'admin');
  const teacherToken = await t.staffToken(teacher.userId, 'teacher');

  async function student(opts: { name?: string; paternal?: string } = {}): Promise<TestStudent> {
    const s = await createStudentUser(t.db, { ...opts, profile: { careerId } });
    return { userId: s.userId, studentId: s.studentId!, email: s.email, token: await t.studentToken(s.email) };
  }

  /** A signed-in student user without a student record. */
  async function unregistered(): Promise<{ userId: number; token: string }> {
    const s = await createStudentUser(t.db, { profile: null });
    return { userId: s.userId, token: await t.studentToken(s.email) };
  }

  return { careerId, subjectId, clave: subject.clave, admin, adminToken, teacherToken, student, unregistered };
}

/** POST /api/classes/enrollStudent with `payload`, as the caller of `token` (none: anonymous). */
export function enrolRequest(t: TestApp, payload: object, token?: string) {
  return t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload, token });
}

/**
 * Asserts the error a client sees: status, the `{ statusCode, error, code, message }` shape and the
 * Spanish message; `code` is the one given, or else the code of an error key whose text is `message`
 * (any published code when the message is worded for the case).
 */
export function expectError(
  res: LightMyRequestResponse,
  status: number,
  message: string | RegExp,
  code?: ApiErrorCode,
) {
  expect({ status: res.statusCode, body: res.body }).toMatchObject({ status });
  const body = res.json() as { statusCode: number; error: string; code: string; message: string | string[] };
  expect(body.statusCode).toBe(status);
  expect(typeof body.error).toBe('string');
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(String(body.message)).toMatch(message);
  // A schema may word a field's problem with a domain text: then the answer is a validation failure.
  const keys = Object.entries(ERROR_MESSAGES).filter(([, text]) => text === body.message);
  const named = keys.map(([key]) => ERROR_CODES[key as ErrorKey]);
  const expected = code ? [code] : named.length ? [...named, ERROR_CODES.validationFailed] : API_ERROR_CODES;
  expect(expected, `código ${body.code}`).toContain(body.code);
}

/** The counters and rows of one class, straight from the database. */
export async function classCounts(t: TestApp, classId: number) {
  const cls = await t.db
    .selectFrom('classes')
    .select(['enrolled', 'max_students', 'status'])
    .where('id_class', '=', classId)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom('student_classes')
    .select(['id_student', 'group_leader'])
    .where('id_class', '=', classId)
    .orderBy('id_student_class')
    .execute();
  return {
    enrolled: cls.enrolled,
    status: cls.status,
    rows: rows.length,
    leaders: rows.filter((r) => r.group_leader === 1).map((r) => r.id_student),
    students: rows.map((r) => r.id_student),
  };
}

export async function enrolmentsOf(t: TestApp, studentId: number) {
  // The counters of every summer the student has (one per summer; tests mostly use one).
  const st = await t.db
    .selectFrom('student_summers')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('enrolments'), eb.lit(0)).as('enrolments'))
    .where('id_student', '=', studentId)
    .executeTakeFirstOrThrow();
  // Only rows that count (docs/rules.md REV-7): those of classes neither rejected nor cancelled.
  const rows = await t.db
    .selectFrom('student_classes')
    .innerJoin('classes', 'classes.id_class', 'student_classes.id_class')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('student_classes.id_student', '=', studentId)
    .where('classes.status', 'not in', ['rechazado', 'cancelled'])
    .executeTakeFirstOrThrow();
  return { counter: Number(st.enrolments), rows: Number(rows.n) };
}

/** Puts `n` new registered students (no tokens) in a class, rows and counters together; the first leads. */
export async function fillClass(t: TestApp, classId: number, careerId: number, n: number = CLASS_MIN_STUDENTS) {
  const ids: number[] = [];
  const leaderless = (await classCounts(t, classId)).leaders.length === 0;
  for (let i = 0; i < n; i++) {
    const st = await createStudentUser(t.db, { profile: { careerId } });
    await enrolDirectly(t.db, st.studentId!, classId, leaderless && i === 0);
    ids.push(st.studentId!);
  }
  return ids;
}

/** The statuses a class takes no enrolment changes in, with the message a caller gets. */
export const LOCKED_STATUSES = ['aprobado', 'rechazado', 'cancelled'] as const;
export const lockedMessage = (status: string) =>
  `La inscripción y eliminación de estudiantes no está permitida para clases en estado "${status}".`;

/** The answer to reviewing a class that is no longer pending. */
export const notPendingMessage = (status: string) =>
  `Solo se puede aprobar o rechazar una clase pendiente; esta clase está «${classStatusLabel(status)}».`;

/** How many classes the database holds. */
export async function countClasses(t: TestApp) {
  const row = await t.db
    .selectFrom('classes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The WhatsApp group link of the class proposals of the tests. */
export const PROPOSAL_WHATSAPP = 'https://chat.whatsapp.com/GrupoVerano2026AbC';

/** A valid class proposal for POST /api/classes, of the scenario's subject; `over` replaces fields. */
export const classProposal = (s: { subjectId: number; clave: string }, over: Record<string, unknown> = {}) => ({
  subjectId: s.subjectId,
  clave: s.clave,
  period: 2026,
  description: 'Muchos reprobamos la materia.',
  schedule: [
    { dayId: 1, startTime: '07:00', endTime: '09:00' },
    { dayId: 3, startTime: '07:00', endTime: '09:00' },
  ],
  shift: 'matutino',
  whatsappLink: PROPOSAL_WHATSAPP,
  ...over,
});

export type ClassScenario = Awaited<ReturnType<typeof classScenario>>;

/**
 * A test app (with `env`) and its class scenario for the describe block that calls this: made before
 * its tests, closed after them. Read `ctx.t` and `ctx.s` inside the tests.
 */
export function useClassScenario(env: Record<string, string> = {}) {
  const ctx = {} as { t: TestApp; s: ClassScenario };
  beforeAll(async () => {
    ctx.t = await createTestApp(env);
    ctx.s = await classScenario(ctx.t);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
