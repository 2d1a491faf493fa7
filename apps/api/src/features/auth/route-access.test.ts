import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createClass, createStaff, createStudentUser, createSubject } from '../../test/fixtures.ts';

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
  classId: number;
  careerId: number;
  student: { userId: number; studentId: number };
  newStudent: { userId: number };
}

interface Row {
  /** The concrete call; defaults to the route's own path with no body. */
  request?: (f: Fixture) => { url?: string; payload?: unknown };
  expect: Record<Caller, number>;
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
    const student = await createStudentUser(t.db, { profile: { careerId } });
    const newStudent = await createStudentUser(t.db);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const admin = await createStaff(t.db, { role: 'admin' });
    fixture = { classId, careerId, student: { userId: student.userId, studentId: student.studentId! }, newStudent };
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
      for (const caller of CALLERS) {
        const res = await t.request({
          method: method as 'GET',
          url,
          token: tokens[caller] ?? null,
          ...(payload !== undefined ? { payload: payload as object } : {}),
        });
        got[caller] = res.statusCode;
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
    });
  }
});
