import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES, STAFF_LOGIN_MESSAGES } from '@portal/domain/rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';

/**
 * A staff password made only of spaces (docs/rules.md SES-1 and DOC-5): the
 * invitation refuses it in Spanish and creates nothing; the sign-in refuses it as a missing field
 * before looking the account up, even for an account that was given one before the rule existed.
 */
describe(`passwords of spaces only (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminToken = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  async function invitationToken(): Promise<{ token: string; email: string }> {
    const application = await t.db
      .insertInto('teacher_applications')
      .values({
        name: 'Irma',
        paternal_surname: 'Chan',
        maternal_surname: 'Pech',
        contact_email: `irma.${Date.now()}.${Math.random().toString(36).slice(2)}@correo.example`,
        contact_phone: '+529831234567',
        cv: 'https://example.com/cv.pdf',
        reason: null,
        id_class: null,
        search_text: 'irma chan pech',
        accepted: 1,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'POST',
      url: `/api/teachers/applications/${application.id}/invitation`,
      token: adminToken,
    });
    expect(res.statusCode).toBe(201);
    const { link, email } = res.json<{ link: string; email: string }>();
    return { token: /[A-Za-z0-9_-]{43}$/.exec(link)![0], email };
  }

  it.each([
    ['six spaces', '      ', INVITATION_MESSAGES.passwordBlank],
    ['tabs and a newline', '\t\t \n  \t', INVITATION_MESSAGES.passwordBlank],
    ['three letters among spaces', '   abc    ', INVITATION_MESSAGES.passwordTooShort],
  ])('the invitation refuses %s with a Spanish 400 and creates no account', async (_, password, message) => {
    const { token, email } = await invitationToken();
    const res = await t.request({ method: 'POST', url: '/api/staff/invitation/accept', payload: { token, password } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json<{ message: unknown }>().message)).toContain(message);
    const account = await t.db.selectFrom('staff_accounts').select('id_user').where('email', '=', email).execute();
    expect(account).toEqual([]);
    // The link is still pending: a real password is taken.
    const ok = await t.request({
      method: 'POST',
      url: '/api/staff/invitation/accept',
      payload: { token, password: ' Verano 2026 ' },
    });
    expect(ok.statusCode).toBe(201);
  });

  it('the sign-in refuses six spaces as a missing password, also for an account that has them', async () => {
    const { email } = await createStaff(t.db, { role: 'teacher', password: '      ' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email, password: '      ' },
      remoteAddress: `10.9.0.${++address}`,
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json<{ message: unknown }>().message)).toContain(STAFF_LOGIN_MESSAGES.required);
    expect(res.json()).not.toHaveProperty('access_token');
  });
});
