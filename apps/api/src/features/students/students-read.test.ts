import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStaff, createStudentUser } from '../../test/fixtures.ts';

const MSG = {
  notOwn: 'Solo puedes consultar o modificar tu propio registro de estudiante.',
  notRegistered: 'El usuario no está registrado como estudiante.',
  forbidden: 'No tienes permisos para realizar esta acción.',
  financeOrAdminOnly:
    'No tienes permisos para realizar esta acción: se requiere Recursos Financieros o un administrador.',
  authRequired: 'Autenticación requerida',
  staffTokenRequired: 'Token de staff requerido',
};

describe(`GET /api/students?userId= and GET /api/students/students (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let sys: number;
  let civil: number;
  const people: Record<string, { userId: number; studentId: number | null; email: string }> = {};
  const tokens: Record<string, string> = {};
  const get = async (url: string, token: string | null) => {
    const res = await t.request({ method: 'GET', url, token });
    return { status: res.statusCode, body: res.json() as unknown };
  };

  beforeAll(async () => {
    t = await createTestApp();
    sys = await createCareer(t.db, 'Ingeniería en Sistemas Computacionales');
    civil = await createCareer(t.db, 'Ingeniería Civil');
    // Names chosen so that byte order and Spanish order differ (accents, case).
    const students = [
      // key, name, paternal, maternal, career, control number, phone
      ['ana', 'Ana Sofía', 'Martínez', 'Uc', sys, '21390145', '+529831234567'],
      ['alvaro', 'Álvaro', 'Pech', 'Can', civil, 'C20390211', '+529981112233'],
      ['beto', 'beto', 'Chan', undefined, sys, '22390378', '+5298376543210'],
      ['zoe', 'Zoé', 'Ku', 'Dzib', civil, '23390001', '+15551234567'],
    ] as const;
    for (const [key, name, paternal, maternal, careerId, controlNumber, phone] of students) {
      const profile = { careerId, controlNumber, phone };
      people[key] = await createStudentUser(t.db, { name, paternal, maternal, profile });
    }
    people.unregistered = await createStudentUser(t.db, { name: 'Emiliano', paternal: 'García' });
    for (const [key, person] of Object.entries(people)) tokens[key] = await t.studentToken(person.email);
    const admin = await createStaff(t.db, { role: 'admin' });
    const teacher = await createStaff(t.db, { role: 'teacher' });
    tokens.admin = await t.staffToken(admin.userId, 'admin');
    tokens.teacher = await t.staffToken(teacher.userId, 'teacher');
  });
  afterAll(() => t.close());

  describe('GET /api/students?userId=', () => {
    it('answers a student their own record with the career name', async () => {
      const res = await get(`/api/students?userId=${people.ana!.userId}`, tokens.ana!);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id_student: people.ana!.studentId,
        id_user: people.ana!.userId,
        id_career: sys,
        control_number: '21390145',
        phone: '+529831234567',
        career: 'Ingeniería en Sistemas Computacionales',
      });
    });

    it("refuses a student another user's record with 403", async () => {
      for (const other of [people.alvaro!, people.unregistered!]) {
        const res = await get(`/api/students?userId=${other.userId}`, tokens.ana!);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          code: 'NOT_OWN_STUDENT_RECORD',
          message: MSG.notOwn,
        });
      }
    });

    it('answers 404 to an unregistered student asking for their own record', async () => {
      const res = await get(`/api/students?userId=${people.unregistered!.userId}`, tokens.unregistered!);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'STUDENT_PROFILE_NOT_FOUND',
        message: MSG.notRegistered,
      });
    });

    it("answers an admin anyone's record, and 404 for users without one", async () => {
      const res = await get(`/api/students?userId=${people.alvaro!.userId}`, tokens.admin!);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id_student: people.alvaro!.studentId, career: 'Ingeniería Civil' });
      for (const userId of [people.unregistered!.userId, 999_999]) {
        const missing = await get(`/api/students?userId=${userId}`, tokens.admin!);
        expect(missing.status).toBe(404);
        expect((missing.body as { message: string }).message).toBe(MSG.notRegistered);
      }
    });

    it('refuses a teacher with 403 and an anonymous caller with 401', async () => {
      const teacher = await get(`/api/students?userId=${people.ana!.userId}`, tokens.teacher!);
      expect(teacher.status).toBe(403);
      expect((teacher.body as { message: string }).message).toBe(MSG.forbidden);
      const anonymous = await get(`/api/students?userId=${people.ana!.userId}`, null);
      expect(anonymous.status).toBe(401);
      expect((anonymous.body as { message: string }).message).toBe(MSG.authRequired);
    });

    it.each(['', '?userId=', '?userId=abc', '?userId=0', '?userId=1.5'])('answers 400 to %s', async (query) => {
      const res = await get(`/api/students${query}`, tokens.ana!);
      expect(res.status).toBe(400);
      expect(String((res.body as { message: string }).message)).toMatch(/^El usuario debe ser/);
    });
  });

  describe('GET /api/students/students', () => {
    it('lists every registered student for an admin, ordered by full name in Spanish', async () => {
      const res = await get('/api/students/students', tokens.admin!);
      expect(res.status).toBe(200);
      const body = res.body as { user: { name: string; paternal_surname: string } }[];
      expect(Array.isArray(body)).toBe(true);
      expect(body.map((s) => `${s.user.name} ${s.user.paternal_surname}`)).toEqual([
        'Álvaro Pech',
        'Ana Sofía Martínez',
        'beto Chan',
        'Zoé Ku',
      ]);
    });

    it("answers each student with the spec's StudentClass nesting: user and career objects", async () => {
      const body = (await get('/api/students/students', tokens.admin!)).body as Record<string, unknown>[];
      expect(body[0]).toEqual({
        id_student: people.alvaro!.studentId,
        control_number: 'C20390211',
        phone: '+529981112233',
        user: {
          id_user: people.alvaro!.userId,
          name: 'Álvaro',
          paternal_surname: 'Pech',
          maternal_surname: 'Can',
          email: people.alvaro!.email,
        },
        career: { id_career: civil, name: 'Ingeniería Civil' },
      });
      // A student without a maternal surname gets an empty text, never a missing key.
      expect(body[2]).toMatchObject({ user: { name: 'beto', maternal_surname: '' }, career: { id_career: sys } });
    });

    it('is for admins and Recursos Financieros only (finance finds the student to hold)', async () => {
      for (const who of ['ana', 'unregistered', 'teacher']) {
        const res = await get('/api/students/students', tokens[who]!);
        expect(res.status).toBe(403);
        expect(res.body).toEqual({
          statusCode: 403,
          error: 'Forbidden',
          code: 'FINANCE_OR_ADMIN_ONLY',
          message: MSG.financeOrAdminOnly,
        });
      }
      const anonymous = await get('/api/students/students', null);
      expect(anonymous.status).toBe(401);
      expect((anonymous.body as { message: string }).message).toBe(MSG.staffTokenRequired);
    });
  });

  it('documents the routes in Spanish at /api/docs', async () => {
    const res = await get('/api/docs/json', null);
    const paths = (res.body as { paths: Record<string, Record<string, { summary?: string; description?: string }>> })
      .paths;
    expect(paths['/api/students']?.post?.summary).toBe('Registrar el perfil de estudiante propio');
    expect(paths['/api/students']?.get?.summary).toBe('Registro de estudiante de un usuario');
    expect(paths['/api/students/students']?.get?.summary).toBe(
      'Todos los estudiantes (administración y Recursos Financieros)',
    );
    const list = paths['/api/students/students']?.get as unknown as {
      responses: { 200: { content: { 'application/json': { schema: { items: { properties: object } } } } } };
    };
    const item = list.responses[200].content['application/json'].schema.items.properties as Record<
      string,
      { properties?: Record<string, unknown>; anyOf?: { properties?: Record<string, unknown> }[] }
    >;
    expect(Object.keys(item).sort()).toEqual(['career', 'control_number', 'id_student', 'phone', 'user']);
    expect(Object.keys(item['user']!.properties!).sort()).toEqual([
      'email',
      'id_user',
      'maternal_surname',
      'name',
      'paternal_surname',
    ]);
    const career = item['career']!.anyOf?.find((s) => s.properties) ?? item['career']!;
    expect(Object.keys(career.properties!).sort()).toEqual(['id_career', 'name']);
    expect(paths['/api/students/{id}']?.patch?.summary).toBe('Actualizar el registro de estudiante propio');
  });
});
