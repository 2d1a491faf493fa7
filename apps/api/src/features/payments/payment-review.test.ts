import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { MyPayments } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_DIALECT } from '../../test/test-database.ts';
import { createClass, createStaff, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';
import { multipartBody, PDF_RECEIPT, PNG_RECEIPT } from '../../test/receipt-files.ts';

describe(`finance reviews receipts; a failed group's money becomes credit (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let folder: string;
  let financeToken: string;
  let classId: number;
  let students: TestStudent[];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-review-'));
    t = await createTestApp({ CLOCK_AT: '2026-06-29T15:00:00Z', STORAGE_URL: `file:${folder}` });
    s = await classScenario(t);
    const finance = await createStaff(t.db, { role: 'finanzas' });
    financeToken = await t.staffToken(finance.userId, 'finanzas');
    const subjectId = await createSubject(t.db, { credits: 6, careerIds: [s.careerId] });
    classId = await createClass(t.db, { subjectId });
    students = [];
    for (let i = 0; i < 4; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      students.push(st);
    }
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/aprobado`,
      payload: { belowQuorumReason: 'Autorizado' },
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const mine = async (st: TestStudent) =>
    (await t.request({ method: 'GET', url: '/api/payments/mine', token: st.token })).json<MyPayments>().payments;
  const upload = async (st: TestStudent, file = PDF_RECEIPT) => {
    const id = (await mine(st)).find((p) => p.classId === classId)!.id;
    const body = multipartBody(file);
    const res = await t.request({
      method: 'POST',
      url: `/api/payments/${id}/receipt`,
      token: st.token,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return id;
  };
  const review = (id: number, kind: 'validate' | 'reject', token: string | null, payload: object = {}) =>
    t.request({ method: 'POST', url: `/api/payments/${id}/${kind}`, token, payload });

  it('finance rejects with a reason; the student sees why, is told, uploads again; finance validates', async () => {
    const st = students[0]!;
    const id = await upload(st);
    expectError(await review(id, 'reject', financeToken, {}), 400, ERROR_MESSAGES.rejectReasonRequired);
    const rejected = await review(id, 'reject', financeToken, { reason: 'El importe no coincide con la ficha.' });
    expect(rejected.statusCode).toBe(200);
    expect((await mine(st))[0]).toMatchObject({
      status: 'rechazado',
      rejectReason: 'El importe no coincide con la ficha.',
    });
    const notes = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('kind', '=', 'payment.rejected')
      .where('id_user', '=', st.userId)
      .execute();
    expect(notes.map((n) => n.body)).toEqual([expect.stringContaining('El importe no coincide con la ficha.')]);
    expect(
      await t.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('kind', '=', 'payment.rejected')
        .where('to_address', '=', st.email)
        .execute(),
    ).toHaveLength(1);

    await upload(st, PNG_RECEIPT);
    expect((await mine(st))[0]).toMatchObject({ status: 'en_revision', rejectReason: null });
    // The receipt is readable by finance.
    const file = await t.request({ method: 'GET', url: `/api/payments/${id}/receipt`, token: financeToken });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await review(id, 'validate', financeToken)).json()).toMatchObject({ status: 'validado' });
    expect((await mine(st))[0]!.status).toBe('validado');
    expectError(await review(id, 'validate', financeToken), 409, ERROR_MESSAGES.paymentNotInReview);
  });

  it('only finance and administrators review', async () => {
    const st = students[1]!;
    const id = await upload(st);
    for (const token of [st.token, students[2]!.token]) {
      expect((await review(id, 'validate', token)).statusCode).toBe(403);
    }
    expectError(await review(id, 'validate', s.teacherToken), 403, ERROR_MESSAGES.financeOnly);
    expectError(await review(id, 'reject', s.teacherToken, { reason: 'x' }), 403, ERROR_MESSAGES.financeOnly);
    expect((await review(id, 'validate', null)).statusCode).toBe(401);
    expectError(await review(999_999, 'validate', financeToken), 404, ERROR_MESSAGES.paymentNotFound);
    expect((await mine(st))[0]!.status).toBe('en_revision');
    expect((await review(id, 'validate', s.adminToken)).json()).toMatchObject({ status: 'validado' });
  });

  it('3 validated payments of a class cancelled by two concurrent requests → exactly 3 credits', async () => {
    const st = students[2]!;
    const id = await upload(st);
    expect((await review(id, 'validate', financeToken)).statusCode).toBe(200);
    const cancel = () =>
      t.request({
        method: 'POST',
        url: `/api/classes/${classId}/status/cancelled`,
        payload: { reason: 'No se consiguió docente' },
        token: s.adminToken,
      });
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.db
      .selectFrom('place_payments')
      .select(['status', 'credit_left_cents'])
      .where('id_class', '=', classId)
      .execute();
    const credits = rows.filter((r) => r.status === 'saldo_a_favor');
    expect(credits).toHaveLength(3);
    expect(credits.every((c) => Number(c.credit_left_cents) === 125_000)).toBe(true);
    // The unpaid payment of the fourth student is gone: nothing was paid.
    expect(rows).toHaveLength(3);
    expect((await mine(students[0]!))[0]).toMatchObject({ status: 'saldo_a_favor', creditLeft: 1250 });
  });

  it('a credit pays the student’s next payment (the next summer’s), whole', async () => {
    const st = students[0]!;
    await t.db
      .insertInto('periods')
      .values({
        year: 2027,
        proposals_open: '2027-04-15',
        proposals_close: '2027-05-29',
        enrolment_open: '2027-05-04',
        enrolment_close: '2027-06-12',
        publication: '2027-06-19',
        classes_start: '2027-07-06',
        classes_end: '2027-08-14',
        grades_due: '2027-08-21',
        payment_days: 5,
        min_students: 1,
        max_students: 30,
        mobility_seats: 5,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute();
    const subjectId = await createSubject(t.db, { credits: 5, careerIds: [s.careerId] });
    const next = await createClass(t.db, { subjectId, period: 2027 });
    await enrolDirectly(t.db, st.studentId, next);
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${next}/status/aprobado`,
      payload: { belowQuorumReason: 'Autorizado' },
      token: s.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
    const payments = await mine(st);
    expect(payments.find((p) => p.classId === next)).toMatchObject({
      amount: 1125,
      credit: 1125,
      toPay: 0,
      status: 'validado',
      period: 2027,
    });
    // What is left of the credit stays for later: 1,250 − 1,125.
    expect(payments.find((p) => p.classId === classId)).toMatchObject({ status: 'saldo_a_favor', creditLeft: 125 });
  });
});
