import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStaff, createStudentUser } from '../../test/fixtures.ts';

const MSG = {
  required: 'Campos requeridos',
  phone: 'El teléfono debe contener solo números y tener entre 10 y 15 dígitos.',
  control: 'El número de control debe tener 8 dígitos, opcionalmente precedido por una letra.',
  career: 'La carrera seleccionada no existe.',
  nothing: 'No hay datos para actualizar: envía la carrera, el número de control o el teléfono.',
  notOwn: 'Solo puedes consultar o modificar tu propio registro de estudiante.',
  controlTaken: 'Ese número de control ya está registrado.',
  profileRequired: 'Debes estar registrado como estudiante para inscribirte a una clase.',
  studentOnly: 'Esta acción solo está disponible para estudiantes.',
  authRequired: 'Autenticación requerida',
};

describe(`PATCH /api/students/:id (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let sys: number;
  let civil: number;
  let seq = 0;
  const newStudent = async () => {
    const n = ++seq;
    const user = await createStudentUser(t.db, {
      profile: {
        careerId: sys,
        controlNumber: String(24_390_000 + n),
        phone: `+5298300000${String(n).padStart(2, '0')}`,
      },
    });
    return { ...user, studentId: user.studentId!, token: await t.studentToken(user.email) };
  };
  const patch = async (id: number | string, token: string | null, payload: unknown) => {
    const res = await t.request({ method: 'PATCH', url: `/api/students/${id}`, token, payload: payload as object });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const rowOf = (studentId: number) =>
    t.db.selectFrom('students').selectAll().where('id_student', '=', studentId).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    sys = await createCareer(t.db, 'Ingeniería en Sistemas Computacionales');
    civil = await createCareer(t.db, 'Ingeniería Civil');
  });
  afterAll(() => t.close());

  it('updates the three fields of the own record and answers it', async () => {
    const me = await newStudent();
    const res = await patch(me.studentId, me.token, {
      id_career: civil,
      control_number: 'm24390900',
      phone: '15551234567',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id_student: me.studentId,
      id_user: me.userId,
      id_career: civil,
      control_number: 'M24390900',
      phone: '+15551234567',
      career: 'Ingeniería Civil',
    });
    const row = await rowOf(me.studentId);
    expect(row).toMatchObject({ id_user: me.userId, id_career: civil, control_number: 'M24390900' });
    expect(row.updated_at >= row.created_at).toBe(true);
  });

  it('changes only the fields sent', async () => {
    const me = await newStudent();
    const before = await rowOf(me.studentId);
    const res = await patch(me.studentId, me.token, { phone: '52 983-999-8877' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id_career: sys,
      control_number: before.control_number,
      phone: '+529839998877',
      career: 'Ingeniería en Sistemas Computacionales',
    });
  });

  it('keeps the owner from the token: a body id_user is ignored', async () => {
    const me = await newStudent();
    const other = await newStudent();
    const res = await patch(me.studentId, me.token, { phone: '529831110000', id_user: other.userId });
    expect(res.status).toBe(200);
    expect(res.body['id_user']).toBe(me.userId);
    expect((await rowOf(me.studentId)).id_user).toBe(me.userId);
    expect((await rowOf(other.studentId)).phone).not.toBe('+529831110000');
  });

  it("refuses another student's record, existing or not, with 403", async () => {
    const me = await newStudent();
    const other = await newStudent();
    const before = await rowOf(other.studentId);
    for (const id of [other.studentId, 999_999]) {
      const res = await patch(id, me.token, { phone: '529830000001' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'NOT_OWN_STUDENT_RECORD',
        message: MSG.notOwn,
      });
    }
    expect(await rowOf(other.studentId)).toEqual(before);
  });

  it('answers 409 to a control number another student holds, and keeps the own one', async () => {
    const me = await newStudent();
    const other = await newStudent();
    const taken = (await rowOf(other.studentId)).control_number;
    const mine = (await rowOf(me.studentId)).control_number;
    const res = await patch(me.studentId, me.token, { control_number: taken });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'CONTROL_NUMBER_TAKEN',
      message: MSG.controlTaken,
    });
    expect((await rowOf(me.studentId)).control_number).toBe(mine);
    // Sending one's own number again is no conflict.
    expect((await patch(me.studentId, me.token, { control_number: mine, phone: '529831112222' })).status).toBe(200);
  });

  it('gives a new control number to one of two students taking it at once', async () => {
    const a = await newStudent();
    const b = await newStudent();
    const results = await Promise.all([a, b].map((s) => patch(s.studentId, s.token, { control_number: 'Z24399999' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body['message']).toBe(MSG.controlTaken);
    const holders = await t.db
      .selectFrom('students')
      .select('id_student')
      .where('control_number', '=', 'Z24399999')
      .execute();
    expect(holders).toHaveLength(1);
  });

  it.each([
    ['an empty body', {}, MSG.nothing],
    ['only unknown fields', { id_user: 1, enrolments: 0 }, MSG.nothing],
    ['a blank phone', { phone: ' ' }, MSG.required],
    ['a null control number', { control_number: null }, MSG.required],
    ['career 0', { id_career: 0 }, MSG.required],
    ['a short phone', { phone: '983123456' }, MSG.phone],
    ['a phone with a letter', { phone: '+52983123456a' }, MSG.phone],
    ['a phone with two plus signs', { phone: '++529831234567' }, MSG.phone],
    ['a control number with two letters', { control_number: 'AB1234567' }, MSG.control],
    ['a control number of 7 digits', { control_number: '1234567' }, MSG.control],
  ])('answers 400 to %s', async (_, payload, message) => {
    const me = await newStudent();
    const before = await rowOf(me.studentId);
    const res = await patch(me.studentId, me.token, payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
    expect(await rowOf(me.studentId)).toEqual(before);
  });

  it('refuses an unknown career with 400', async () => {
    const me = await newStudent();
    const res = await patch(me.studentId, me.token, { id_career: 999_999, phone: '529830000002' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'CAREER_NOT_FOUND', message: MSG.career });
    expect((await rowOf(me.studentId)).id_career).toBe(sys);
  });

  it('needs a registered student', async () => {
    const me = await newStudent();
    const anonymous = await patch(me.studentId, null, { phone: '529830000003' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body['message']).toBe(MSG.authRequired);
    const unregistered = await createStudentUser(t.db);
    const notYet = await patch(me.studentId, await t.studentToken(unregistered.email), { phone: '529830000003' });
    expect(notYet.status).toBe(403);
    expect(notYet.body['message']).toBe(MSG.profileRequired);
    const admin = await createStaff(t.db, { role: 'admin' });
    const staff = await patch(me.studentId, await t.staffToken(admin.userId, 'admin'), { phone: '529830000003' });
    expect(staff.status).toBe(403);
    expect(staff.body['message']).toBe(MSG.studentOnly);
  });

  it('answers 400 to an id that is not a number', async () => {
    const me = await newStudent();
    const res = await patch('abc', me.token, { phone: '529830000004' });
    expect(res.status).toBe(400);
    expect(res.body['message']).toBe('El estudiante debe ser un número.');
  });
});
