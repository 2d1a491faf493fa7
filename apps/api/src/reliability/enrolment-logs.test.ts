import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { createCareer, createClass, createStaff, createStudentUser, createSubject } from '../test/fixtures.ts';
import { loggingApp } from '../test/logging-app.ts';

/** Hardening: no token and no contact data of a student in the logs. */
describe(`the logs of an enrolment (${process.env['TEST_DIALECT']})`, () => {
  it('an enrolment leaves no token and no student contact data in any log line', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const { app } = await loggingApp(database, lines);
    try {
      await app.ready();
      const careerId = await createCareer(database.handle.db);
      const classId = await createClass(database.handle.db, {
        subjectId: await createSubject(database.handle.db, { careerIds: [careerId] }),
      });
      const student = await createStudentUser(database.handle.db, {
        profile: { careerId, phone: '529830001122', controlNumber: 'L20990011' },
      });
      const admin = await createStaff(database.handle.db, { role: 'admin' });
      const tokenRes = await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: student.email } });
      const token = (tokenRes.json() as { access_token: string }).access_token;
      const adminToken = (await app.staffTokens.sign({ userId: admin.userId, role: 'admin' })).token;
      const enrol = await app.inject({
        method: 'POST',
        url: '/api/classes/enrollStudent',
        headers: { authorization: `Bearer ${token}` },
        payload: { classId },
      });
      expect(enrol.statusCode).toBe(201);
      const list = await app.inject({
        method: 'GET',
        url: `/api/classes/${classId}/students`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(list.body).toContain('529830001122');
      const removal = await app.inject({
        method: 'DELETE',
        url: `/api/classes/${classId}/student/${student.studentId}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(removal.statusCode).toBe(200);

      const log = lines.join('\n');
      // One access line per request: the four requests above.
      expect(lines.length).toBeGreaterThanOrEqual(4);
      expect(log).toContain('/api/classes/enrollStudent');
      for (const secret of [token, adminToken, token.split('.')[2]!, adminToken.split('.')[2]!]) {
        expect(log).not.toContain(secret);
      }
      expect(log).not.toContain('529830001122');
      expect(log).not.toContain('L20990011');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
