import { readFile } from 'node:fs/promises';
import { PDF_RECEIPT, PNG_RECEIPT } from '../apps/api/src/test/receipt-files.ts';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { mintStaffSession, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, classWith, registeredStudent, unique } from './fixtures/classes.ts';
import { receiptSent } from './fixtures/payments.ts';

const FINANCE = 'finanzas@tec.example';

/**
 * The money of a confirmed place, end to end: the student downloads the slip and uploads a receipt; Recursos
 * Financieros rejects it with a reason on «Pagos»; the student reads why and uploads another; finance validates
 * it and the student sees «Validado». At 375 px (cards) and 1280 px (the dense table).
 */

async function ownPage(browser: Browser, like: Page) {
  const context = await browser.newContext({
    viewport: like.viewportSize(),
    baseURL: process.env['E2E_BASE_URL'],
    locale: 'es-MX',
    isMobile: (like.viewportSize()?.width ?? 1280) < 768,
    hasTouch: (like.viewportSize()?.width ?? 1280) < 768,
  });
  return context.newPage();
}

/** Finance opens the student's payment in review from «Pagos» (searched by control number). */
async function openInReview(finance: Page, controlNumber: string) {
  await finance.goto('/staff/payments');
  await expect(finance.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  await finance.getByLabel('Buscar').fill(controlNumber);
  await finance.getByLabel('Estado').selectOption('en_revision');
  // The search applies after a short pause: the list holds the student's payment alone.
  await expect(finance.getByText('1 pago', { exact: true })).toBeVisible();
  const open = finance.getByRole('button', { name: /^Revisar: pago de / });
  await expect(open).toHaveCount(1);
  await open.click();
  const dialog = finance.getByRole('dialog');
  await expect(dialog.getByText(controlNumber)).toBeVisible();
  return dialog;
}

test('slip, receipt, rejection with a reason, a new receipt, validation', async ({ page, browser, adminHeaders }) => {
  const id = unique();
  const student = await registeredStudent(page.request, `e2e-finanzas-${id}@tec.example`);
  const cls = await classWith(page.request, [student], 14, adminHeaders);
  await approveBelowQuorum(page.request, adminHeaders, cls.id);

  // The student: the slip, then the first receipt.
  await signInAsStudent(page, student.email);
  await page.goto('/my-courses');
  const payments = page.getByRole('region', { name: /^Pagos/ });
  const card = payments.getByRole('article').first();
  await expect(card.getByText('Pendiente')).toBeVisible();
  const slip = page.waitForEvent('download');
  await card.getByRole('button', { name: /^Descargar ficha de pago de / }).click();
  const slipFile = await slip;
  expect(slipFile.suggestedFilename()).toMatch(/^ficha-de-pago-\d{12}\.pdf$/);
  expect((await readFile((await slipFile.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
  await card
    .getByLabel(/^Archivo del comprobante de /)
    .setInputFiles({ name: 'recibo.pdf', mimeType: 'application/pdf', buffer: PDF_RECEIPT });
  await expect(card.getByText('Comprobante recibido: Recursos Financieros lo revisará.')).toBeVisible();
  await expect(card.getByText('En revisión')).toBeVisible();

  // Finance rejects it with a reason.
  const finance = await ownPage(browser, page);
  await signInAsStaff(finance, FINANCE);
  let dialog = await openInReview(finance, student.controlNumber);
  await expectNoAxeViolations(finance);
  await dialog.getByRole('button', { name: 'Rechazar' }).click();
  await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(dialog.getByText('Escribe el motivo del rechazo (máximo 300 caracteres).')).toBeVisible();
  await dialog.getByLabel('Motivo del rechazo').fill('El importe no coincide con la ficha.');
  await dialog.getByRole('button', { name: 'Confirmar rechazo' }).click();
  await expect(dialog).toBeHidden();
  await expect(finance.getByRole('button', { name: /^Revisar: pago de / })).toHaveCount(0);
  await expectNoAxeViolations(finance);

  // The student reads why and sends another.
  await page.reload();
  await expect(card.getByText('Rechazado', { exact: true })).toBeVisible();
  await expect(card.getByText('El importe no coincide con la ficha.')).toBeVisible();
  await expectNoAxeViolations(page);
  await card
    .getByLabel(/^Archivo del comprobante de /)
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG_RECEIPT });
  await expect(card.getByText('En revisión')).toBeVisible();

  // Finance sees the picture beside the data and validates it.
  dialog = await openInReview(finance, student.controlNumber);
  await expect(dialog.getByRole('img', { name: /^Comprobante de / })).toBeVisible();
  await dialog.getByRole('button', { name: 'Validar' }).click();
  await expect(dialog).toBeHidden();
  await finance.getByLabel('Estado').selectOption('validado');
  await expect(
    finance
      .getByTestId(/^finance-row-/)
      .first()
      .getByText('Validado'),
  ).toBeVisible();

  await page.reload();
  await expect(card.getByText('Validado', { exact: true })).toBeVisible();
  await expect(card.getByText('Tu pago está validado.')).toBeVisible();
  await finance.context().close();
});

test('finance lands on «Pagos» after signing in, with the summer’s totals', async ({ page }) => {
  await signInAsStaff(page, FINANCE);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/staff\/payments$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Dinero del verano \d{4}/ })).toBeVisible();
  await expect(page.getByTestId('ledger-expected')).not.toHaveText('—');
  await expectNoAxeViolations(page);
});

