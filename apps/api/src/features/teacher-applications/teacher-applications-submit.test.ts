import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { APPLICATION_MESSAGES as M } from '@portal/domain/rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject } from '../../test/fixtures.ts';

const URL_PATH = '/api/teachers/applications';
let addressSeq = 0;
/** Every test submits from an address of its own, so the per-address limit stays out of the way. */
const newAddress = () => `10.7.${Math.floor(addressSeq / 200)}.${(addressSeq++ % 200) + 1}`;

const valid = {
  name: 'Ana',
  paternalSurname: 'López',
  maternalSurname: 'Uc',
  contactEmail: 'ana.lopez@correo.example',
  contactPhone: '+529831234567',
  cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
  reason: 'Imparto la materia desde hace cinco años.',
};

describe(`POST /api/teachers/applications (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let classId: number;
  let seq = 0;
  /** A distinct applicant each time, so the duplicate rule only bites where a test wants it. */
  const applicant = (over: Record<string, unknown> = {}) => ({
    ...valid,
    contactEmail: `aspirante${++seq}@correo.example`,
    ...over,
  });
  const submitBody = (payload: unknown, remoteAddress = newAddress()) =>
    t.request({ method: 'POST', url: URL_PATH, payload: payload as Record<string, unknown>, remoteAddress });
  const stored = (id: number) =>
    t.db.selectFrom('teacher_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp();
    classId = await createClass(t.db, { subjectId: await createSubject(t.db, { name: 'Cálculo Integral' }) });
  });
  afterAll(() => t.close());

  it('stores an application sent as a JSON body', async () => {
    const body = applicant({ contactEmail: ' Ana.Lopez@Correo.Example ', classId });
    const res = await submitBody(body);
    expect(res.statusCode).toBe(201);
    const answer = res.json() as { id: number; message: string };
    expect(answer.message).toBe('¡Solicitud enviada correctamente!');
    const row = await stored(answer.id);
    expect(row).toMatchObject({
      name: 'Ana',
      paternal_surname: 'López',
      maternal_surname: 'Uc',
      contact_email: 'ana.lopez@correo.example',
      contact_phone: '+529831234567',
      cv: valid.cv,
      reason: valid.reason,
      id_class: classId,
      accepted: 0,
      reviewed_by: null,
      search_text: 'ana lopez uc ana.lopez@correo.example',
    });
    expect(Date.now() - new Date(row.created_at).getTime()).toBeLessThan(60_000);
  });

  it('stores an application sent as query-style parameters, as the original client does', async () => {
    const params = new URLSearchParams({
      name: 'Luis',
      paternalSurname: 'Chí',
      contactEmail: 'luis.chi@correo.example',
      contactPhone: '+5029876543210',
      cv: 'Licenciado en Matemáticas; 4 años de docencia.',
      classId: String(classId),
    });
    // With a JSON content type and no body, like axios sends it.
    const res = await t.request({
      method: 'POST',
      url: `${URL_PATH}?${params}`,
      headers: { 'content-type': 'application/json' },
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    const row = await stored((res.json() as { id: number }).id);
    expect(row).toMatchObject({
      name: 'Luis',
      paternal_surname: 'Chí',
      maternal_surname: null,
      contact_phone: '+5029876543210',
      reason: null,
      id_class: classId,
    });
  });

  it('reads an unencoded "+" of the query string (a space) as the country code sign', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${URL_PATH}?name=Rosa&paternalSurname=Pat&contactEmail=rosa@correo.example&contactPhone=+19995550101&cv=CV`,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect((await stored((res.json() as { id: number }).id)).contact_phone).toBe('+19995550101');
  });

  it('lets the body win over query parameters of the same name', async () => {
    const res = await t.request({
      method: 'POST',
      url: `${URL_PATH}?name=Consulta&reason=desde%20la%20consulta`,
      payload: applicant({ name: 'Cuerpo' }),
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(201);
    expect(await stored((res.json() as { id: number }).id)).toMatchObject({
      name: 'Cuerpo',
      reason: valid.reason,
    });
  });

  it('refuses missing required fields with the spec message, once per problem', async () => {
    const res = await submitBody({});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_FAILED',
      message: 'Por favor, completa todos los campos obligatorios.',
    });
    const noBody = await t.request({ method: 'POST', url: URL_PATH, remoteAddress: newAddress() });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: M.required });
    for (const field of ['name', 'paternalSurname', 'contactEmail', 'contactPhone', 'cv']) {
      const res = await submitBody(applicant({ [field]: '  ' }));
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { message: string }).message, field).toBe(M.required);
    }
  });

  it('refuses a phone that is not a listed country code plus 10 digits', async () => {
    for (const [phone, message] of [
      ['+52983123456', 'El número de teléfono debe tener 10 dígitos.'],
      ['+5298312345678', 'El número de teléfono debe tener 10 dígitos.'],
      ['+449831234567', M.countryCode],
      ['9831234567', M.countryCode],
    ] as const) {
      const res = await submitBody(applicant({ contactPhone: phone }));
      expect(res.statusCode, phone).toBe(400);
      expect((res.json() as { message: string }).message, phone).toBe(message);
    }
    for (const code of ['+52', '+1', '+502', '+506', '+54', '+34']) {
      const res = await submitBody(applicant({ contactPhone: `${code}9831234567` }));
      expect(res.statusCode, code).toBe(201);
    }
  });

  it('refuses a bad email, a long reason, over-long fields and a bad class id', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ contactEmail: 'ana@correo' }, M.email],
      [{ reason: 'x'.repeat(201) }, 'El motivo no debe superar 200 caracteres.'],
      [{ name: 'x'.repeat(101) }, 'El nombre no debe superar 100 caracteres.'],
      [{ paternalSurname: 'x'.repeat(101) }, 'El apellido paterno no debe superar 100 caracteres.'],
      [{ cv: 'x'.repeat(2001) }, 'El CV no debe superar 2000 caracteres.'],
      [{ classId: 'abc' }, M.classId],
      [{ classId: 99_999 }, 'La clase indicada no existe.'],
      [{ name: 42 }, M.notText],
    ];
    for (const [over, message] of cases) {
      const res = await submitBody(applicant(over));
      expect(res.statusCode, message).toBe(400);
      expect((res.json() as { message: string }).message, message).toBe(message);
    }
    expect((await submitBody(applicant({ reason: 'x'.repeat(200) }))).statusCode).toBe(201);
  });

  it('answers every problem at once as an array of messages', async () => {
    const res = await submitBody({ ...valid, name: '', contactPhone: '+52 98', reason: 'x'.repeat(300) });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string[] }).message).toEqual([
      M.required,
      'El número de teléfono debe tener 10 dígitos.',
      'El motivo no debe superar 200 caracteres.',
    ]);
  });

  it('refuses politely the same address for the same class within a day', async () => {
    const first = applicant({ classId });
    expect((await submitBody(first)).statusCode).toBe(201);
    const again = await submitBody({ ...first, contactEmail: first.contactEmail.toUpperCase(), name: 'Otra' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'DUPLICATE_APPLICATION',
      message: ERROR_MESSAGES.duplicateApplication,
    });
    // Another class, or no class, is a different application.
    const other = await createClass(t.db, { subjectId: await createSubject(t.db) });
    expect((await submitBody({ ...first, classId: other })).statusCode).toBe(201);
    expect((await submitBody({ ...first, classId: undefined })).statusCode).toBe(201);
    expect((await submitBody({ ...first, classId: undefined })).statusCode).toBe(409);
  });

  it('accepts the same address again after 24 hours', async () => {
    const body = applicant({ classId });
    const res = await submitBody(body);
    const id = (res.json() as { id: number }).id;
    const dayAgo = Date.now() - 25 * 3_600_000;
    await t.db
      .updateTable('teacher_applications')
      .set({ created_at: new Date(dayAgo).toISOString() })
      .where('id', '=', id)
      .execute();
    await t.db
      .updateTable('application_limits')
      .set({ last_at: dayAgo })
      .where('contact_email', '=', body.contactEmail)
      .execute();
    expect((await submitBody(body)).statusCode).toBe(201);
  });

  it('limits each address to 5 submissions per 10 minutes, in Spanish', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await submitBody(applicant(), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const limited = await submitBody(applicant(), address);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { message: string }).message).toBe(ERROR_MESSAGES.tooManyRequests);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Invalid attempts count too, and other addresses are not affected.
    expect((await submitBody({}, address)).statusCode).toBe(429);
    expect((await submitBody(applicant())).statusCode).toBe(201);
  });

  it('refuses a body that is not JSON, in Spanish', async () => {
    const res = await t.request({
      method: 'POST',
      url: URL_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toBe(ERROR_MESSAGES.invalidJson);
  });
});
