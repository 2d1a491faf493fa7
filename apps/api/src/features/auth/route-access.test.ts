import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  createCareer,
  createClass,
  createStaff,
  createStudentUser,
  createSubject,
  enrolDirectly,
} from '../../test/fixtures.ts';

/**
 * Every /api route × every kind of caller, with the status each one gets (spec §6). The routes are
 * read from the app itself: a new route without a row here fails this test, and so does a row for
 * a route that no longer exists. Adding a route? Add its row below, with a request that shows the
 * policy (an invalid body is fine: a caller who gets past authorisation gets the 400).
 *
 * Callers: anonymous (no token), newStudent (signed in, no student profile yet), student (with a
 * profile), teacher and admin (staff tokens).
 */
type Caller = 'anonymous' | 'newStudent' | 'student' | 'teacher' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'newStudent', 'student', 'teacher', 'admin'];

interface Fixture {
  /** A pendiente class the student is enrolled in (not as leader). */
  classId: number;
  /** An aprobado class nobody is enrolled in. */
  approvedClassId: number;
  careerId: number;
  student: { userId: number; studentId: number };
  newStudent: { userId: number };
}

interface Row {
  /** The concrete call; defaults to the route's own path with no body. */
  request?: (f: Fixture) => { url?: string; payload?: unknown };
  expect: Record<Caller, number>;
  /** Messages that prove where an answer came from (e.g. a rule of the service, not the schema). */
  messages?: Partial<Record<Caller, string>>;
}

const all = (status: number): Record<Caller, number> => ({
  anonymous: status,
  newStudent: status,
  student: status,
  teacher: status,
  admin: status,
});

