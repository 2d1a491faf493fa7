import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { ClassPayments, FinancePayments, Ledger, MyPayments, PlacePayment } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_DIALECT } from '../../test/test-database.ts';
import { createClass, createStaff, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';
import { multipartBody, PDF_RECEIPT } from '../../test/receipt-files.ts';

describe(`finance's list, the leader's cash, refunds and the ledger (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let folder: string;
  let financeToken: string;
  let classId: number;
  let otherClassId: number;
  let leader: TestStudent;
  let students: TestStudent[];

  const approve = async (id: number) => {
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${id}/status/aprobado`,
      payload: { belowQuorumReason: 'Autorizado' },
      token: s.adminToken,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-finance-'));
    t = await createTestApp({ CLOCK_AT: '2026-06-29T15:00:00Z', STORAGE_URL: `file:${folder}` });
    s = await classScenario(t);
    const finance = await createStaff(t.db, { role: 'finanzas' });
    financeToken = await t.staffToken(finance.userId, 'finanzas');
    classId = await createClass(t.db, {
      subjectId: await createSubject(t.db, { credits: 6, careerIds: [s.careerId] }),
    });
    otherClassId = await createClass(t.db, {
      subjectId: await createSubject(t.db, { credits: 4, careerIds: [s.careerId] }),
    });
    leader = await s.student({ name: 'Lidia' });
    await enrolDirectly(t.db, leader.studentId, classId, true);
    students = [];
    for (const name of ['Bruno', 'Carla', 'Dario']) {
      const st = await s.student({ name });
      await enrolDirectly(t.db, st.studentId, classId);
      students.push(st);
    }
    await enrolDirectly(t.db, students[0]!.studentId, otherClassId);
    await approve(classId);
    await approve(otherClassId);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const mine = async (st: TestStudent, cls = classId) =>
    (await t.request({ method: 'GET', url: '/api/payments/mine', token: st.token }))
      .json<MyPayments>()
      .payments.find((p) => p.classId === cls)!;
  const list = (query: string, token = financeToken) =>
    t.request({ method: 'GET', url: `/api/payments${query}`, token });
  const post = (url: string, token: string | null, payload: object = {}) =>
    t.request({ method: 'POST', url, token, payload });
  const upload = async (st: TestStudent, cls = classId) => {
    const id = (await mine(st, cls)).id;
    const body = multipartBody(PDF_RECEIPT);
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

  it('finance lists the period’s payments, receipts in review first, with filters and counts', async () => {
    const inReview = await upload(students[1]!);
    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<FinancePayments>();
    expect(body.period).toBe(2026);
    expect(body.meta.total).toBe(5);
    expect(body.counts).toMatchObject({ en_revision: 1, pendiente: 4, validado: 0 });
    expect(body.data[0]).toMatchObject({
      id: inReview,
      status: 'en_revision',
      hasReceipt: true,
      receiptType: 'application/pdf',
    });
    expect(body.data[0]!.student.name).toContain('Carla');

    const byStatus = (await list('?status=en_revision')).json<FinancePayments>();
    expect(byStatus.data.map((p) => p.id)).toEqual([inReview]);
    const byClass = (await list(`?classId=${otherClassId}`)).json<FinancePayments>();
    expect(byClass.data.map((p) => p.classId)).toEqual([otherClassId]);
    const byName = (await list('?q=dario')).json<FinancePayments>();
    expect(byName.data.map((p) => p.student.name)).toEqual([expect.stringContaining('Dario')]);
    // By the Cancun day the receipt arrived (the clock is 10:00 in Cancun on 29 June).
    expect((await list('?from=2026-06-29&to=2026-06-29')).json<FinancePayments>().data.map((p) => p.id)).toEqual([
      inReview,
    ]);
    expect((await list('?from=2026-06-30')).json<FinancePayments>().meta.total).toBe(0);
    expect((await list('?to=2026-06-28')).json<FinancePayments>().meta.total).toBe(0);
    const paged = (await list('?pageSize=2&page=2')).json<FinancePayments>();
    expect(paged.meta).toEqual({ page: 2, totalPages: 3, total: 5 });
    expect(paged.data).toHaveLength(2);
    // An administrator sees the same list.
    expect((await list('', s.adminToken)).json<FinancePayments>().meta.total).toBe(5);
  });

  it('refuses the list to teachers, students and bad filters, in Spanish', async () => {
    expectError(await list('', s.teacherToken), 403, ERROR_MESSAGES.financeOnly);
    expect((await list('', leader.token)).statusCode).toBe(403);
    expect((await list('', null as unknown as string)).statusCode).toBe(401);
    const badDay = await list('?from=29/06/2026');
    expect(badDay.statusCode).toBe(400);
    expect(badDay.json().message).toContain('La fecha «desde» debe ser AAAA-MM-DD.');
    const bad = await list('?status=pagadito');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Estado de pago no válido');
  });

  it('the group leader records a classmate’s cash with a folio; finance validates it', async () => {
    const id = (await mine(students[0]!)).id;
    expectError(
      await post(`/api/payments/${id}/cash`, students[2]!.token, { folio: 'R-1' }),
      403,
      ERROR_MESSAGES.cashLeaderOnly,
    );
    expectError(
      await post(`/api/payments/${id}/cash`, leader.token, { folio: 'R 1' }),
      400,
      ERROR_MESSAGES.cashFolioInvalid,
    );
    expect((await mine(students[0]!)).status).toBe('pendiente');
    const res = await post(`/api/payments/${id}/cash`, leader.token, { folio: 'rc-0012' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PlacePayment>()).toMatchObject({ status: 'en_revision', cashFolio: 'RC-0012' });
    expectError(
      await post(`/api/payments/${id}/cash`, leader.token, { folio: 'RC-0013' }),
      409,
      ERROR_MESSAGES.cashNotAccepted,
    );
    const row = (await list('?status=en_revision')).json<FinancePayments>().data.find((p) => p.id === id);
    expect(row).toMatchObject({ cashFolio: 'RC-0012' });
    const leaderView = async () =>
      (await t.request({ method: 'GET', url: `/api/classes/${classId}/payments`, token: leader.token }))
        .json<ClassPayments>()
        .students.find((x) => x.id_student === students[0]!.studentId)!;
    expect(await leaderView()).toMatchObject({
      status: 'pendiente',
      place: { id, status: 'en_revision', cashFolio: 'RC-0012' },
    });
    expect((await post(`/api/payments/${id}/validate`, financeToken)).json()).toMatchObject({ status: 'validado' });
    // The validation ticks the enrolment «pagado» (the roster, the leader's page, the registrar's workbook).
    expect(await leaderView()).toMatchObject({ status: 'pagado', place: { status: 'validado' } });
  });

  it('a failed group’s saldo: the student asks for the refund, may take it back, finance pays it once', async () => {
    const carla = students[1]!;
    const carlaPayment = (await mine(carla)).id;
    expect((await post(`/api/payments/${carlaPayment}/validate`, financeToken)).statusCode).toBe(200);
    // Before the group fails there is nothing to choose.
    expectError(
      await post(`/api/payments/${carlaPayment}/refund-choice`, carla.token, { choice: 'reembolso' }),
      409,
      ERROR_MESSAGES.refundChoiceClosed,
    );
    const cancelled = await post(`/api/classes/${classId}/status/cancelled`, s.adminToken, { reason: 'Sin docente' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await mine(carla)).toMatchObject({ status: 'saldo_a_favor', creditLeft: 1250 });

    const choose = (choice: unknown, token = carla.token) =>
      post(`/api/payments/${carlaPayment}/refund-choice`, token, { choice });
    expectError(await choose('efectivo'), 400, ERROR_MESSAGES.refundChoiceInvalid);
    expectError(await choose('reembolso', students[0]!.token), 403, ERROR_MESSAGES.paymentNotYours);
    expect((await choose('saldo')).json()).toMatchObject({ status: 'saldo_a_favor', creditLeft: 1250 });
    expect((await choose('reembolso')).json()).toMatchObject({
      status: 'reembolso_solicitado',
      creditLeft: 0,
      refund: 1250,
    });
    expect((await choose('saldo')).json()).toMatchObject({ status: 'saldo_a_favor', creditLeft: 1250, refund: 0 });
    expect((await choose('reembolso')).json()).toMatchObject({ status: 'reembolso_solicitado', refund: 1250 });
    // Refunds to pay come right after the receipts to review.
    const work = (await list('')).json<FinancePayments>();
    expect(work.data[0]).toMatchObject({ id: carlaPayment, status: 'reembolso_solicitado' });

    const paid = (token: string) => post(`/api/payments/${carlaPayment}/refund-paid`, token);
    expectError(await paid(s.teacherToken), 403, ERROR_MESSAGES.financeOnly);
    expect((await paid(carla.token)).statusCode).toBe(403);
    const done = await paid(financeToken);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'reembolsado', refund: 1250, creditLeft: 0 });
    expectError(await paid(financeToken), 409, ERROR_MESSAGES.refundNotRequested);
    expectError(await choose('saldo'), 409, ERROR_MESSAGES.refundChoiceClosed);
    const notes = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('kind', '=', 'payment.refunded')
      .where('id_user', '=', carla.userId)
      .execute();
    expect(notes.map((n) => n.body)).toEqual([expect.stringContaining('1,250.00')]);
  });

  it('two refund requests of the same saldo at once: one moves it, the other finds it moved', async () => {
    const bruno = students[0]!;
    const id = (await mine(bruno)).id;
    expect(await mine(bruno)).toMatchObject({ status: 'saldo_a_favor', creditLeft: 1250 });
    const [a, b] = await Promise.all([
      post(`/api/payments/${id}/refund-choice`, bruno.token, { choice: 'reembolso' }),
      post(`/api/payments/${id}/refund-choice`, bruno.token, { choice: 'reembolso' }),
    ]);
    // The second either finds it already asked (200, unchanged) or lost the write (409): never a double refund.
    expect([a.statusCode, b.statusCode]).toContain(200);
    const row = await t.db.selectFrom('place_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([row.status, Number(row.refund_cents), Number(row.credit_left_cents)]).toEqual([
      'reembolso_solicitado',
      125_000,
      0,
    ]);
  });

  it('the ledger adds the period’s money by class and in total; the XLSX has the same figures', async () => {
    const res = await t.request({ method: 'GET', url: '/api/payments/ledger?period=2026', token: financeToken });
    expect(res.statusCode, res.body).toBe(200);
    const ledger = res.json<Ledger>();
    // Cancelled class: Carla refunded, Bruno's refund asked; Lidia and Dario had nothing paid (no row left).
    // Other class: Bruno's 4-credit place pending.
    expect(ledger.total).toMatchObject({
      refunded: 1250,
      refundsRequested: 1250,
      credits: 0,
      validated: 0,
      owed: 1000,
      expected: 1000,
      count: 3,
    });
    const cancelledRow = ledger.classes.find((c) => c.classId === classId)!;
    expect(cancelledRow).toMatchObject({ refunded: 1250, refundsRequested: 1250, expected: 0 });
    expectError(
      await t.request({ method: 'GET', url: '/api/payments/ledger', token: s.teacherToken }),
      403,
      ERROR_MESSAGES.financeOnly,
    );

    const file = await t.request({ method: 'GET', url: '/api/payments/ledger.xlsx?period=2026', token: s.adminToken });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="pagos-2026.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Pagos 2026')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Esperado', 'Validado', 'Reembolsado', 'Reembolso solicitado']));
    const last = sheet.getRow(sheet.rowCount);
    const col = (name: string) => header.indexOf(name) + 1;
    expect(last.getCell(3).value).toBe('Total del periodo');
    expect(last.getCell(col('Reembolsado')).value).toBe(1250);
    expect(last.getCell(col('Esperado')).value).toBe(1000);
    expect(sheet.rowCount).toBe(1 + ledger.classes.length + 1);
  });

  it('a refund request and a payment that the same saldo would pay, at once: the pesos go one way only', async () => {
    const eva = await s.student({ name: 'Eva' });
    const failing = await createClass(t.db, {
      subjectId: await createSubject(t.db, { credits: 6, careerIds: [s.careerId] }),
    });
    await enrolDirectly(t.db, eva.studentId, failing, true);
    await approve(failing);
    const paid = await upload(eva, failing);
    expect((await post(`/api/payments/${paid}/validate`, financeToken)).statusCode).toBe(200);
    expect(
      (await post(`/api/classes/${failing}/status/cancelled`, s.adminToken, { reason: 'Sin aula' })).statusCode,
    ).toBe(200);
    const next = await createClass(t.db, {
      subjectId: await createSubject(t.db, { credits: 6, careerIds: [s.careerId] }),
    });
    await enrolDirectly(t.db, eva.studentId, next, true);
    const [approval, refund] = await Promise.all([
      post(`/api/classes/${next}/status/aprobado`, s.adminToken, { belowQuorumReason: 'Autorizado' }),
      post(`/api/payments/${paid}/refund-choice`, eva.token, { choice: 'reembolso' }),
    ]);
    expect(approval.statusCode, approval.body).toBe(200);
    expect([200, 409]).toContain(refund.statusCode);
    const saldo = await t.db.selectFrom('place_payments').selectAll().where('id', '=', paid).executeTakeFirstOrThrow();
    const opened = await mine(eva, next);
    // What was refunded plus what paid the new place plus what is left is the saldo, exactly.
    expect(Number(saldo.refund_cents) + opened.credit * 100 + Number(saldo.credit_left_cents)).toBe(125_000);
    if (refund.statusCode === 200) {
      expect([saldo.status, opened.credit, opened.status]).toEqual(['reembolso_solicitado', 0, 'pendiente']);
    } else {
      expect([saldo.status, opened.credit, opened.status]).toEqual(['saldo_a_favor', 1250, 'validado']);
    }
  });
});
