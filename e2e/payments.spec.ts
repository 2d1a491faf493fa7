import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classWith, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * Payments: the admin records a student's payment on the class roster and sees
 * "Pagado 1 de 3"; the group leader sees who has paid, read only; the period workbook counts it.
 */
test('the admin marks a payment on a roster; the leader sees it read-only', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const id = unique();
  const leader = await registeredStudent(page.request, `e2e-pago-jefe-${id}@tec.example`);
  const payer = await registeredStudent(page.request, `e2e-pago-a-${id}@tec.example`);
  const other = await registeredStudent(page.request, `e2e-pago-b-${id}@tec.example`);
  const cls = await classWith(page.request, [leader, payer, other], 13);
  const folio = `E2E-${id}`.toUpperCase().slice(0, 30);

  await signInAsStaff(page);
  await page.goto(`/admin/class-students/${cls.id}`);
  const list = page.getByRole('region', { name: /Estudiantes inscritos/ });
  await expect(list.getByText('Pagado 0 de 3')).toBeVisible();
  await expectNoAxeViolations(page);

  const row = list.getByRole('listitem').filter({ hasText: payer.controlNumber });
  await expect(row.getByText('Pendiente')).toBeVisible();
  await row.getByRole('button', { name: /^Registrar pago de / }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
  await expect(dialog).toBeVisible();
  // Without a folio the form says what is missing and sends nothing.
  await dialog.getByRole('button', { name: 'Guardar pago' }).click();
  await expect(dialog.getByText('Escribe el folio del recibo para marcar el pago como pagado.')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Folio del recibo').fill(folio);
  await dialog.getByRole('button', { name: 'Guardar pago' }).click();
  const done = page.getByRole('dialog', { name: 'Pago registrado' });
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'Entendido' }).click();
  await expect(list.getByText('Pagado 1 de 3')).toBeVisible();
  await expect(row.getByText('Pagado', { exact: true })).toBeVisible();

  // The registrar's workbook of the period counts it.
  await page.goto('/admin/dashboard');
  const pending = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar libro del periodo (Excel)' }).click();
  const file = await pending;
  expect(file.suggestedFilename()).toBe(`clases-${new Date().getFullYear()}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await file.path())!)) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Clases')!;
  const headers = (sheet.getRow(1).values as unknown[]).map(String);
  let paid: unknown = null;
  sheet.eachRow((r) => {
    if (r.getCell(1).value === cls.id) paid = r.getCell(headers.indexOf('Pagados')).value;
  });
  expect(paid).toBe(1);

  // The leader, in a browser of their own (the admin's session stays in the first one).
  const leaderPage = await (
    await browser.newContext({
      viewport: page.viewportSize(),
      baseURL: process.env['E2E_BASE_URL'],
      locale: 'es-MX',
    })
  ).newPage();
  await signInAsStudent(leaderPage, leader.email);
  await leaderPage.goto(`/my-courses/class/${cls.id}/students`);
  await expect(leaderPage.getByText('Pagado 1 de 3')).toBeVisible();
  const card = leaderPage.getByRole('article').filter({ hasText: payer.controlNumber });
  await expect(card.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(
    leaderPage.getByRole('article').filter({ hasText: other.controlNumber }).getByText('Pendiente'),
  ).toBeVisible();
  await expect(leaderPage.getByRole('button', { name: /^Registrar pago de / })).toHaveCount(0);
  await expectNoAxeViolations(leaderPage);
  await leaderPage.context().close();
});