test('a failed group: the student asks for the refund in Mis Cursos, finance pays it', async ({
  page,
  browser,
  adminHeaders,
}) => {
  const id = unique();
  const student = await registeredStudent(page.request, `e2e-reembolso-${id}@tec.example`);
  const cls = await classWith(page.request, [student], 14, adminHeaders);
  await approveBelowQuorum(page.request, adminHeaders, cls.id);
  // Paid and validated through the API (the walk above does it on screen), then the class is cancelled.
  const paymentId = await receiptSent(page.request, student, cls.id);
  const finance = await mintStaffSession(page.request, FINANCE);
  const financeHeaders = { authorization: `Bearer ${finance.token}` };
  expect((await page.request.post(`/api/payments/${paymentId}/validate`, { headers: financeHeaders })).status()).toBe(
    200,
  );
  const cancel = await page.request.post(`/api/classes/${cls.id}/status/cancelled`, {
    headers: adminHeaders,
    data: { reason: 'No se consiguió docente.' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);

  await signInAsStudent(page, student.email);
  await page.goto('/my-courses');
  const card = page
    .getByRole('region', { name: /^Pagos/ })
    .getByRole('article')
    .first();
  await expect(card.getByText('Saldo a favor', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('button', { name: /^Pedir el reembolso del pago de / }).click();
  await expect(card.getByText('Reembolso solicitado', { exact: true })).toBeVisible();

  const financePage = await ownPage(browser, page);
  await signInAsStaff(financePage, FINANCE);
  await financePage.goto('/staff/payments');
  await financePage.getByLabel('Buscar').fill(student.controlNumber);
  await expect(financePage.getByText('1 pago', { exact: true })).toBeVisible();
  await financePage.getByRole('button', { name: /^Pagar reembolso: pago de / }).click();
  const dialog = financePage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Marcar reembolso pagado' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    financePage
      .getByTestId(/^finance-row-/)
      .first()
      .getByText('Reembolsado'),
  ).toBeVisible();

  await page.reload();
  await expect(card.getByText('Reembolsado', { exact: true })).toBeVisible();
  await financePage.context().close();
});

test('the group leader records a classmate’s cash; finance sees the folio and validates it', async ({
  page,
  browser,
  adminHeaders,
}) => {
  const id = unique();
  const leader = await registeredStudent(page.request, `e2e-jefe-efectivo-${id}@tec.example`);
  const mate = await registeredStudent(page.request, `e2e-efectivo-${id}@tec.example`);
  const cls = await classWith(page.request, [leader, mate], 14, adminHeaders);
  await approveBelowQuorum(page.request, adminHeaders, cls.id);
  const folio = `EF-${id}`.toUpperCase().slice(0, 20);

  await signInAsStudent(page, leader.email);
  await page.goto(`/my-courses/class/${cls.id}/students`);
  const card = page.getByRole('article').filter({ hasText: mate.controlNumber });
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: /^Registrar pago en efectivo de / }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Folio del recibo').fill('con espacios');
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog.getByText(/^Escribe el folio del recibo que entregaste/)).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Folio del recibo').fill(folio);
  await dialog.getByRole('button', { name: 'Registrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('En revisión', { exact: true })).toBeVisible();
  await expect(card.getByText(`Efectivo, recibo ${folio}`)).toBeVisible();

  const finance = await ownPage(browser, page);
  await signInAsStaff(finance, FINANCE);
  const review = await openInReview(finance, mate.controlNumber);
  await expect(review.getByText(folio)).toBeVisible();
  await review.getByRole('button', { name: 'Validar' }).click();
  await expect(review).toBeHidden();

  await page.reload();
  await expect(card.getByText('Validado', { exact: true })).toBeVisible();
  await finance.context().close();
});
