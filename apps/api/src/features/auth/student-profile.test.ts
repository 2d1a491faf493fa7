import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStaff, createStudentUser } from '../../test/fixtures.ts';
import { signWithDevKey, studentClaims } from '../../test/custom-tokens.ts';

/** GET /auth/student/profile: the user made from the token's claims, and the student's own record with it. */
describe(`first call of a student: the user is created from the token (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.request({ method: 'GET', url: '/api/auth/student/profile', token });
  const userRows = (oid: string) => t.db.selectFrom('users').selectAll().where('oid', '=', oid).execute();

  it('from oid, given and family names, and email; the same user on later calls', async () => {
    const token = await signWithDevKey(t.db, {
      claims: studentClaims(t.config, {
        sub: 'sub-no-usado',
        oid: '6f1c2d3e-0000-4000-a000-000000000001',
        given_name: 'José Luis',
        family_name: 'Pérez Can',
        email: 'jose.perez@tec.example',
      }),
    });
    const first = await profile(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id_user: expect.any(Number),
      name: 'José Luis',
      email: 'jose.perez@tec.example',
      paternal_surname: 'Pérez',
      maternal_surname: 'Can',
      oid: '6f1c2d3e-0000-4000-a000-000000000001',
      student: null,
    });
    const second = await profile(token);
    expect(second.json()).toEqual(first.json());
    const rows = await userRows('6f1c2d3e-0000-4000-a000-000000000001');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id_role: 2 });
    expect(await userRows('sub-no-usado')).toHaveLength(0);
  });

  it("carries the student's own record once they registered, as GET /students?userId= answers it", async () => {
    const careerId = await createCareer(t.db, 'Ingeniería en Sistemas Computacionales Perfil');
    const registered = await createStudentUser(t.db, { profile: { careerId, phone: '9991234567' } });
    const token = await t.studentToken(registered.email);
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    const own = await t.request({ method: 'GET', url: `/api/students?userId=${registered.userId}`, token });
    expect(own.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id_user: registered.userId, student: own.json() });
    expect(res.json().student).toMatchObject({
      career: 'Ingeniería en Sistemas Computacionales Perfil',
      phone: '9991234567',
    });
  });

  it('without oid, sub is the account id; without email, preferred_username; without given name, name', async () => {
    const token = await signWithDevKey(t.db, {
      claims: studentClaims(t.config, {
        sub: 'solo-sub-123',
        oid: undefined,
        email: undefined,
        preferred_username: 'andrea.uc@tec.example',
        given_name: undefined,
        family_name: undefined,
        name: 'Andrea Uc',
      }),
    });
    const res = await profile(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ oid: 'solo-sub-123', email: 'andrea.uc@tec.example', name: 'Andrea Uc' });
    expect(await userRows('solo-sub-123')).toHaveLength(1);
  });

  it('simultaneous first calls create one user', async () => {
    const token = await signWithDevKey(t.db, { claims: studentClaims(t.config, { oid: 'a-la-vez-001' }) });
    const answers = await Promise.all(Array.from({ length: 8 }, () => profile(token)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((r) => (r.json() as { id_user: number }).id_user)).size).toBe(1);
    expect(await userRows('a-la-vez-001')).toHaveLength(1);
  });

  it('a staff account cannot be taken over by a student token with its id', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    await t.db.updateTable('users').set({ oid: 'oid-del-personal' }).where('id_user', '=', staff.userId).execute();
    const token = await signWithDevKey(t.db, { claims: studentClaims(t.config, { oid: 'oid-del-personal' }) });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('POST /idp/dev/token gives tokens for the demo domain only', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/idp/dev/token',
      payload: { email: 'Nuevo.Alumno@tec.example' },
    });
    expect(ok.statusCode).toBe(200);
    const { access_token } = ok.json() as { access_token: string };
    expect((await profile(access_token)).json()).toMatchObject({ email: 'nuevo.alumno@tec.example', name: 'Nuevo' });
    const other = await t.request({ method: 'POST', url: '/idp/dev/token', payload: { email: 'alguien@gmail.com' } });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      message: 'Solo se emiten tokens para correos del dominio de demostración (@tec.example).',
    });
  });
});
