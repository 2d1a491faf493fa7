import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import { decodeHeader, decodePayload } from '../../test/custom-tokens.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';

const PASSWORD = 'Verano2026!';
let addressSeq = 0;
/** Each test signs in from its own address, so the per-address limit of one does not touch another. */
const newAddress = () => `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250}`;

describe(`POST /api/auth/staff/login (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let admin: { userId: number; email: string };
  let inactive: { userId: number; email: string };

  const login = (payload: unknown, remoteAddress = newAddress()) =>
    t.request({ method: 'POST', url: '/api/auth/staff/login', payload: payload as object, remoteAddress });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.db, { email: 'directora@tec.example', role: 'admin', name: 'Laura' });
    await createStaff(t.db, { email: 'profesor@tec.example', role: 'teacher', name: 'Jorge' });
    inactive = await createStaff(t.db, { email: 'baja@tec.example', role: 'teacher', active: false });
  });
  afterAll(() => t.close());

  it('signs an admin in: a 24-hour token and the staff user of docs/architecture.md (API calls)', async () => {
    const before = Date.now();
    const res = await login({ email: admin.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { access_token: string; expiresAt: number; user: unknown };
    expect(body.user).toEqual({
      id: admin.userId,
      id_user: admin.userId,
      name: 'Laura',
      paternal_surname: 'Prueba',
      maternal_surname: '',
      email: 'directora@tec.example',
      role: { id_role: 1, name: 'admin' },
      isActive: true,
      type: 'staff',
    });
    const day = 24 * 60 * 60 * 1000;
    expect(body.expiresAt).toBeGreaterThanOrEqual(before + day - 1000);
    expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + day);
    expect(decodeHeader(body.access_token)).toMatchObject({ alg: 'HS256' });
    const claims = decodePayload(body.access_token);
    expect(claims).toMatchObject({ sub: String(admin.userId), role: 'admin' });
    expect((claims['exp'] as number) - (claims['iat'] as number)).toBe(24 * 60 * 60);
    expect(JSON.stringify(claims)).not.toContain(PASSWORD);

    const profile = await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: body.access_token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(body.user);
  });

  it('signs a teacher in with the teacher role; the email is trimmed and case-insensitive', async () => {
    const res = await login({ email: '  Profesor@TEC.example ', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: { role: unknown; email: string } }).user).toMatchObject({
      email: 'profesor@tec.example',
      role: { id_role: 3, name: 'teacher' },
    });
  });

  it("answers an unknown email and a wrong password alike: 401 'Email o contraseña incorrectos'", async () => {
    const wrongPassword = await login({ email: admin.email, password: 'Otra-clave-1' });
    const unknownEmail = await login({ email: 'nadie@tec.example', password: PASSWORD });
    const expected = {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Email o contraseña incorrectos',
    };
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(expected);
    expect(unknownEmail.headers['content-length']).toBe(wrongPassword.headers['content-length']);
  });

  it('spends a password check on an unknown email too (no fast path that tells accounts apart)', async () => {
    // The CPU the process spends (every thread, argon2's included), not the wall clock: on a busy machine
    // the wall clock measures the other processes too.
    const time = async (email: string) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) {
        const start = process.cpuUsage();
        await login({ email, password: 'Otra-clave-1' });
        const used = process.cpuUsage(start);
        runs.push(used.user + used.system);
      }
      return runs.sort((a, b) => a - b)[1]!;
    };
    const known = await time('profesor@tec.example');
    const unknown = await time('desconocido@tec.example');
    // argon2id with 19 MiB takes tens of milliseconds of CPU; skipping it would take about one.
    expect(unknown).toBeGreaterThan(known * 0.25);
  });

  it('refuses an inactive account, but only after a correct password', async () => {
    const right = await login({ email: inactive.email, password: PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ message: ERROR_MESSAGES.inactiveAccount });
    const wrong = await login({ email: inactive.email, password: 'Otra-clave-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Email o contraseña incorrectos' });
  });

  it('a token stops working when its account is deactivated', async () => {
    const staff = await createStaff(t.db, { role: 'admin' });
    const { access_token } = (await login({ email: staff.email, password: PASSWORD })).json() as {
      access_token: string;
    };
    expect((await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: access_token })).statusCode).toBe(
      200,
    );
    await t.db.updateTable('staff_accounts').set({ is_active: 0 }).where('id_user', '=', staff.userId).execute();
    const res = await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: access_token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: ERROR_MESSAGES.invalidToken });
  });

  it.each([
    [{}, 'Todos los campos son obligatorios'],
    [{ email: '', password: PASSWORD }, 'Todos los campos son obligatorios'],
    [{ email: 'directora@tec.example' }, 'Todos los campos son obligatorios'],
    [{ email: 'admin', password: PASSWORD }, 'Por favor, ingresa un email válido'],
    [{ email: 'a@tec.example', password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
  ])('validates like the form: %j → %s', async (payload, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message });
  });

  it('successful sign-ins do not count as failures', async () => {
    const busy = await createStaff(t.db, { role: 'teacher' });
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerEmailAndAddress + 2; i++) {
      expect((await login({ email: busy.email, password: PASSWORD }, address)).statusCode).toBe(200);
    }
  });

  it(`after ${LOGIN_LIMITS.failuresPerAddress} failures from one address: 429 for any email`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.failuresPerAddress; i++) {
      const res = await login({ email: `probando${i}@tec.example`, password: 'Otra-clave-1' }, address);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ email: admin.email, password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Demasiadas solicitudes. Espera un momento e intenta nuevamente.',
    });
    // Another address still signs in.
    expect((await login({ email: admin.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it(`after ${LOGIN_LIMITS.attemptsPerAddress} attempts of any kind from one address: 429 before anything is read`, async () => {
    const address = newAddress();
    for (let i = 0; i < LOGIN_LIMITS.attemptsPerAddress; i++) {
      expect((await login({}, address)).statusCode).toBe(400);
    }
    const blocked = await login({ email: admin.email, password: PASSWORD }, address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Demasiadas solicitudes. Espera un momento e intenta nuevamente.',
    });
  });
});
