import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/signed-in.ts';

/**
 * Roster downloads (issue 20, item 1): the admin takes the workbook and the attendance PDF from a
 * class roster; the group leader takes the roster from the classmates page. Fresh data per run.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const freshControlNumber = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));

async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/staff/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

/** A new registered student (named by the dev issuer after the address). */
async function registeredStudent(request: APIRequestContext, email: string) {
  const token = await request.post('/idp/dev/token', { data: { email } });
  expect(token.status()).toBe(200);
  const headers = { authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}` };
  const careers = (await (await request.get('/api/careers')).json()) as { data: { id_career: number }[] };
  const controlNumber = freshControlNumber();
  const res = await request.post('/api/students', {
    headers,
    data: { id_career: careers.data[0]!.id_career, control_number: controlNumber, phone: '529981234567' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id_student: number }).id_student, controlNumber, email };
}

/** A pending class made by the admin with the given students enrolled (the first one leads it). */
async function classWith(request: APIRequestContext, students: { id: number }[], subjectIndex: number) {
  const headers = await adminHeaders(request);
  const subjects = (await (await request.get('/api/subjects', { params: { pageSize: 100 } })).json()) as {
    data: { id_subject: number; clave: string }[];
  };
  const subject = subjects.data[subjectIndex % subjects.data.length]!;
  const res = await request.post('/api/classes', {
    headers,
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      description: 'Clase de prueba de las descargas.',
      schedule: [{ dayId: 2, startTime: '08:00', endTime: '10:00' }],
      shift: 'matutino',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id_class } = (await res.json()) as { id_class: number };
  for (const s of students) {
    const enrol = await request.post('/api/classes/enrollStudent', {
      headers,
      data: { classId: id_class, student: { studentId: s.id } },
    });
    expect(enrol.status(), await enrol.text()).toBe(201);
  }
  return { id: id_class, clave: subject.clave };
}

/** Clicks a download button and returns the file the browser received. */
async function download(page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> {
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await pending;
  return { file, bytes: await readFile((await file.path())!) };
}

async function workbookControlNumbers(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Lista')!;
  const values: string[] = [];
  sheet.getColumn(2).eachCell((cell) => values.push(String(cell.value ?? '')));
  return values;
}

test('the admin downloads the roster workbook and the attendance PDF from a class roster', async ({
  adminPage: page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const a = await registeredStudent(page.request, `e2e-descarga-a-${id}@tec.example`);
  const b = await registeredStudent(page.request, `e2e-descarga-b-${id}@tec.example`);
  const cls = await classWith(page.request, [a, b], 5);

  await page.goto(`/admin/class-students/${cls.id}`);
  const downloads = page.getByRole('region', { name: 'Descargar lista' });
  await expect(downloads).toBeVisible();
  await expectNoAxeViolations(page);

  const xlsx = await download(page, 'Lista en Excel');
  expect(xlsx.file.suggestedFilename()).toBe(`lista-${cls.clave}-${new Date().getFullYear()}.xlsx`);
  const controlNumbers = await workbookControlNumbers(xlsx.bytes);
  expect(controlNumbers).toContain(a.controlNumber);
  expect(controlNumbers).toContain(b.controlNumber);

  const pdf = await download(page, 'Lista de asistencia (PDF)');
  expect(pdf.file.suggestedFilename()).toBe(`asistencia-${cls.clave}-${new Date().getFullYear()}.pdf`);
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
  const text = (await parser.getText()).text;
  await parser.destroy();
  expect(text).toContain('Lista de asistencia');
  expect(text).toContain(a.controlNumber);
  expect(text).toContain(b.controlNumber);
  await expect(downloads.getByRole('alert')).toHaveCount(0);
});

test('the group leader downloads the roster from the classmates page; a classmate sees no downloads', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const leader = await registeredStudent(page.request, `e2e-jefe-${id}@tec.example`);
  const mate = await registeredStudent(page.request, `e2e-companero-${id}@tec.example`);
  const cls = await classWith(page.request, [leader, mate], 9);

  await signInAsStudent(page, mate.email);
  await page.goto(`/my-courses/class/${cls.id}/students`);
  await expect(page.getByRole('heading', { name: `Compañeros de la Clase #${cls.id}` })).toBeVisible();
  await expect(page.getByText(leader.controlNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lista en Excel' })).toHaveCount(0);

  await signInAsStudent(page, leader.email);
  await page.goto(`/my-courses/class/${cls.id}/students`);
  await expect(page.getByRole('region', { name: 'Descargar lista' })).toBeVisible();
  await expectNoAxeViolations(page);
  const xlsx = await download(page, 'Lista en Excel');
  expect(xlsx.file.suggestedFilename()).toBe(`lista-${cls.clave}-${new Date().getFullYear()}.xlsx`);
  expect(await workbookControlNumbers(xlsx.bytes)).toEqual(
    expect.arrayContaining([leader.controlNumber, mate.controlNumber]),
  );
  const csv = await download(page, 'Lista en CSV');
  expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.bytes.toString('utf8')).toContain(`"${mate.controlNumber}"`);
});
