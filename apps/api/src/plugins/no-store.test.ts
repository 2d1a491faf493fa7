import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { classScenario, type TestStudent } from '../test/class-scenario.ts';
import { createClass, createStaff, enrolDirectly } from '../test/fixtures.ts';

/**
 * Answers with personal data or a token carried no `Cache-Control: no-store`, so
 * on a shared computer they could stay in the browser's cache after sign-out.
 */
describe(`Cache-Control: no-store on personal answers (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let student: TestStudent;
  let classId: number;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    student = await s.student();
    classId = await createClass(t.db, { subjectId: s.subjectId });
    await enrolDirectly(t.db, student.studentId, classId, true);
  });
  afterAll(() => t.close());

  it('the answers of the issue: students, class roster, applications, the staff token', async () => {
    const named = [
      { url: `/api/students?userId=${student.userId}`, token: student.token },
      { url: `/api/classes/${classId}/students`, token: s.adminToken },
      { url: '/api/students/students', token: s.adminToken },
      { url: '/api/teachers/applications', token: s.adminToken },
      { url: '/api/auth/staff/profile', token: s.adminToken },
      { url: '/api/auth/student/profile', token: student.token },
      { url: '/api/classes/student', token: student.token },
      { url: `/api/classes/${classId}`, token: student.token },
    ];
    for (const { url, token } of named) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const staff = await createStaff(t.db, { role: 'teacher' });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: staff.email, password: 'Verano2026!' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const devToken = await t.request({ method: 'POST', url: '/idp/dev/token', payload: { email: 'caja@tec.example' } });
    expect(devToken.statusCode).toBe(200);
    expect(devToken.headers['cache-control']).toBe('no-store');
  });

  it('every GET route that is not public, with a token of either kind, whatever the answer', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method === 'GET' && r.auth !== 'public');
    expect(routes.length).toBeGreaterThan(8);
    for (const route of routes) {
      const url = route.url.replace(':studentId', String(student.studentId)).replace(/:id\b/g, String(classId));
      for (const token of [s.adminToken, student.token, 'no-es-un-token']) {
        const res = await t.request({ method: 'GET', url, token });
        expect(res.headers['cache-control'], `${url} → ${res.statusCode}`).toBe('no-store');
      }
    }
  });

  it('public answers keep their caching: no no-store on the class list, catalogues or sign-in settings', async () => {
    for (const url of [
      '/api/classes',
      '/api/careers',
      '/api/subjects',
      '/api/auth/config',
      `/api/classes/${classId}`,
    ]) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'] ?? '', url).not.toContain('no-store');
    }
    // A token sent to a public route is ignored, and so is the answer's caching.
    const list = await t.request({ method: 'GET', url: '/api/classes', token: student.token });
    expect(list.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
