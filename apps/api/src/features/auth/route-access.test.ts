import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  decodePayload,
  signHs256,
  signWithDevKey,
  signWithForeignKey,
  unsignedToken,
} from '../../test/custom-tokens.ts';
import {
  createCareer,
  createCareerWithSubject,
  createClass,
  createStaff,
  createStudentUser,
  enrolDirectly,
} from '../../test/fixtures.ts';

/**
 * The authorisation matrix: every route the server registers × every kind of caller, with the
 * status each one gets (docs/rules.md R1–R6). The routes are read from the app itself
 * (`app.allRoutes`, filled by an onRoute hook): a new route without a row fails this test, and so
 * does a row for a route that no longer exists. Adding a route? Add its row below, with a request
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
const CALLERS = [
  'anonymous',
  'forged',
  'forgedStaff',
  'expired',
  'algNone',
  'newStudent',
  'student',
  'otherStudent',
  'leader',
  'teacher',
  'admin',
] as const;
type Caller = (typeof CALLERS)[number];

interface Fixture {
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

interface Row {
  /** The concrete call; defaults to the route's own path with no body. */
  request?: (f: Fixture, caller: Caller) => { url?: string; payload?: unknown; token?: string };
  expect: Record<Caller, number>;
  /** Messages that prove where an answer came from (e.g. a rule of the service, not the schema). */
  messages?: Partial<Record<Caller, string>>;
}

/** The three students' columns, the staff columns, and `bad` for the four invalid tokens. */
interface Cells {
  anonymous: number;
  bad: number;
  newStudent: number;
  student: number;
  otherStudent: number;
  leader: number;
  teacher: number;
  admin: number;
}
const cells = ({ bad, ...rest }: Cells): Record<Caller, number> => ({
  ...rest,
  forged: bad,
  forgedStaff: bad,
  expired: bad,
  algNone: bad,
});
const all = (status: number) =>
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
const signedIn = (c: Omit<Cells, 'anonymous' | 'bad'>) => cells({ anonymous: 401, bad: 401, ...c });
const adminOnly = (adminStatus: number) =>
  signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: adminStatus });

const UNAUTHENTICATED_MESSAGES = [
  ERROR_MESSAGES.authRequired,
  ERROR_MESSAGES.invalidToken,
  ERROR_MESSAGES.staffTokenRequired,
  ERROR_MESSAGES.invalidCredentials,
];

const STUDENT_ONLY_403 = { teacher: 403, admin: 403 };

