import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStaff, createStudentUser } from '../../test/fixtures.ts';

const MSG = {
  required: 'Campos requeridos',
  phone: 'El teléfono debe contener solo números y tener entre 10 y 15 dígitos.',
  control: 'El número de control debe tener 8 dígitos, opcionalmente precedido por una letra.',
  career: 'La carrera seleccionada no existe.',
  role: 'El rol debe ser el de estudiante (id_role 2).',
  otherUser: 'Solo puedes registrar tu propio perfil de estudiante.',
  already: 'Ya estás registrado como estudiante.',
  controlTaken: 'Ese número de control ya está registrado.',
  authRequired: 'Autenticación requerida',
  studentOnly: 'Esta acción solo está disponible para estudiantes.',
};

describe(`POST /api/students (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let careerId: number;
  let seq = 0;
  /** A fresh student address: its user row is created by the API on first sight of its token. */
  const newEmail = () => `registro${++seq}.prueba@tec.example`;
  const register = async (token: string | null, payload: unknown) => {
    const res = await t.request({ method: 'POST', url: '/api/students', token, payload: payload as object });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };
  const userIdOf = async (email: string) =>
    (await t.db.selectFrom('users').select('id_user').where('email', '=', email).executeTakeFirstOrThrow()).id_user;
  const studentRowsOf = (userId: number) =>
    t.db.selectFrom('students').selectAll().where('id_user', '=', userId).execute();
  const valid = (controlNumber: string) => ({
    id_career: careerId,
    control_number: controlNumber,
    phone: '529831234567',
  });

  beforeAll(async () => {
    t = await createTestApp();
    careerId = await createCareer(t.db, 'Ingeniería en Sistemas Computacionales');
  });
  afterAll(() => t.close());

  it('registers the caller and answers 201 with the record', async () => {
    const email = newEmail();
    const token = await t.studentToken(email);
    const res = await register(token, valid('21390001'));
    expect(res.status).toBe(201);
    const userId = await userIdOf(email);
    expect(res.body).toEqual({
      id_student: expect.any(Number),
      id_user: userId,
      id_career: careerId,
      control_number: '21390001',
      phone: '+529831234567',
      career: 'Ingeniería en Sistemas Computacionales',
    });
    const rows = await studentRowsOf(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id_student: res.body['id_student'], control_number: '21390001', enrolments: 0 });
    // The next request already sees the caller as a registered student.
    const again = await t.request({ method: 'GET', url: `/api/students?userId=${userId}`, token });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.body);
  });

  it('accepts the spec client body: its own id_user, id_role 2 and a numeric career as text', async () => {
    const user = await createStudentUser(t.db);
    const token = await t.studentToken(user.email);
    const res = await register(token, {
      id_career: String(careerId),
      control_number: ' c21390002 ',
      phone: '15551234567',
      id_role: 2,
      id_user: user.userId,
    });
    expect(res.status).toBe(201);
    // Control numbers are trimmed and upper-cased before the rule is checked.
    expect(res.body).toMatchObject({ id_user: user.userId, control_number: 'C21390002', phone: '+15551234567' });
  });

  it('registers the phone as the spec client sends it ("+52" and the number) and stores it as "+" and digits', async () => {
    const user = await createStudentUser(t.db);
    const token = await t.studentToken(user.email);
    const res = await register(token, {
      id_career: careerId,
      control_number: '21390020',
      phone: '+529987654321',
      id_role: 2,
      id_user: user.userId,
    });
    expect(res.status).toBe(201);
    expect(res.body['phone']).toBe('+529987654321');
    expect((await studentRowsOf(user.userId))[0]!.phone).toBe('+529987654321');
    const read = await t.request({ method: 'GET', url: `/api/students?userId=${user.userId}`, token });
    expect((read.json() as { phone: string }).phone).toBe('+529987654321');
  });

  it('stores the same phone whichever accepted form was sent', async () => {
    const forms = ['+529987654321', '529987654321', '+52 998 765 4321', '52-998-765-4321', '+52 (998) 765.43.21'];
    const stored: string[] = [];
    for (const [i, phone] of forms.entries()) {
      const user = await createStudentUser(t.db);
      const res = await register(await t.studentToken(user.email), { ...valid(String(21_390_030 + i)), phone });
      expect(res.status, phone).toBe(201);
      expect(res.body['phone'], phone).toBe('+529987654321');
      stored.push((await studentRowsOf(user.userId))[0]!.phone);
    }
    expect(new Set(stored)).toEqual(new Set(['+529987654321']));
  });

  it('refuses a body naming another user with 403, and writes nothing', async () => {
    const caller = await createStudentUser(t.db);
    const victim = await createStudentUser(t.db);
    const res = await register(await t.studentToken(caller.email), {
      ...valid('21390003'),
      id_user: victim.userId,
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      code: 'NOT_OWN_STUDENT_PROFILE',
      message: MSG.otherUser,
    });
    expect(await studentRowsOf(victim.userId)).toHaveLength(0);
    expect(await studentRowsOf(caller.userId)).toHaveLength(0);
  });

  it.each([1, 3, 'admin'])('refuses id_role %s with 400', async (role) => {
    const res = await register(await t.studentToken(newEmail()), { ...valid('21390004'), id_role: role });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: MSG.role });
  });

  it.each([
    ['nothing', {}],
    ['no phone', { id_career: 1, control_number: '21390005' }],
    ['no control number', { id_career: 1, phone: '529831234567' }],
    ['no career', { control_number: '21390005', phone: '529831234567' }],
    ['blank texts', { id_career: 1, control_number: '   ', phone: '' }],
    ['career 0 (nothing chosen)', { id_career: 0, control_number: '21390005', phone: '529831234567' }],
    ['null fields', { id_career: null, control_number: null, phone: null }],
  ])('answers 400 "Campos requeridos" for %s', async (_, payload) => {
    const res = await register(await t.studentToken(newEmail()), payload);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: MSG.required,
    });
  });

  it.each(['123456789', '5298312345678901', '52 983 123 4567 x', '++529831234567', '52983abc4567', '52_983_123_4567'])(
    'refuses the phone %s',
    async (phone) => {
      const res = await register(await t.studentToken(newEmail()), { ...valid('21390006'), phone });
      expect(res.status).toBe(400);
      expect(res.body['message']).toBe(MSG.phone);
    },
  );

  it.each(['1234567', '123456789', 'AB1234567', '1234567A', 'Ñ12345678', '2139-0007'])(
    'refuses the control number %s',
    async (controlNumber) => {
      const res = await register(await t.studentToken(newEmail()), valid(controlNumber));
      expect(res.status).toBe(400);
      expect(res.body['message']).toBe(MSG.control);
    },
  );

  it('lists every broken rule at once', async () => {
    const res = await register(await t.studentToken(newEmail()), {
      id_career: careerId,
      control_number: '12',
      phone: '12',
    });
    expect(res.status).toBe(400);
    expect(res.body['message']).toEqual([MSG.control, MSG.phone]);
  });

  it('refuses an unknown career with 400', async () => {
    const email = newEmail();
    const res = await register(await t.studentToken(email), { ...valid('21390008'), id_career: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', code: 'CAREER_NOT_FOUND', message: MSG.career });
    expect(await studentRowsOf(await userIdOf(email))).toHaveLength(0);
  });

  it('answers 409 to a second registration and keeps the first', async () => {
    const token = await t.studentToken(newEmail());
    expect((await register(token, valid('21390009'))).status).toBe(201);
    const res = await register(token, { ...valid('21390010'), phone: '529830000000' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, error: 'Conflict', code: 'ALREADY_STUDENT', message: MSG.already });
    expect(
      await t.db.selectFrom('students').select('id_student').where('control_number', '=', '21390010').execute(),
    ).toEqual([]);
  });

  it('answers 409 to a control number another student holds, in any case', async () => {
    await createStudentUser(t.db, { profile: { careerId, controlNumber: 'D21390011' } });
    const email = newEmail();
    const token = await t.studentToken(email);
    for (const controlNumber of ['D21390011', 'd21390011']) {
      const res = await register(token, valid(controlNumber));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        code: 'CONTROL_NUMBER_TAKEN',
        message: MSG.controlTaken,
      });
    }
    expect(await studentRowsOf(await userIdOf(email))).toHaveLength(0);
  });

  it('needs a student token: 401 without one, 403 for staff', async () => {
    const anonymous = await register(null, valid('21390012'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body['message']).toBe(MSG.authRequired);
    const bad = await register('not-a-token', valid('21390012'));
    expect(bad.status).toBe(401);
    const admin = await createStaff(t.db, { role: 'admin' });
    const staff = await register(await t.staffToken(admin.userId, 'admin'), valid('21390012'));
    expect(staff.status).toBe(403);
    expect(staff.body['message']).toBe(MSG.studentOnly);
  });

  it('keeps one row when the same new user registers 10 times at once', async () => {
    const email = newEmail();
    const token = await t.studentToken(email);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(token, valid(String(21_391_000 + i)))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body['message']).toBe(MSG.already);
    const rows = await studentRowsOf(await userIdOf(email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id_student).toBe(results.find((r) => r.status === 201)!.body['id_student']);
  });

  it('gives a control number to one of two students registering it at once', async () => {
    const tokens = await Promise.all([t.studentToken(newEmail()), t.studentToken(newEmail())]);
    const results = await Promise.all(tokens.map((token) => register(token, valid('E21392000'))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)!.body['message']).toBe(MSG.controlTaken);
    const rows = await t.db
      .selectFrom('students')
      .select('id_user')
      .where('control_number', '=', 'E21392000')
      .execute();
    expect(rows).toHaveLength(1);
  });
});
