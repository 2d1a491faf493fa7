import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import {
  devPublicKeyBytes,
  signHs256,
  signWithDevKey,
  signWithForeignKey,
  studentClaims,
  tamperPayload,
  unsignedToken,
} from '../../test/custom-tokens.ts';
import { StaffTokens } from './staff-tokens.ts';

const INVALID = { statusCode: 401, error: 'Unauthorized', code: 'INVALID_TOKEN', message: ERROR_MESSAGES.invalidToken };

describe(`bearer tokens: only what the API can verify gets in (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let teacher: { userId: number; email: string };

  const studentProfile = (token: string) => t.request({ method: 'GET', url: '/api/auth/student/profile', token });
  const usersCount = async () =>
    Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    t = await createTestApp();
    teacher = await createStaff(t.db, { role: 'teacher' });
  });
  afterAll(() => t.close());

  it('a token made exactly like the dev issuer makes them is accepted (the control case)', async () => {
    const token = await signWithDevKey(t.db, { claims: studentClaims(t.config, { oid: 'control-oid' }) });
    expect((await studentProfile(token)).statusCode).toBe(200);
  });

  it('a verified student token is remembered only until it expires', async () => {
    const token = await signWithDevKey(t.db, { claims: studentClaims(t.config, { oid: 'remembered-oid' }) });
    const claims = await t.app.studentTokens.verify(token);
    expect(claims?.oid).toBe('remembered-oid');
    expect(await t.app.studentTokens.verify(token)).toEqual(claims);
    // Past its expiry (this token lives 10 minutes) it is refused, although it was remembered.
    expect(await t.app.studentTokens.verify(token, Date.now() + 11 * 60_000)).toBeNull();
    // A tampered copy is never taken for the remembered one.
    expect(await t.app.studentTokens.verify(tamperPayload(token, (p) => (p['oid'] = 'other-oid')))).toBeNull();
  });

  describe('student tokens refused with 401', () => {
    const cases: [string, (t: TestApp) => Promise<string>][] = [
      ['expired', (t) => signWithDevKey(t.db, { claims: studentClaims(t.config), expiresIn: -60 })],
      ['without an expiry', (t) => signWithDevKey(t.db, { claims: studentClaims(t.config), expiresIn: null })],
      [
        'forged with another key under the real key id',
        (t) => signWithForeignKey(t.db, { claims: studentClaims(t.config) }),
      ],
      [
        'for another audience',
        (t) => signWithDevKey(t.db, { claims: studentClaims(t.config, { aud: 'api://otra-aplicacion' }) }),
      ],
      [
        'for the client instead of the API (an id token)',
        (t) => signWithDevKey(t.db, { claims: studentClaims(t.config, { aud: t.config.oidc.clientId }) }),
      ],
      [
        'from another issuer',
        (t) =>
          signWithDevKey(t.db, {
            claims: studentClaims(t.config, { iss: 'https://login.microsoftonline.com/otro-tenant/v2.0' }),
          }),
      ],
      [
        'not yet valid',
        (t) => signWithDevKey(t.db, { claims: studentClaims(t.config, { nbf: Math.floor(Date.now() / 1000) + 3600 }) }),
      ],
      ['unsigned (alg: none)', async (t) => unsignedToken({ claims: studentClaims(t.config) })],
      ['HS256 with a guessed secret', (t) => signHs256('secret', { claims: studentClaims(t.config) })],
      [
        "HS256 keyed with the issuer's public key (algorithm confusion)",
        async (t) => signHs256(await devPublicKeyBytes(t.db), { claims: studentClaims(t.config) }),
      ],
      [
        'with its payload edited after signing',
        async (t) =>
          tamperPayload(await signWithDevKey(t.db, { claims: studentClaims(t.config) }), (c) => {
            c['oid'] = 'otra-persona';
          }),
      ],
      [
        'without any subject',
        (t) => signWithDevKey(t.db, { claims: studentClaims(t.config, { sub: undefined, oid: undefined }) }),
      ],
      ['that is not a JWT at all', async () => 'no-es-un-token'],
    ];

    it.each(cases)('%s', async (_name, make) => {
      const before = await usersCount();
      const res = await studentProfile(await make(t));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
      expect(await usersCount()).toBe(before); // nobody was created from it
    });
  });

  it("an authorization header that is not 'Bearer <token>' is refused", async () => {
    for (const authorization of ['Basic YWRtaW46VmVyYW5vMjAyNiE=', 'Bearer', 'Bearer a b']) {
      const res = await t.request({ method: 'GET', url: '/api/auth/student/profile', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
  });

  it('no token at all: 401 with the spec messages', async () => {
    const student = await t.request({ method: 'GET', url: '/api/auth/student/profile' });
    expect(student.statusCode).toBe(401);
    expect(student.json()).toMatchObject({ message: 'Autenticación requerida' });
    const staff = await t.request({ method: 'GET', url: '/api/auth/staff/profile' });
    expect(staff.statusCode).toBe(401);
    expect(staff.json()).toMatchObject({ message: 'Token de staff requerido' });
  });

  describe('staff tokens', () => {
    it("a teacher's token with its role edited to admin is refused", async () => {
      const token = await t.staffToken(teacher.userId, 'teacher');
      expect((await t.request({ method: 'GET', url: '/api/auth/staff/profile', token })).statusCode).toBe(200);
      const forged = tamperPayload(token, (c) => {
        c['role'] = 'admin';
      });
      const res = await t.request({ method: 'GET', url: '/api/students/students', token: forged });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
      // The genuine token gets the honest answer: not an admin.
      const honest = await t.request({ method: 'GET', url: '/api/students/students', token });
      expect(honest.statusCode).toBe(403);
    });

    it('a token edited to name another (admin) user is refused', async () => {
      const admin = await createStaff(t.db, { role: 'admin' });
      const token = await t.staffToken(teacher.userId, 'teacher');
      const forged = tamperPayload(token, (c) => {
        c['sub'] = String(admin.userId);
      });
      expect(admin.userId).not.toBe(teacher.userId);
      expect((await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: forged })).statusCode).toBe(401);
    });

    it('a token signed with another secret, or expired, is refused', async () => {
      const other = await new StaffTokens('otro-secreto-de-al-menos-treinta-y-dos-caracteres').sign({
        userId: teacher.userId,
        role: 'admin',
      });
      expect((await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: other.token })).statusCode).toBe(
        401,
      );
      const expired = await t.app.staffTokens.sign(
        { userId: teacher.userId, role: 'teacher' },
        Date.now() - 25 * 3600_000,
      );
      expect(
        (await t.request({ method: 'GET', url: '/api/auth/staff/profile', token: expired.token })).statusCode,
      ).toBe(401);
    });

    it('a staff token whose role disagrees with the account follows the account', async () => {
      // Signed by the API itself (e.g. before a demotion): the database decides the role.
      const token = await t.staffToken(teacher.userId, 'admin');
      expect((await t.request({ method: 'GET', url: '/api/students/students', token })).statusCode).toBe(403);
    });
  });
});

describe('with an external issuer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      OIDC_ISSUER: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
      OIDC_CLIENT_ID: '11111111-2222-3333-4444-555555555555',
      OIDC_AUDIENCE: 'api://11111111-2222-3333-4444-555555555555',
    });
  });
  afterAll(() => t.close());

  it('the dev issuer and its token shortcut do not exist', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/idp/dev/token', payload: { email: 'a@tec.example' } })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('/api/auth/config tells the SPA the institutional issuer', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({
      mode: 'external',
      authority: 'https://login.microsoftonline.com/00000000-0000-0000-0000-000000000000/v2.0',
      clientId: '11111111-2222-3333-4444-555555555555',
      scope: 'openid profile email api://11111111-2222-3333-4444-555555555555/access_as_user',
    });
  });
});