const API_ROUTES: Record<string, Row> = {
  // Health and sign-in
  'GET /api/health': { expect: all(200) },
  'GET /api/health/ready': { expect: all(200) },
  'GET /api/auth/config': { expect: all(200) },
  'POST /api/auth/staff/login': {
    // One address per caller (each would otherwise meet the sign-in limits of the others).
    request: (_f, caller) => ({ payload: { email: `nadie.${caller}@tec.example`, password: 'Verano2026!' } }),
    expect: all(401),
  },
  'POST /api/auth/staff/logout': {
    request: (f, caller) => (f.signOutTokens[caller] ? { token: f.signOutTokens[caller] } : {}),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 204, admin: 204 }),
  },
  'GET /api/auth/staff/profile': {
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 200, admin: 200 }),
  },
  'GET /api/auth/student/profile': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, ...STUDENT_ONLY_403 }),
  },

  // Catalog (public reads)
  'GET /api/careers': { expect: all(200) },
  'GET /api/subjects': { expect: all(200) },
  'GET /api/users/roles': { expect: all(200) },

  // Classes
  'GET /api/classes': { expect: all(200) },
  'GET /api/classes/:id': {
    // Optional identity: anonymous reads it; a token that is sent must be valid.
    request: (f) => ({ url: `/api/classes/${f.classId}` }),
    expect: { ...all(200), forged: 401, forgedStaff: 401, expired: 401, algNone: 401 },
  },
  'GET /api/classes/overview': { expect: adminOnly(200) },
  'GET /api/classes/student': {
    // Asking for the student's own list by id: only that student gets it.
    request: (f) => ({ url: `/api/classes/student?id_student=${f.student.studentId}` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, ...STUDENT_ONLY_403 }),
  },
  'POST /api/classes': {
    // A well-formed class of a subject that does not exist: whoever may create gets the 400.
    request: () => ({
      payload: {
        subjectId: 999_999,
        clave: 'ZZZ9999',
        period: 2026,
        schedule: [{ dayId: 1, startTime: '07:00', endTime: '09:00' }],
        shift: 'matutino',
        whatsappLink: 'https://chat.whatsapp.com/TablaDeAcceso123',
      },
    }),
    expect: signedIn({ newStudent: 403, student: 400, otherStudent: 400, leader: 400, teacher: 403, admin: 400 }),
    messages: { student: ERROR_MESSAGES.subjectNotFound, admin: ERROR_MESSAGES.subjectNotFound },
  },
  'POST /api/classes/enrollStudent': {
    // An approved class: students may no longer enrol (409); the admin names nobody (400).
    request: (f) => ({ payload: { classId: f.approvedClassId } }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, teacher: 403, admin: 400 }),
    messages: { student: ERROR_MESSAGES.classNotOpen, admin: ERROR_MESSAGES.studentRequired },
  },
  'DELETE /api/classes/:id/student/:studentId': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/student/${f.student.studentId}` }),
    expect: adminOnly(409),
    messages: {
      admin: 'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    },
  },
  'POST /api/classes/:id/status/:status': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/status/aprobado` }),
    expect: adminOnly(409),
    messages: { admin: 'Solo se puede aprobar o rechazar una clase pendiente; esta clase está en estado "aprobado".' },
  },
  'PATCH /api/classes/:id/class': {
    // Only the class's leader (not a member, not another class's leader) and admins change the link.
    request: (f) => ({
      url: `/api/classes/${f.classId}/class`,
      payload: { whatsappLink: 'https://chat.whatsapp.com/PruebaGrupo12345' },
    }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
  },
  'GET /api/classes/:id/students': {
    // Classmates' contacts: members, admins and the class's own teacher only (this teacher has another class).
    request: (f) => ({ url: `/api/classes/${f.classId}/students` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
    messages: { otherStudent: ERROR_MESSAGES.notClassMember, teacher: ERROR_MESSAGES.notClassTeacher },
  },

  'GET /api/periods/:year/classes.xlsx': {
    request: () => ({ url: '/api/periods/2026/classes.xlsx' }),
    expect: adminOnly(200),
  },
  // Roster downloads: the admin, the class's own teacher and its leader only.
  ...Object.fromEntries(
    ['roster.csv', 'roster.xlsx', 'attendance.pdf'].map((file) => [
      `GET /api/classes/:id/${file}`,
      {
        request: (f: Fixture) => ({ url: `/api/classes/${f.classId}/${file}` }),
        expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
        messages: {
          otherStudent: ERROR_MESSAGES.exportForbidden,
          student: ERROR_MESSAGES.exportForbidden,
          teacher: ERROR_MESSAGES.notClassTeacher,
        },
      } satisfies Row,
    ]),
  ),
  // Payments (issue 20): the admin records them; the admin and the class's own leader read them.
  'GET /api/classes/:id/payments': {
    request: (f) => ({ url: `/api/classes/${f.classId}/payments` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 200, teacher: 403, admin: 200 }),
    messages: { otherStudent: ERROR_MESSAGES.paymentsForbidden, student: ERROR_MESSAGES.paymentsForbidden },
  },
  'PATCH /api/classes/:id/students/:studentId/payment': {
    request: (f) => ({
      url: `/api/classes/${f.classId}/students/${f.student.studentId}/payment`,
      payload: { status: 'pendiente' },
    }),
    expect: adminOnly(200),
  },
  'DELETE /api/classes/:id/enrollment': {
    // A student leaves only a class they are in (none of them is in the approved one).
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/enrollment` }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.notEnrolledSelf },
  },
  'GET /api/classes/:id/mobility-students': {
    request: (f) => ({ url: `/api/classes/${f.classId}/mobility-students` }),
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
    messages: { teacher: ERROR_MESSAGES.notClassTeacher },
  },
  'PUT /api/classes/:id/teacher': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/teacher`, payload: {} }),
    expect: adminOnly(400),
  },
  'PUT /api/classes/:id/room': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/room`, payload: {} }),
    expect: adminOnly(400),
  },
  'GET /api/rooms': { expect: adminOnly(200) },
  'POST /api/rooms': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'GET /api/rooms/template.csv': { expect: adminOnly(200) },
  'POST /api/rooms/import': { request: () => ({ payload: {} }), expect: adminOnly(400) },
  'DELETE /api/rooms/:id': { request: () => ({ url: '/api/rooms/999999' }), expect: adminOnly(404) },
  'POST /api/classes/:id/mobility-students': {
    request: (f) => ({ url: `/api/classes/${f.classId}/mobility-students`, payload: {} }),
    expect: adminOnly(400),
  },

  // Fair enrolment (issue 16): the waitlist, the admin's cap and schedule.
  'GET /api/classes/student/waitlists': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, ...STUDENT_ONLY_403 }),
  },
  'GET /api/classes/:id/waitlist': {
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist` }),
    expect: adminOnly(200),
  },
  'POST /api/classes/:id/waitlist': {
    // Only a full pending class has a list: the approved one has none.
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/waitlist` }),
    expect: signedIn({ newStudent: 403, student: 409, otherStudent: 409, leader: 409, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.waitlistClosed },
  },
  'DELETE /api/classes/:id/waitlist': {
    request: (f) => ({ url: `/api/classes/${f.classId}/waitlist` }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, ...STUDENT_ONLY_403 }),
    messages: { student: ERROR_MESSAGES.notWaitlisted },
  },
  'PATCH /api/classes/:id/capacity': {
    request: (f) => ({ url: `/api/classes/${f.classId}/capacity`, payload: {} }),
    expect: adminOnly(400),
  },
  'PUT /api/classes/:id/schedule': {
    request: (f) => ({ url: `/api/classes/${f.classId}/schedule`, payload: {} }),
    expect: adminOnly(400),
  },

  // Students
  'POST /api/students': {
    request: () => ({ payload: {} }),
    expect: signedIn({ newStudent: 400, student: 400, otherStudent: 400, leader: 400, ...STUDENT_ONLY_403 }),
  },
  'GET /api/students': {
    // The student's own record: nobody else but an admin reads it.
    request: (f) => ({ url: `/api/students?userId=${f.student.userId}` }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, teacher: 403, admin: 200 }),
  },
  'GET /api/students/students': { expect: adminOnly(200) },
  'PATCH /api/students/:id': {
    // A valid change of the student's own record: only that student may make it.
    request: (f) => ({ url: `/api/students/${f.student.studentId}`, payload: { phone: '5298311112222' } }),
    expect: signedIn({ newStudent: 403, student: 200, otherStudent: 403, leader: 403, ...STUDENT_ONLY_403 }),
  },

  // Teacher applications (anyone applies; admins read and review)
  'POST /api/teachers/applications': {
    request: () => ({ payload: {} }),
    expect: all(400),
    messages: { anonymous: APPLICATION_MESSAGES.required, admin: APPLICATION_MESSAGES.required },
  },
  'GET /api/teachers/applications': { expect: adminOnly(200) },
  'GET /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
  'PATCH /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999', payload: { accepted: true } }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },

  // Teacher invitations and accounts (issue 21): admins invite and manage; the link is public
  'POST /api/teachers/applications/:id/invitation': {
    request: () => ({ url: '/api/teachers/applications/999999/invitation' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
  'GET /api/teachers/invitations': { expect: adminOnly(200) },
  'DELETE /api/teachers/invitations/:id': {
    request: () => ({ url: '/api/teachers/invitations/999999' }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.invitationNotFound },
  },
  'GET /api/staff/invitation': {
    request: () => ({ url: `/api/staff/invitation?token=${'x'.repeat(43)}` }),
    expect: all(404),
    messages: { anonymous: ERROR_MESSAGES.invitationUnknown },
  },
  'POST /api/staff/invitation/accept': { request: () => ({ payload: {} }), expect: all(400) },
  'GET /api/teachers': { expect: adminOnly(200) },
  'PATCH /api/teachers/:id': {
    request: () => ({ url: '/api/teachers/999999', payload: { active: false } }),
    expect: adminOnly(404),
    messages: { admin: ERROR_MESSAGES.notTeacherAccount },
  },
  'GET /api/teachers/me/classes': {
    expect: signedIn({ newStudent: 403, student: 403, otherStudent: 403, leader: 403, teacher: 200, admin: 403 }),
  },

  // Activity log and notifications (issue 19)
  'GET /api/activity': { expect: adminOnly(200) },
  'GET /api/activity/export.csv': { expect: adminOnly(200) },
  'GET /api/classes/:id/activity': {
    request: (f) => ({ url: `/api/classes/${f.classId}/activity` }),
    expect: adminOnly(200),
  },
  'GET /api/notifications': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 200, admin: 200 }),
  },
  'POST /api/notifications/:id/read': {
    // Nobody owns notification 999999: the same 404 for everybody signed in.
    request: () => ({ url: '/api/notifications/999999/read' }),
    expect: signedIn({ newStudent: 404, student: 404, otherStudent: 404, leader: 404, teacher: 404, admin: 404 }),
  },
  'POST /api/notifications/read-all': {
    expect: signedIn({ newStudent: 200, student: 200, otherStudent: 200, leader: 200, teacher: 200, admin: 200 }),
  },
};

/**
 * Routes outside the API's policies: the API documentation and the built-in dev issuer. None of
 * them reads the bearer token, so every caller gets the same answer. (These tests run without the
 * SPA, whose routes serve the same files to everybody.)
 */
const OTHER_ROUTES: Record<string, Row> = {
  'GET /api/docs': { expect: all(200) },
  'GET /api/docs/static/index.html': { expect: all(302) },
  'GET /api/docs/static/*': { request: () => ({ url: '/api/docs/static/no-existe.js' }), expect: all(404) },
  'GET /api/docs/static/swagger-initializer.js': { expect: all(200) },
  'GET /api/docs/json': { expect: all(200) },
  'GET /api/docs/yaml': { expect: all(200) },
  'GET /idp/assets/idp.css': { expect: all(200) },
  // The dev mailbox (no SMTP_URL, dev issuer on): the outbox as a page, the same for everybody.
  'GET /dev/mail': { expect: all(200) },
  'GET /dev/mail/:id/html': { request: () => ({ url: '/dev/mail/999999/html' }), expect: all(404) },
  'GET /idp/assets/idp.js': { expect: all(200) },
  'GET /idp/interaction/:uid': { request: () => ({ url: '/idp/interaction/no-existe' }), expect: all(400) },
  'POST /idp/interaction/:uid/login': {
    request: () => ({ url: '/idp/interaction/no-existe/login', payload: { email: 'x@tec.example', password: 'x' } }),
    expect: all(400),
  },
  'GET /idp/interaction/:uid/abort': { request: () => ({ url: '/idp/interaction/no-existe/abort' }), expect: all(400) },
  'POST /idp/dev/token': { request: () => ({ payload: {} }), expect: all(400) },
  // The issuer itself (oidc-provider) under /idp.
  'GET /idp/*': { request: () => ({ url: '/idp/jwks' }), expect: all(200) },
  'POST /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(400) },
  'PUT /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(404) },
  'PATCH /idp/*': { request: () => ({ url: '/idp/token', payload: {} }), expect: all(404) },
  'DELETE /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'OPTIONS /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'TRACE /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(404) },
  'QUERY /idp/*': { request: () => ({ url: '/idp/token' }), expect: all(400) },
};

const ROUTES: Record<string, Row> = { ...API_ROUTES, ...OTHER_ROUTES };

/** Cells of the matrix, for docs/reliability.md. */
export const MATRIX_SIZE = { routes: Object.keys(ROUTES).length, callers: CALLERS.length };

describe(`authorisation matrix: every route × every caller (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let fixture: Fixture;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
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
    fixture = {
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
  });
  afterAll(() => t.close());

  it('the table has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = [...new Set(t.app.allRoutes)].sort();
    const known = Object.keys(ROUTES).sort();
    expect(
      registered.filter((r) => !known.includes(r)),
      'rutas sin fila en la tabla de acceso',
    ).toEqual([]);
    expect(
      known.filter((r) => !registered.includes(r)),
      'filas de rutas que no existen',
    ).toEqual([]);
    // Every /api route declares its policy; the docs are the only /api routes without one.
    const apiRegistered = registered.filter((r) => r.split(' ')[1]!.startsWith('/api') && !r.includes('/api/docs'));
    expect(apiRegistered.sort()).toEqual(t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort());
  });

  it('the genuine tokens the forged ones copy are accepted (so the bad ones fail for their flaw alone)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/student/profile', token: tokens.student! });
    expect(res.statusCode).toBe(200);
  });

  for (const [route, row] of Object.entries(ROUTES)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const got: Record<string, number> = {};
      const said: Partial<Record<Caller, string>> = {};
      for (const [i, caller] of CALLERS.entries()) {
        const { url = path, payload, token = tokens[caller] ?? null } = row.request?.(fixture, caller) ?? {};
        const res = await t.request({
          method: method as 'GET',
          // One address per caller: the per-address rate limits of sign-in and applications apply to each alone.
          remoteAddress: `10.8.0.${i + 1}`,
          url,
          token,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        got[caller] = res.statusCode;
        expect(res.statusCode, `${route} as ${caller}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        if (row.messages?.[caller] !== undefined) said[caller] = (res.json() as { message: string }).message;
        if (res.statusCode >= 400 && url.startsWith('/api')) {
          const body = res.json() as { statusCode: number; error: string; message: unknown };
          expect(body.statusCode, `${route} as ${caller}`).toBe(res.statusCode);
          expect(typeof body.error).toBe('string');
          expect(body.message, `${route} as ${caller}`).toBeTruthy();
        }
        if (res.statusCode === 401 && url.startsWith('/api')) {
          expect(UNAUTHENTICATED_MESSAGES).toContain((res.json() as { message: string }).message);
        }
      }
      expect(got).toEqual(row.expect);
      expect(said).toEqual(row.messages ?? {});
    });
  }

  describe('resource ownership', () => {
    const detail = async (caller: Caller, classId: number) => {
      const res = await t.request({ method: 'GET', url: `/api/classes/${classId}`, token: tokens[caller] ?? null });
      expect(res.statusCode).toBe(200);
      return res.json() as { whatsapp_link: string | null; status_history: unknown[] | null };
    };

    it("a class's WhatsApp link and history are for its members and admins only", async () => {
      const seen: Record<string, boolean> = {};
      for (const caller of [
        'anonymous',
        'newStudent',
        'student',
        'otherStudent',
        'leader',
        'teacher',
        'admin',
      ] as const) {
        const d = await detail(caller, fixture.classId);
        seen[caller] = d.whatsapp_link !== null;
        expect(d.status_history !== null, caller).toBe(seen[caller]);
      }
      expect(seen).toEqual({
        anonymous: false,
        newStudent: false,
        student: true,
        otherStudent: false,
        leader: true,
        teacher: false,
        admin: true,
      });
    });

    it("a student's own class list never shows another student's classes", async () => {
      const mine = await t.request({ method: 'GET', url: '/api/classes/student', token: tokens.otherStudent! });
      expect((mine.json() as { id_class: number }[]).map((c) => c.id_class)).toEqual([fixture.otherClassId]);
      const asking = await t.request({
        method: 'GET',
        url: `/api/classes/student?id_student=${fixture.otherStudent.studentId}`,
        token: tokens.student!,
      });
      expect(asking.statusCode).toBe(403);
    });

    it("another student's record and contacts stay hidden", async () => {
      const record = await t.request({
        method: 'GET',
        url: `/api/students?userId=${fixture.otherStudent.userId}`,
        token: tokens.student!,
      });
      expect(record.statusCode).toBe(403);
      const contacts = await t.request({
        method: 'GET',
        url: `/api/classes/${fixture.otherClassId}/students`,
        token: tokens.student!,
      });
      expect(contacts.statusCode).toBe(403);
      expect(contacts.body).not.toContain('@tec.example');
      const edit = await t.request({
        method: 'PATCH',
        url: `/api/students/${fixture.otherStudent.studentId}`,
        token: tokens.student!,
        payload: { phone: '5298300000000' },
      });
      expect(edit.statusCode).toBe(403);
    });

    it('a student cannot enrol another student nor change a class they do not lead', async () => {
      const enrol = await t.request({
        method: 'POST',
        url: '/api/classes/enrollStudent',
        token: tokens.student!,
        payload: { classId: fixture.otherClassId, student: { studentId: fixture.newStudent.userId } },
      });
      expect(enrol.statusCode).toBe(403);
      const link = await t.request({
        method: 'PATCH',
        url: `/api/classes/${fixture.otherClassId}/class`,
        token: tokens.leader!,
        payload: { whatsappLink: 'https://chat.whatsapp.com/OtroGrupo123456' },
      });
      expect(link.statusCode).toBe(403);
    });
  });
});

/**
 * The same matrix with the SPA served (SERVE_WEB, a small built-like WEB_DIST): its routes are the
 * popup's landing page and one GET per static file (the raw .html files are refused by the static
 * server and answered by the SPA fallback), and they answer every caller alike. Any other route the
 * SPA plugin registers fails here.
 */
describe(`authorisation matrix with the SPA served (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let base: TestApp;
  let dist: string;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="es"><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'auth-callback.html'), '<!doctype html><html lang="es"><head></head></html>');
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });
    base = await createTestApp();
    const careerId = await createCareer(t.db);
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const admin = await createStaff(t.db, { role: 'admin' });
    tokens.student = await t.studentToken(student.email);
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    tokens.algNone = unsignedToken({ claims: decodePayload(tokens.student) });
  });
  afterAll(async () => {
    await t.close();
    await base.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('adds only the popup landing page and one GET per static file; each answers every caller alike', async () => {
    const added = [...new Set(t.app.allRoutes)].filter((r) => !base.app.allRoutes.includes(r)).sort();
    expect(added).toEqual([
      'GET /assets/index-abc123.js',
      'GET /auth-callback.html',
      'GET /auth/callback',
      'GET /favicon.svg',
      'GET /index.html',
    ]);
    for (const route of [...added, 'GET /mis-clases']) {
      const url = route.split(' ')[1]!;
      const statuses = new Set<number>();
      for (const caller of ['anonymous', 'student', 'admin', 'algNone'] as const) {
        const res = await t.request({ method: 'GET', url, token: tokens[caller] ?? null });
        statuses.add(res.statusCode);
      }
      expect([...statuses], url).toEqual([200]);
    }
  });

  it("the SPA's pages: no inline script allowed, and no opener policy on the sign-in popup's landing page only", async () => {
    const page = await t.request({ method: 'GET', url: '/mis-clases' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    const callback = await t.request({ method: 'GET', url: '/auth/callback' });
    expect(callback.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(String(callback.headers['content-security-policy'])).toMatch(/frame-ancestors 'none'/);
  });
});
