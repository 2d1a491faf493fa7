import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareerWithSubject, createClass, createEnrolledStudent, createStaff } from '../../test/fixtures.ts';

/** Every read of a class's roster (contacts of its students) a staff token can reach. */
const ROSTER_READS = ['students', 'mobility-students', 'roster.csv', 'roster.xlsx', 'attendance.pdf'];

describe(`a teacher reads only the rosters of their own classes (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let ownClass: number;
  let otherClass: number;
  const tokens: Record<string, string> = {};
  const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

  beforeAll(async () => {
    t = await createTestApp();
    const { careerId, subjectId } = await createCareerWithSubject(t.db);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const otherTeacher = await createStaff(t.db, { role: 'teacher' });
    const admin = await createStaff(t.db, { role: 'admin' });
    ownClass = await createClass(t.db, { subjectId, status: 'aprobado' });
    otherClass = await createClass(t.db, { subjectId, status: 'aprobado' });
    // The assignment itself is the admin's (PUT /classes/{id}/teacher); here only the read is tested.
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', ownClass).execute();
    await t.db
      .updateTable('classes')
      .set({ id_teacher: otherTeacher.userId })
      .where('id_class', '=', otherClass)
      .execute();
    for (const classId of [ownClass, otherClass]) {
      await createEnrolledStudent(t.db, careerId, classId, { leader: true });
    }
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
    tokens.admin = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('answers the teacher every roster read of the class assigned to them', async () => {
    for (const read of ROSTER_READS) {
      const res = await get(`/api/classes/${ownClass}/${read}`, tokens.teacher!);
      expect(res.statusCode, read).toBe(200);
    }
    const students = (await get(`/api/classes/${ownClass}/students`, tokens.teacher!)).json() as { data: unknown[] };
    expect(students.data).toHaveLength(1);
  });

  it("refuses the teacher another teacher's class with 403 and a Spanish message", async () => {
    for (const read of ROSTER_READS) {
      const res = await get(`/api/classes/${otherClass}/${read}`, tokens.teacher!);
      expect(res.statusCode, read).toBe(403);
      expect(res.json(), read).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'NOT_CLASS_TEACHER',
        message: ERROR_MESSAGES.notClassTeacher,
      });
    }
  });

  it('refuses a class without a teacher, and the admin still reads every roster', async () => {
    await t.db.updateTable('classes').set({ id_teacher: null }).where('id_class', '=', otherClass).execute();
    for (const read of ROSTER_READS) {
      expect((await get(`/api/classes/${otherClass}/${read}`, tokens.teacher!)).statusCode, read).toBe(403);
      expect((await get(`/api/classes/${otherClass}/${read}`, tokens.admin!)).statusCode, read).toBe(200);
    }
  });

  it('answers 404 for a class that does not exist', async () => {
    for (const read of ROSTER_READS) {
      expect((await get(`/api/classes/999999/${read}`, tokens.teacher!)).statusCode, read).toBe(404);
    }
  });
});
