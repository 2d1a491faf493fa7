import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import { hashInvitationToken } from './invitation-token.ts';

const PASSWORD = 'Verano2026!';
let seq = 0;

/** An application written straight to the table, accepted unless told otherwise. */
async function createApplication(t: TestApp, opts: { accepted?: boolean; email?: string } = {}) {
  const n = ++seq;
  const row = await t.db
    .insertInto('teacher_applications')
    .values({
      name: 'Lucía',
      paternal_surname: 'Ramírez',
      maternal_surname: 'Soto',
      contact_email: opts.email ?? `Lucia.${n}.${Date.now()}@Correo.example`,
      contact_phone: '+525512345678',
      cv: 'https://example.com/cv.pdf',
      reason: null,
      id_class: null,
      search_text: 'lucia ramirez soto',
      accepted: opts.accepted === false ? 0 : 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe(`teacher invitations (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  const invite = (applicationId: number, token = adminToken) =>
    t.request({ method: 'POST', url: `/api/teachers/applications/${applicationId}/invitation`, token });
  const read = (token: string) =>
    t.request({ method: 'POST', url: '/api/staff/invitation/lookup', payload: { token } });
  const accept = (token: string, password = PASSWORD) =>
    t.request({ method: 'POST', url: '/api/staff/invitation/accept', payload: { token, password } });
  const tokenOf = (link: string) => link.split('#').at(-1)!;
  const login = (email: string, password = PASSWORD) =>
    t.request({ method: 'POST', url: '/api/auth/staff/login', payload: { email, password } });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminToken = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('invites an accepted applicant: a link, a hashed token, a Spanish mail, 7 days', async () => {
    const applicationId = await createApplication(t);
    const before = Date.now();
    const res = await invite(applicationId);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.link).toMatch(/^\/staff\/invitation#[A-Za-z0-9_-]{43}$/);
    expect(body.url.endsWith(body.link)).toBe(true);
    expect(body).toMatchObject({ id_application: applicationId, name: 'Lucía Ramírez Soto', state: 'pending' });
    expect(body.email).toMatch(/^lucia\.\d+\.\d+@correo\.example$/);
    const lifetime = Date.parse(body.expires_at) - before;
    expect(lifetime).toBeGreaterThanOrEqual(7 * 24 * 3600 * 1000);
    expect(lifetime).toBeLessThan(7 * 24 * 3600 * 1000 + 60_000);

    const stored = await t.db
      .selectFrom('teacher_invitations')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    const token = tokenOf(body.link);
    expect(stored.token_hash).toBe(hashInvitationToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', body.email)
      .where('kind', '=', 'staff.invited')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Invitación para crear tu cuenta de docente');
    expect(mail.text_body).toContain(body.url);
    expect(mail.text_body).toContain('Hola, Lucía:');

    const state = await read(token);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ name: 'Lucía', email: body.email, expires_at: body.expires_at });
  });

  it('refuses a declined or unknown application, and a non-admin', async () => {
    const declined = await createApplication(t, { accepted: false });
    const res = await invite(declined);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ERROR_MESSAGES.invitationNotAccepted);
    expect((await invite(999_999)).statusCode).toBe(404);
    const teacher = await createStaff(t.db, { role: 'teacher' });
    expect((await invite(declined, await t.staffToken(teacher.userId, 'teacher'))).statusCode).toBe(403);
  });

  it('the link creates one active teacher account with the application name and email, once', async () => {
    const applicationId = await createApplication(t);
    const sent = (await invite(applicationId)).json();
    const token = tokenOf(sent.link);

    const short = await accept(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('La contraseña debe tener al menos 6 caracteres');

    const res = await accept(token);
    expect(res.statusCode).toBe(201);
    const { id_user: userId, email } = res.json();
    expect(email).toBe(sent.email);
    const user = await t.db.selectFrom('users').selectAll().where('id_user', '=', userId).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ name: 'Lucía', paternal_surname: 'Ramírez', maternal_surname: 'Soto', id_role: 3 });

    // The teacher signs in with the password just chosen.
    const signIn = await login(email);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user.role.name).toBe('teacher');

    // Reuse: the same link says it was used, for reading and for accepting.
    for (const again of [await read(token), await accept(token, 'OtraClave123')]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/^La invitación ya fue usada\./);
    }
    const list = (await t.request({ method: 'GET', url: '/api/teachers/invitations', token: adminToken })).json();
    expect(list.data.find((i: { id: number }) => i.id === sent.id)).toMatchObject({ state: 'used', id_user: userId });
    // A used invitation is neither resent nor revoked.
    expect((await invite(applicationId)).json().message).toBe(ERROR_MESSAGES.invitationAlreadyUsed);
    const revoke = await t.request({
      method: 'DELETE',
      url: `/api/teachers/invitations/${sent.id}`,
      token: adminToken,
    });
    expect(revoke.statusCode).toBe(409);
  });

  it('an expired link says so (410), and resending gives a new link that replaces the old', async () => {
    const applicationId = await createApplication(t);
    const first = (await invite(applicationId)).json();
    await t.db
      .updateTable('teacher_invitations')
      .set({ expires_at: Date.now() - 1000 })
      .where('id', '=', first.id)
      .execute();
    for (const res of [await read(tokenOf(first.link)), await accept(tokenOf(first.link))]) {
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toMatch(/^La invitación expiró\./);
    }
    const second = (await invite(applicationId)).json();
    expect(second.id).toBe(first.id);
    expect(second.link).not.toBe(first.link);
    expect(second.state).toBe('pending');
    const old = await read(tokenOf(first.link));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe('La invitación no existe o fue revocada.');
    expect((await accept(tokenOf(second.link))).statusCode).toBe(201);
  });

  it('a revoked link is refused as unknown; resending after a revocation works again', async () => {
    const applicationId = await createApplication(t);
    const sent = (await invite(applicationId)).json();
    const res = await t.request({ method: 'DELETE', url: `/api/teachers/invitations/${sent.id}`, token: adminToken });
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('revoked');
    for (const r of [await read(tokenOf(sent.link)), await accept(tokenOf(sent.link))]) {
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(ERROR_MESSAGES.invitationUnknown);
    }
    expect((await read('x'.repeat(43))).statusCode).toBe(404);
    expect((await read('corto')).statusCode).toBe(400);
    const again = (await invite(applicationId)).json();
    expect(again.state).toBe('pending');
    expect((await read(tokenOf(again.link))).statusCode).toBe(200);
    const missing = await t.request({ method: 'DELETE', url: '/api/teachers/invitations/999999', token: adminToken });
    expect(missing.statusCode).toBe(404);
  });

  it('an email that already has a staff account: 409 at inviting and at accepting, the link stays usable', async () => {
    const taken = await createStaff(t.db, { role: 'teacher' });
    const refused = await invite(await createApplication(t, { email: taken.email }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Ya existe una cuenta de personal con ese correo.');

    const applicationId = await createApplication(t);
    const sent = (await invite(applicationId)).json();
    await createStaff(t.db, { role: 'admin', email: sent.email });
    const res = await accept(tokenOf(sent.link));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Ya existe una cuenta de personal con ese correo.');
    const row = await t.db
      .selectFrom('teacher_invitations')
      .select('used_at')
      .where('id', '=', sent.id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).toBeNull();
  });

  it('two parallel accepts of one link create exactly one account', async () => {
    for (let round = 0; round < 3; round++) {
      const sent = (await invite(await createApplication(t))).json();
      const token = tokenOf(sent.link);
      const results = await Promise.all([accept(token), accept(token, 'OtraClave123')]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const accounts = await t.db
        .selectFrom('staff_accounts')
        .select('id_user')
        .where('email', '=', sent.email)
        .execute();
      expect(accounts).toHaveLength(1);
    }
  });
});
