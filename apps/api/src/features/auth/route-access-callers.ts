import { afterAll, beforeAll } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  decodePayload,
  signHs256,
  signWithDevKey,
  signWithForeignKey,
  unsignedToken,
} from '../../test/custom-tokens.ts';
import {
  createCareerWithSubject,
  createClass,
  createStaff,
  createStudentUser,
  enrolDirectly,
} from '../../test/fixtures.ts';

/**
 * The authorisation matrix: every route the server registers × every kind of caller, with the
 * status each one gets (docs/rules.md ACC-1–ACC-6). The routes are read from the app itself
 * (`app.allRoutes`, filled by an onRoute hook): a new route without a row fails this test, and so
 * does a row for a route that no longer exists. Adding a route? Add its row in
 * route-access-rows.ts (or route-access-class-rows.ts), with a request
 * that shows the policy (an invalid body is fine: a caller who gets past authorisation gets the 400).
 *
 * Callers:
 * - anonymous: no token;
 * - forged: a student token signed with a key that is not the issuer's (same kid);
 * - forgedStaff: an admin staff token signed with a guessed secret;
 * - expired: a genuine student token, expired;
 * - algNone: the student's claims in an unsigned (`alg: none`) token;
 * - newStudent: signed in, no student profile yet;
 * - student: enrolled (not as leader) in the class of the fixture;
 * - otherStudent: registered, enrolled only in another class;
 * - leader: group leader of the class of the fixture;
 * - teacher and admin: staff tokens.
 */
const BAD_TOKEN_CALLERS = ['forged', 'forgedStaff', 'expired', 'algNone'] as const;
/** The callers with a genuine token. */
export const SIGNED_IN_CALLERS = ['newStudent', 'student', 'otherStudent', 'leader', 'teacher', 'admin'] as const;
export const CALLERS = ['anonymous', ...BAD_TOKEN_CALLERS, ...SIGNED_IN_CALLERS] as const;
export type Caller = (typeof CALLERS)[number];

export interface Fixture {
  /** A pendiente class: `leader` leads it, `student` is enrolled in it. */
  classId: number;
  /** A pendiente class led by `otherStudent`. */
  otherClassId: number;
  /** An aprobado class nobody is enrolled in. */
  approvedClassId: number;
  careerId: number;
  student: { userId: number; studentId: number };
  otherStudent: { userId: number; studentId: number };
  newStudent: { userId: number };
  /** Tokens of the teacher and the admin kept for sign-out, which revokes the token it is called with. */
  signOutTokens: Partial<Record<Caller, string>>;
}

export interface Row {
  /** The concrete call; defaults to the route's own path with no body. */
  request?: (f: Fixture, caller: Caller) => { url?: string; payload?: unknown; token?: string };
  expect: Record<Caller, number>;
  /** Messages that prove where an answer came from (e.g. a rule of the service, not the schema). */
  messages?: Partial<Record<Caller, string>>;
}

/** The three students' columns, the staff columns, and `bad` for the four invalid tokens. */
export interface Cells {
  anonymous: number;
  bad: number;
  newStudent: number;
  student: number;
  otherStudent: number;
  leader: number;
  teacher: number;
  admin: number;
}
export const cells = ({ bad, ...rest }: Cells): Record<Caller, number> => ({
  ...rest,
  forged: bad,
  forgedStaff: bad,
  expired: bad,
  algNone: bad,
});
export const all = (status: number) =>
  cells({
    anonymous: status,
    bad: status,
    newStudent: status,
    student: status,
    otherStudent: status,
    leader: status,
    teacher: status,
    admin: status,
  });
/** A route for signed-in callers: 401 without a valid token, then per caller. */
export const signedIn = (c: Omit<Cells, 'anonymous' | 'bad'>) => cells({ anonymous: 401, bad: 401, ...c });
export const adminOnly = (adminStatus: number) =>
  signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: adminStatus });

export const UNAUTHENTICATED_MESSAGES = [
  ERROR_MESSAGES.authRequired,
  ERROR_MESSAGES.invalidToken,
  ERROR_MESSAGES.staffTokenRequired,
  ERROR_MESSAGES.invalidCredentials,
];

export const STUDENT_ONLY_403 = { teacher: 403, admin: 403 };

/** The situation of the matrix (see Fixture) and a token per caller, written to the test app's database. */
export async function createAccessFixture(t: TestApp) {
  const tokens: Partial<Record<Caller, string>> = {};
  const { careerId, subjectId } = await createCareerWithSubject(t.db);
  const classId = await createClass(t.db, { subjectId });
  const otherClassId = await createClass(t.db, { subjectId });
  const approvedClassId = await createClass(t.db, { subjectId, status: 'aprobado' });
  const student = await createStudentUser(t.db, { profile: { careerId } });
  const other = await createStudentUser(t.db, { profile: { careerId } });
  const leader = await createStudentUser(t.db, { profile: { careerId } });
  await enrolDirectly(t.db, leader.studentId!, classId, true);
  await enrolDirectly(t.db, student.studentId!, classId);
  await enrolDirectly(t.db, other.studentId!, otherClassId, true);
  const newStudent = await createStudentUser(t.db);
  const teacher = await createStaff(t.db, { role: 'teacher' });
  const admin = await createStaff(t.db, { role: 'admin' });
  const fixture: Fixture = {
    classId,
    otherClassId,
    approvedClassId,
    careerId,
    student: { userId: student.userId, studentId: student.studentId! },
    otherStudent: { userId: other.userId, studentId: other.studentId! },
    newStudent,
    signOutTokens: {
      teacher: await t.staffToken(teacher.userId, 'teacher'),
      admin: await t.staffToken(admin.userId, 'admin'),
    },
  };
  tokens.student = await t.studentToken(student.email);
  tokens.otherStudent = await t.studentToken(other.email);
  tokens.leader = await t.studentToken(leader.email);
  tokens.newStudent = await t.studentToken(newStudent.email);
  tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
  tokens.admin = await t.staffToken(admin.userId, 'admin');
  const claims = decodePayload(tokens.student);
  tokens.forged = await signWithForeignKey(t.db, { claims });
  tokens.expired = await signWithDevKey(t.db, { claims, expiresIn: -120 });
  tokens.algNone = unsignedToken({ claims });
  tokens.forgedStaff = await signHs256('un-secreto-adivinado-de-al-menos-32-caracteres', {
    claims: { sub: String(admin.userId), role: 'admin', iss: 'portal-cursos-verano', aud: 'portal-staff' },
  });
  return { fixture, tokens };
}

/**
 * A test app with the matrix's situation for the describe block that calls this: made before its
 * tests, closed after them. Read its fields inside the tests.
 */
export function useAccessFixture() {
  const access = {} as { t: TestApp; fixture: Fixture; tokens: Partial<Record<Caller, string>> };
  beforeAll(async () => {
    access.t = await createTestApp();
    Object.assign(access, await createAccessFixture(access.t));
  });
  afterAll(() => access.t.close());
  return access;
}
