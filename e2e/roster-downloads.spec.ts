import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classWith, download, registeredStudent, unique } from './fixtures/classes.ts';
import { expect, test } from './fixtures/signed-in.ts';

/**
 * Roster downloads: the admin takes the workbook and the attendance PDF from a
 * class roster; the group leader takes the roster from the classmates page. Fresh data per run.
 */

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
  adminHeaders,
}, info) => {
  // The admin's files are the same at any width; the roster at 375 px is walked by admin-roster.
  test.skip(info.project.name === 'mobile', 'the same files at any width');
  const id = unique();
  const a = await registeredStudent(page.request, `e2e-descarga-a-${id}@tec.example`);
  const b = await registeredStudent(page.request, `e2e-descarga-b-${id}@tec.example`);
  const cls = await classWith(page.request, [a, b], 5, adminHeaders);

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
  adminHeaders,
}) => {
  const id = unique();
  const leader = await registeredStudent(page.request, `e2e-jefe-${id}@tec.example`);
  const mate = await registeredStudent(page.request, `e2e-companero-${id}@tec.example`);
  const cls = await classWith(page.request, [leader, mate], 9, adminHeaders);

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
  // Who paid, but no receipts: the leader's files have no folio or payment-date columns.
  const csvHeader = csv.bytes.subarray(3).toString('utf8').split('\r\n')[0]!;
  expect(csvHeader).toContain('"Pago"');
  expect(csvHeader).not.toContain('Folio');
  expect(csvHeader).not.toContain('Fecha de pago');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx.bytes as unknown as ArrayBuffer);
  const headerCells = (book.getWorksheet('Lista')!.getRows(1, 40) ?? [])
    .map((row) => (row.values as unknown[]).map(String))
    .find((cells) => cells.includes('No.'))!;
  expect(headerCells).toContain('Pago');
  expect(headerCells).not.toContain('Folio');
  expect(headerCells).not.toContain('Fecha de pago');
});