const ROUTES: Record<string, Row> = {
  // Health and sign-in
  'GET /api/health': { expect: all(200) },
  'GET /api/health/ready': { expect: all(200) },
  'GET /api/auth/config': { expect: all(200) },
  'POST /api/auth/staff/login': {
    request: () => ({ payload: { email: 'nadie@tec.example', password: 'Verano2026!' } }),
    expect: all(401),
  },
  'GET /api/auth/staff/profile': {
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 200, admin: 200 },
  },
  'GET /api/auth/student/profile': {
    expect: { anonymous: 401, newStudent: 200, student: 200, teacher: 403, admin: 403 },
  },

  // Catalog (public reads)
  'GET /api/careers': { expect: all(200) },
  'GET /api/subjects': { expect: all(200) },
  'GET /api/users/roles': { expect: all(200) },

  // Classes
  'GET /api/classes': { expect: all(200) },
  'GET /api/classes/:id': { request: (f) => ({ url: `/api/classes/${f.classId}` }), expect: all(200) },
  'GET /api/classes/overview': {
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 200 },
  },
  'GET /api/classes/student': {
    expect: { anonymous: 401, newStudent: 200, student: 200, teacher: 403, admin: 403 },
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
    expect: { anonymous: 401, newStudent: 403, student: 400, teacher: 403, admin: 400 },
    messages: { student: ERROR_MESSAGES.subjectNotFound, admin: ERROR_MESSAGES.subjectNotFound },
  },
  'POST /api/classes/enrollStudent': {
    // An approved class: students may no longer enrol (409); the admin names nobody (400).
    request: (f) => ({ payload: { classId: f.approvedClassId } }),
    expect: { anonymous: 401, newStudent: 403, student: 409, teacher: 403, admin: 400 },
    messages: { student: ERROR_MESSAGES.classNotOpen, admin: ERROR_MESSAGES.studentRequired },
  },
  'DELETE /api/classes/:id/student/:studentId': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/student/${f.student.studentId}` }),
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 409 },
    messages: {
      admin: 'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".',
    },
  },
  'POST /api/classes/:id/status/:status': {
    request: (f) => ({ url: `/api/classes/${f.approvedClassId}/status/aprobado` }),
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 409 },
    messages: { admin: 'Solo se puede aprobar o rechazar una clase pendiente; esta clase está en estado "aprobado".' },
  },
  'PATCH /api/classes/:id/class': {
    // The student is enrolled but not the leader; the admin may change the link.
    request: (f) => ({
      url: `/api/classes/${f.classId}/class`,
      payload: { whatsappLink: 'https://chat.whatsapp.com/PruebaGrupo12345' },
    }),
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 200 },
  },
  'GET /api/classes/:id/students': {
    request: (f) => ({ url: `/api/classes/${f.classId}/students` }),
    expect: { anonymous: 401, newStudent: 403, student: 200, teacher: 200, admin: 200 },
  },

  // Students
  'POST /api/students': {
    request: () => ({ payload: {} }),
    expect: { anonymous: 401, newStudent: 400, student: 400, teacher: 403, admin: 403 },
  },
  'GET /api/students': {
    request: (f) => ({ url: `/api/students?userId=${f.student.userId}` }),
    expect: { anonymous: 401, newStudent: 403, student: 200, teacher: 403, admin: 200 },
  },
  'GET /api/students/students': {
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 200 },
  },
  'PATCH /api/students/:id': {
    request: (f) => ({ url: `/api/students/${f.student.studentId}`, payload: {} }),
    expect: { anonymous: 401, newStudent: 403, student: 400, teacher: 403, admin: 403 },
  },

  // Teacher applications (anyone applies; admins read and review)
  'POST /api/teachers/applications': {
    request: () => ({ payload: {} }),
    expect: all(400),
    messages: { anonymous: APPLICATION_MESSAGES.required, admin: APPLICATION_MESSAGES.required },
  },
  'GET /api/teachers/applications': {
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 200 },
  },
  'GET /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999' }),
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 404 },
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
  'PATCH /api/teachers/applications/:id': {
    request: () => ({ url: '/api/teachers/applications/999999', payload: { accepted: true } }),
    expect: { anonymous: 401, newStudent: 403, student: 403, teacher: 403, admin: 404 },
    messages: { admin: ERROR_MESSAGES.applicationNotFound },
  },
};

describe(`every /api route × every caller (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let fixture: Fixture;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const careerId = await createCareer(t.db);
    const subjectId = await createSubject(t.db, { careerIds: [careerId] });
    const classId = await createClass(t.db, { subjectId });
    const approvedClassId = await createClass(t.db, { subjectId, status: 'aprobado' });
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const leader = await createStudentUser(t.db, { profile: { careerId } });
    await enrolDirectly(t.db, leader.studentId!, classId, true);
    await enrolDirectly(t.db, student.studentId!, classId);
    const newStudent = await createStudentUser(t.db);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const admin = await createStaff(t.db, { role: 'admin' });
    fixture = {
      classId,
      approvedClassId,
      careerId,
      student: { userId: student.userId, studentId: student.studentId! },
      newStudent,
    };
    tokens.student = await t.studentToken(student.email);
    tokens.newStudent = await t.studentToken(newStudent.email);
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
    tokens.admin = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('the table has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    const known = Object.keys(ROUTES).sort();
    expect(
      registered.filter((r) => !known.includes(r)),
      'rutas sin fila en la tabla de acceso',
    ).toEqual([]);
    expect(
      known.filter((r) => !registered.includes(r)),
      'filas de rutas que no existen',
    ).toEqual([]);
  });

  for (const [route, row] of Object.entries(ROUTES)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const { url = path, payload } = row.request?.(fixture) ?? {};
      const got: Record<string, number> = {};
      const said: Partial<Record<Caller, string>> = {};
      for (const caller of CALLERS) {
        const res = await t.request({
          method: method as 'GET',
          url,
          token: tokens[caller] ?? null,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        got[caller] = res.statusCode;
        if (row.messages?.[caller] !== undefined) said[caller] = (res.json() as { message: string }).message;
        if (res.statusCode >= 400) {
          const body = res.json() as { statusCode: number; message: unknown };
          expect(body.statusCode, `${route} as ${caller}`).toBe(res.statusCode);
          expect(body.message, `${route} as ${caller}`).toBeTruthy();
        }
        if (res.statusCode === 401 && caller === 'anonymous') {
          expect((res.json() as { message: string }).message).toMatch(
            /^(Autenticación requerida|Token de staff requerido|Email o contraseña incorrectos)$/,
          );
        }
      }
      expect(got).toEqual(row.expect);
      expect(said).toEqual(row.messages ?? {});
    });
  }
});
