import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classWith, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * Payments: the admin records a student's payment on the class roster and sees
 * "Pagado 1 de 3"; the group leader sees who has paid, read only; the period workbook counts it. The
 * payment is recorded in the browser by the first test, through the API for the other.
 */

/** A class of three new students (the first leads it); `folio`, a receipt's folio of this run's own. */
async function classOfThree(request: APIRequestContext, admin: Record<string, string>) {
  const id = unique();
  const leader = await registeredStudent(request, `e2e-pago-jefe-${id}@tec.example`);
  const payer = await registeredStudent(request, `e2e-pago-a-${id}@tec.example`);
  const other = await registeredStudent(request, `e2e-pago-b-${id}@tec.example`);
  const cls = await classWith(request, [leader, payer, other], 13, admin);
  return { leader, payer, other, cls, folio: `E2E-${id}`.toUpperCase().slice(0, 30) };
}

test('the admin marks a payment on a roster: "Pagado 1 de 3"', async ({ page, adminHeaders }) => {
  const { payer, cls, folio } = await classOfThree(page.request, adminHeaders);

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
});

test("the period workbook counts a payment; the leader sees the class's payments read-only", async ({
  page,
  browser,
  adminHeaders,
}) => {
  const { leader, payer, other, cls, folio } = await classOfThree(page.request, adminHeaders);
  const paid = await page.request.patch(`/api/classes/${cls.id}/students/${payer.id}/payment`, {
    headers: adminHeaders,
    data: {
      status: 'pagado',
      folio,
      paidOn: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Cancun' }),
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  await signInAsStaff(page);

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
  let paidCount: unknown = null;
  sheet.eachRow((r) => {
    if (r.getCell(1).value === cls.id) paidCount = r.getCell(headers.indexOf('Pagados')).value;
  });
  expect(paidCount).toBe(1);

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
