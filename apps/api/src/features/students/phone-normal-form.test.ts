import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStudentUser } from '../../test/fixtures.ts';

/**
 * One phone rule for the two endpoints that take a phone: a student's registration and a
 * teacher application store the same number identically, "+" and the digits, whatever separators
 * were typed; and a "+" is no longer refused by one endpoint while the other accepts it.
 */
describe(`one phone normal form for students and teacher applications (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let careerId: number;
  let seq = 0;

  const registerStudent = async (phone: string) => {
    const user = await createStudentUser(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/students',
      token: await t.studentToken(user.email),
      payload: { id_career: careerId, control_number: String(24_500_000 + ++seq), phone },
    });
    expect(res.statusCode, phone).toBe(201);
    const row = await t.db
      .selectFrom('students')
      .select('phone')
      .where('id_user', '=', user.userId)
      .executeTakeFirstOrThrow();
    return { answered: (res.json() as { phone: string }).phone, stored: row.phone };
  };

  const applyAsTeacher = async (contactPhone: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      remoteAddress: `10.23.0.${++seq}`,
      payload: {
        name: 'Rosa',
        paternalSurname: 'Pool',
        contactEmail: `rosa${seq}@correo.example`,
        contactPhone,
        cv: 'Docente de matemáticas',
      },
    });
    expect(res.statusCode, contactPhone).toBe(201);
    const row = await t.db
      .selectFrom('teacher_applications')
      .select('contact_phone')
      .where('id', '=', (res.json() as { id: number }).id)
      .executeTakeFirstOrThrow();
    return row.contact_phone;
  };

  beforeAll(async () => {
    t = await createTestApp();
    careerId = await createCareer(t.db);
  });
  afterAll(() => t.close());

  it('stores "+529987654321" from both endpoints, whichever accepted form was sent', async () => {
    const forms = ['+529987654321', '529987654321', '+52 998 765 4321', '52-998-765-4321', '+52 (998) 765.43.21'];
    for (const phone of forms) {
      expect(await registerStudent(phone)).toEqual({ answered: '+529987654321', stored: '+529987654321' });
      expect(await applyAsTeacher(phone), phone).toBe('+529987654321');
    }
  });

  it('answers the stored form on every read of the student', async () => {
    const user = await createStudentUser(t.db);
    const token = await t.studentToken(user.email);
    const created = await t.request({
      method: 'POST',
      url: '/api/students',
      token,
      payload: { id_career: careerId, control_number: '24599999', phone: '1 (555) 123-4567' },
    });
    const id = (created.json() as { id_student: number }).id_student;
    const own = await t.request({ method: 'GET', url: `/api/students?userId=${user.userId}`, token });
    expect((own.json() as { phone: string }).phone).toBe('+15551234567');
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/students/${id}`,
      token,
      payload: { phone: '+1 555 123 9999' },
    });
    expect((edited.json() as { phone: string }).phone).toBe('+15551239999');
  });
});
