import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { TeacherApplication } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStaff, createStudentUser, createSubject } from '../../test/fixtures.ts';

const PATH = '/api/teachers/applications';

describe(`admin reading and reviewing teacher applications (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let admin: { userId: number; token: string };
  let teacherToken: string;
  let studentToken: string;
  let classId: number;
  const ids: Record<string, number> = {};
  let address = 0;

  const submit = async (body: Record<string, unknown>) => {
    const res = await t.request({
      method: 'POST',
      url: PATH,
      payload: { contactPhone: '+529831234567', cv: 'Docente', ...body },
      remoteAddress: `10.9.0.${++address}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };
  const list = async (query = '', token: string | null = admin.token) => {
    const res = await t.request({ method: 'GET', url: `${PATH}${query}`, token });
    return { status: res.statusCode, body: res.json() as TeacherApplication[] };
  };
  const names = (rows: TeacherApplication[]) => rows.map((r) => r.name).sort();

  beforeAll(async () => {
    t = await createTestApp();
    const a = await createStaff(t.db, { role: 'admin', name: 'Laura' });
    admin = { userId: a.userId, token: await t.staffToken(a.userId, 'admin') };
    const teacher = await createStaff(t.db, { role: 'teacher' });
    teacherToken = await t.staffToken(teacher.userId, 'teacher');
    const student = await createStudentUser(t.db);
    studentToken = await t.studentToken(student.email);
    classId = await createClass(t.db, {
      subjectId: await createSubject(t.db, { name: 'Programación Web', clave: 'SCH1024' }),
      period: 2026,
    });
    ids.maria = await submit({
      name: 'María José',
      paternalSurname: 'Núñez',
      maternalSurname: 'Chí',
      contactEmail: 'mjnunez@correo.example',
      cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
      reason: 'Domino la materia.',
      classId,
    });
    ids.pedro = await submit({ name: 'Pedro', paternalSurname: 'Canul', contactEmail: 'pedro.canul@correo.example' });
    ids.sofia = await submit({ name: 'Sofía', paternalSurname: 'Pérez', contactEmail: 'SOFIA.NUNEZ@correo.example' });
  });
  afterAll(() => t.close());

  it('lists every application, newest first, with the spec fields', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.map((r) => r.id)).toEqual([ids.sofia, ids.pedro, ids.maria]);
    expect(body[2]).toEqual({
      id: ids.maria,
      name: 'María José',
      paternal_surname: 'Núñez',
      maternal_surname: 'Chí',
      contact_email: 'mjnunez@correo.example',
      contact_phone: '+529831234567',
      cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
      reason: 'Domino la materia.',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      accepted: false,
      id_class: classId,
      requested_class: { id_class: classId, subject_name: 'Programación Web', clave: 'SCH1024', period: 2026 },
      reviewed_by: null,
      reviewer_name: null,
      reviewed_at: null,
    });
    expect(body[0]).toMatchObject({ maternal_surname: null, reason: null, id_class: null, requested_class: null });
  });

  it('searches name, surnames and email without accents or case', async () => {
    expect(names((await list('?search=NUNEZ')).body)).toEqual(['María José', 'Sofía']);
    expect(names((await list('?search=maria%20jose')).body)).toEqual(['María José']);
    expect(names((await list('?search=S%C3%93F%C3%8DA')).body)).toEqual(['Sofía']);
    expect(names((await list('?search=pedro.canul%40')).body)).toEqual(['Pedro']);
    expect(names((await list('?search=canul%20maria')).body)).toEqual([]);
    expect(names((await list('?search=%25')).body)).toEqual([]);
    expect(names((await list('?search=')).body)).toHaveLength(3);
  });

  it('lets an admin accept and decline, recording who and when', async () => {
    const before = Date.now();
    const res = await t.request({
      method: 'PATCH',
      url: `${PATH}/${ids.pedro}`,
      payload: { accepted: true },
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    const accepted = res.json() as TeacherApplication;
    expect(accepted).toMatchObject({
      id: ids.pedro,
      accepted: true,
      reviewed_by: admin.userId,
      reviewer_name: 'Laura Prueba',
    });
    expect(new Date(accepted.reviewed_at!).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const detail = await t.request({ method: 'GET', url: `${PATH}/${ids.pedro}`, token: admin.token });
    expect((detail.json() as TeacherApplication).accepted).toBe(true);

    const declined = await t.request({
      method: 'PATCH',
      url: `${PATH}/${ids.sofia}`,
      payload: { accepted: false },
      token: admin.token,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ accepted: false, reviewed_by: admin.userId });
  });

  it('filters by accepted=true|false', async () => {
    await t.request({ method: 'PATCH', url: `${PATH}/${ids.maria}`, payload: { accepted: true }, token: admin.token });
    await t.request({ method: 'PATCH', url: `${PATH}/${ids.maria}`, payload: { accepted: false }, token: admin.token });
    expect(names((await list('?accepted=true')).body)).toEqual(['Pedro']);
    expect(names((await list('?accepted=false')).body)).toEqual(['María José', 'Sofía']);
    expect(names((await list('?accepted=false&search=nunez')).body)).toEqual(['María José', 'Sofía']);
    expect(names((await list('?accepted=true&search=nunez')).body)).toEqual([]);
    const bad = await t.request({ method: 'GET', url: `${PATH}?accepted=quiza`, token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toBe('El filtro accepted debe ser true o false.');
  });

  it('answers one application, or 404 in Spanish', async () => {
    const res = await t.request({ method: 'GET', url: `${PATH}/${ids.maria}`, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids.maria, name: 'María José', requested_class: { clave: 'SCH1024' } });
    for (const method of ['GET', 'PATCH'] as const) {
      const missing = await t.request({
        method,
        url: `${PATH}/999999`,
        token: admin.token,
        ...(method === 'PATCH' ? { payload: { accepted: true } } : {}),
      });
      expect(missing.statusCode, method).toBe(404);
      expect(missing.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'APPLICATION_NOT_FOUND',
        message: ERROR_MESSAGES.applicationNotFound,
      });
    }
    const badId = await t.request({ method: 'GET', url: `${PATH}/abc`, token: admin.token });
    expect(badId.statusCode).toBe(400);
  });

  it('refuses a review without a boolean', async () => {
    for (const payload of [{}, { accepted: 'sí' }, { accepted: 1 }]) {
      const res = await t.request({ method: 'PATCH', url: `${PATH}/${ids.pedro}`, payload, token: admin.token });
      expect(res.statusCode).toBe(400);
      expect((res.json() as { message: string }).message).toBe('Indica si la solicitud se acepta (true) o no (false).');
    }
  });

  it('is for admins only: 401 without a token, 403 for students and teachers', async () => {
    const calls = [
      { method: 'GET' as const, url: PATH },
      { method: 'GET' as const, url: `${PATH}/${ids.maria}` },
      { method: 'PATCH' as const, url: `${PATH}/${ids.maria}`, payload: { accepted: true } },
    ];
    for (const call of calls) {
      const anonymous = await t.request(call);
      expect(anonymous.statusCode, call.url).toBe(401);
      expect((anonymous.json() as { message: string }).message).toBe(ERROR_MESSAGES.staffTokenRequired);
      const forged = await t.request({ ...call, token: 'not-a-token' });
      expect(forged.statusCode).toBe(401);
      for (const token of [studentToken, teacherToken]) {
        const res = await t.request({ ...call, token });
        expect(res.statusCode, call.url).toBe(403);
        expect((res.json() as { message: string }).message).toBe(ERROR_MESSAGES.adminOnly);
      }
    }
    // Nothing changed on the way.
    expect((await list(`?accepted=true`)).body.map((r) => r.id)).toEqual([ids.pedro]);
  });
});
