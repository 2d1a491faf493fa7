import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMER_2071_DATES } from '../../test/summer-2071.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createStaff } from '../../test/fixtures.ts';
import type { SettableClock } from '../../lib/clock.ts';

const SUMMER = SUMMER_2071_DATES;

describe(`periods API (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let admin: string;
  const clock = () => t.app.clock as SettableClock;

  beforeAll(async () => {
    // The server runs in UTC; the institute's days are Cancun's (UTC-5).
    process.env['TZ'] = 'UTC';
    t = await createTestApp({ CLOCK_AT: '2071-06-12T12:00:00Z', CLASS_MIN_STUDENTS: '12' });
    const a = await createStaff(t.db, { role: 'admin' });
    admin = await t.staffToken(a.userId, 'admin');
  });
  afterAll(() => t.close());

  it('an administrator creates a period; sizes default to the server settings', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/periods',
      token: admin,
      payload: { year: 2071, ...SUMMER },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      year: 2071,
      name: 'Verano 2071',
      minStudents: 12,
      maxStudents: 30,
      mobilitySeats: 5,
      paymentDays: 5,
      phase: 'enrolment',
      headline: 'Inscripciones abiertas hasta el viernes 12 de junio',
      enrolmentRefusal: null,
    });
    const again = await t.request({
      method: 'POST',
      url: '/api/periods',
      token: admin,
      payload: { year: 2071, ...SUMMER },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya existe un periodo para ese año.');
  });

  it('anyone reads the periods and the current one, with the phase of the Cancun day', async () => {
    // 02:00 UTC on June 13 is still June 12 in Cancun: enrolment is open.
    clock().set(new Date('2071-06-13T02:00:00Z'));
    const list = await t.request({ method: 'GET', url: '/api/periods' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ today: '2071-06-12', current: 2071 });
    // 05:00 UTC on June 13 is June 13 in Cancun: enrolment closed.
    clock().set(new Date('2071-06-13T05:00:00Z'));
    const current = await t.request({ method: 'GET', url: '/api/periods/current' });
    expect(current.json()).toMatchObject({
      year: 2071,
      today: '2071-06-13',
      phase: 'preparation',
      enrolmentRefusal: 'El periodo de inscripción de Verano 2071 cerró el 12 de junio.',
    });
  });

  it('out-of-order dates are refused field by field, and nothing is written', async () => {
    const cases: [string, string, string][] = [
      [
        'proposalsClose',
        '2071-04-19',
        'El cierre de propuestas (2071-04-19) debe ser igual o posterior a la apertura de propuestas (2071-04-20).',
      ],
      [
        'enrolmentClose',
        '2071-05-03',
        'El cierre de inscripciones (2071-05-03) debe ser igual o posterior a la apertura de inscripciones (2071-05-04).',
      ],
      [
        'publication',
        '2071-06-11',
        'La publicación de grupos (2071-06-11) debe ser igual o posterior al cierre de inscripciones (2071-06-12).',
      ],
      [
        'classesStart',
        '2071-06-18',
        'El inicio de clases (2071-06-18) debe ser igual o posterior a la publicación de grupos (2071-06-19).',
      ],
      [
        'classesEnd',
        '2071-07-06',
        'El fin de clases (2071-07-06) debe ser posterior al inicio de clases (2071-07-06).',
      ],
      [
        'gradesDue',
        '2071-08-13',
        'La entrega de calificaciones (2071-08-13) debe ser igual o posterior al fin de clases (2071-08-14).',
      ],
    ];
    for (const [field, value, message] of cases) {
      const res = await t.request({
        method: 'POST',
        url: '/api/periods',
        token: admin,
        payload: { year: 2072, ...SUMMER, [field]: value },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toBe(message);
      const patch = await t.request({
        method: 'PATCH',
        url: '/api/periods/2071',
        token: admin,
        payload: { [field]: value },
      });
      expect(patch.statusCode, field).toBe(400);
      expect(patch.json().message).toBe(message);
    }
    const bad = await t.request({
      method: 'POST',
      url: '/api/periods',
      token: admin,
      payload: { year: 2072, ...SUMMER, gradesDue: '2071-13-01' },
    });
    expect(bad.json().message).toBe('La entrega de calificaciones debe ser una fecha válida (AAAA-MM-DD).');
    const rows = await t.db.selectFrom('periods').select(['year', 'classes_end']).execute();
    expect(rows).toEqual([{ year: 2071, classes_end: '2071-08-14' }]);
  });

  it('an administrator edits a period; the job of enrolment close moves with it', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/periods/2071',
      token: admin,
      payload: { enrolmentClose: '2071-06-15', publication: '2071-06-20' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ enrolmentClose: '2071-06-15', phase: 'enrolment' });
    const job = await t.db.selectFrom('scheduled_jobs').select(['job_key', 'due_at']).executeTakeFirstOrThrow();
    expect(job.job_key).toBe('enrolment-close:2071');
    expect(new Date(job.due_at).toISOString()).toBe('2071-06-16T05:00:00.000Z');
    const missing = await t.request({ method: 'PATCH', url: '/api/periods/2099', token: admin, payload: {} });
    expect(missing.statusCode).toBe(404);
  });

  it('only administrators write', async () => {
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const token = await t.staffToken(teacher.userId, 'teacher');
    const res = await t.request({ method: 'POST', url: '/api/periods', token, payload: { year: 2073, ...SUMMER } });
    expect(res.statusCode).toBe(403);
    const anon = await t.request({ method: 'PATCH', url: '/api/periods/2071', payload: { gradesDue: '2071-08-30' } });
    expect(anon.statusCode).toBe(401);
  });
});
