import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import type { MyPayments } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_DIALECT } from '../../test/test-database.ts';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';
import {
  ELF_FILE,
  HTML_FILE,
  JPEG_RECEIPT,
  multipartBody,
  PDF_RECEIPT,
  PNG_RECEIPT,
} from '../../test/receipt-files.ts';

/** Every file under a folder, recursively. */
function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.join(d.parentPath, d.name));
  } catch {
    return [];
  }
}

describe(`payment receipts (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let folder: string;
  let students: TestStudent[];
  let paymentOf: Map<number, number>;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'portal-receipts-'));
    t = await createTestApp({ CLOCK_AT: '2026-06-29T15:00:00Z', STORAGE_URL: `file:${folder}` });
    s = await classScenario(t);
    const subjectId = await createSubject(t.db, { credits: 5, careerIds: [s.careerId] });
    const classId = await createClass(t.db, { subjectId });
    students = [];
    for (let i = 0; i < 5; i++) {
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
    paymentOf = new Map();
    for (const st of students) {
      const mine = await t.request({ method: 'GET', url: '/api/payments/mine', token: st.token });
      paymentOf.set(st.studentId, mine.json<MyPayments>().payments[0]!.id);
    }
  });
  afterAll(async () => {
    await t?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const upload = (st: TestStudent, file: Buffer, opts: Parameters<typeof multipartBody>[1] = {}, id?: number) => {
    const body = multipartBody(file, opts);
    return t.request({
      method: 'POST',
      url: `/api/payments/${id ?? paymentOf.get(st.studentId)!}/receipt`,
      token: st.token,
      payload: body.payload,
      headers: body.headers,
    });
  };
  const status = async (st: TestStudent) =>
    (await t.request({ method: 'GET', url: '/api/payments/mine', token: st.token })).json<MyPayments>().payments[0]!
      .status;

  it('accepts a PDF, a JPEG and a PNG, by their content, and puts the payment in review', async () => {
    const files: [Buffer, string, string][] = [
      [PDF_RECEIPT, 'recibo.pdf', 'application/pdf'],
      // The declared type and the name do not decide: the bytes do.
      [JPEG_RECEIPT, 'foto.png', 'application/octet-stream'],
      [PNG_RECEIPT, 'captura', 'image/jpeg'],
    ];
    for (const [i, [file, fileName, type]] of files.entries()) {
      const st = students[i]!;
      const res = await upload(st, file, { fileName, type });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'en_revision', hasReceipt: true });
      expect(await status(st)).toBe('en_revision');
    }
    expect(filesUnder(folder)).toHaveLength(3);
    // Stored under keys the portal makes, never the file's own name.
    expect(filesUnder(folder).every((f) => !/recibo|foto|captura/.test(f))).toBe(true);
  });

  it('refuses a renamed executable, an HTML page named .pdf, an empty file and a 6 MB file, storing nothing', async () => {
    const st = students[3]!;
    const before = filesUnder(folder).length;
    const cases: [Buffer, string][] = [
      [ELF_FILE, ERROR_MESSAGES.receiptType],
      [HTML_FILE, ERROR_MESSAGES.receiptType],
      [Buffer.alloc(0), ERROR_MESSAGES.receiptEmpty],
      [Buffer.concat([PDF_RECEIPT, Buffer.alloc(6 * 1024 * 1024)]), ERROR_MESSAGES.receiptTooLarge],
      [
        Buffer.from('%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF'),
        ERROR_MESSAGES.receiptActiveContent,
      ],
    ];
    for (const [file, message] of cases) expectError(await upload(st, file, { fileName: 'recibo.pdf' }), 400, message);
    expectError(await upload(st, PDF_RECEIPT, { field: 'archivo' }), 400, ERROR_MESSAGES.receiptMissing);
    const noFile = await t.request({
      method: 'POST',
      url: `/api/payments/${paymentOf.get(st.studentId)}/receipt`,
      token: st.token,
      payload: {},
    });
    expectError(noFile, 400, ERROR_MESSAGES.receiptMissing);
    expect(filesUnder(folder)).toHaveLength(before);
    expect(await status(st)).toBe('pendiente');
  });

  it('only the payment’s student uploads, and only while it waits for one', async () => {
    const [owner, other] = [students[0]!, students[4]!];
    expectError(
      await upload(other, PDF_RECEIPT, {}, paymentOf.get(owner.studentId)),
      403,
      ERROR_MESSAGES.paymentNotYours,
    );
    expectError(await upload(owner, PDF_RECEIPT), 409, ERROR_MESSAGES.receiptNotAccepted);
    expectError(await upload(owner, PDF_RECEIPT, {}, 999_999), 404, ERROR_MESSAGES.paymentNotFound);
  });

  it('a receipt is served to its student and administrators as an attachment with nosniff; 403 to others, 404 unknown', async () => {
    const owner = students[0]!;
    const id = paymentOf.get(owner.studentId)!;
    for (const token of [owner.token, s.adminToken]) {
      const res = await t.request({ method: 'GET', url: `/api/payments/${id}/receipt`, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="comprobante-\d{12}\.pdf"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PDF_RECEIPT)).toBe(true);
    }
    for (const token of [students[1]!.token, s.teacherToken]) {
      expectError(
        await t.request({ method: 'GET', url: `/api/payments/${id}/receipt`, token }),
        403,
        ERROR_MESSAGES.paymentNotYours,
      );
    }
    expectError(
      await t.request({ method: 'GET', url: '/api/payments/999999/receipt', token: s.adminToken }),
      404,
      ERROR_MESSAGES.paymentNotFound,
    );
    const none = paymentOf.get(students[4]!.studentId)!;
    expectError(
      await t.request({ method: 'GET', url: `/api/payments/${none}/receipt`, token: s.adminToken }),
      404,
      ERROR_MESSAGES.receiptNotFound,
    );
  });

  it('the payment slip is a PDF for its student and administrators; 403 for another student', async () => {
    const owner = students[4]!;
    const id = paymentOf.get(owner.studentId)!;
    for (const token of [owner.token, s.adminToken]) {
      const res = await t.request({ method: 'GET', url: `/api/payments/${id}/ficha.pdf`, token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="ficha-de-pago-\d{12}\.pdf"$/);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expectError(
      await t.request({ method: 'GET', url: `/api/payments/${id}/ficha.pdf`, token: students[0]!.token }),
      403,
      ERROR_MESSAGES.paymentNotYours,
    );
  });
});
