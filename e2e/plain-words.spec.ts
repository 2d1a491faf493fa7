import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, classWith, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * Words that say what is so, at 360 and 1280 px: a cancelled class shows no seats share («LLENO · 0%»,
 * «100% disponible»); «Ver detalles» shows the class and does not ask to enrol; a notification is a link to
 * its class; the overview's card counts approved classes and says so; a roster's payment badge is not a class
 * status.
 */

test.beforeEach(narrowestPhone);

/** /classes narrowed to one subject's key. */
async function classesFor(page: Page, clave: string) {
  await page.goto('/classes');
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === clave,
  );
  await page.getByLabel('Clave de la materia').fill(clave.toLowerCase());
  await narrowed;
}

test('a cancelled class in «Mis Cursos» shows no share of seats; its notification is a link to it', async ({
  page,
  adminHeaders: headers,
}, info) => {
  const me = await registeredStudent(page.request, `palabras.${unique()}@tec.example`);
  const cls = await classWith(page.request, [me], info.project.name === 'mobile' ? 64 : 65, headers);
  const cancel = await page.request.post(`/api/classes/${cls.id}/status/cancelled`, {
    headers,
    data: { reason: 'No se consiguió docente.' },
  });
  expect(cancel.status(), await cancel.text()).toBe(200);
  await signInAsStudent(page, me.email);
  await page.goto('/my-courses');
  const card = page.locator(`#class-card-${cls.id}`).locator('xpath=ancestor::article[1]');
  await expect(card).toContainText('Cancelada');
  await expect(card).not.toContainText('% disponible');
  await expect(card).not.toContainText(/LLENO|DISPONIBLE/);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Notificaciones: [1-9]\d* sin leer$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const links = panel.locator(`a[href="/my-courses#class-card-${cls.id}"]`);
  await expect(links.first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('«Ver detalles» shows the class without asking to enrol; Escape gives the focus back', async ({
  page,
  adminHeaders: headers,
}, info) => {
  const me = await registeredStudent(page.request, `detalles.${unique()}@tec.example`);
  const { id, subject } = await pendingClass(page.request, headers, info.project.name === 'mobile' ? 66 : 67);
  await signInAsStudent(page, me.email);
  await classesFor(page, subject.clave);
  const details = page.getByRole('button', { name: `Ver detalles de ${subject.name} (clase ${id})` });
  await details.click();
  const dialog = page.getByRole('dialog', { name: subject.name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('¿Confirmas tu inscripción en esta clase?')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Confirmar inscripción' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
});

test('the overview counts «Clases aprobadas»; a roster’s unpaid badge says «Pendiente» of a payment', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  await page.goto('/admin/dashboard?section=resumen');
  await expect(page.getByText('Clases aprobadas', { exact: true })).toBeVisible();
  await expect(page.getByText('Clases activas', { exact: true })).toHaveCount(0);

  const student = await registeredStudent(page.request, `palabras.pago.${unique()}@tec.example`);
  const cls = await classWith(page.request, [student], info.project.name === 'mobile' ? 68 : 69, headers);
  await approveBelowQuorum(page.request, headers, cls.id);
  await page.goto(`/admin/class-students/${cls.id}`);
  const row = page
    .getByRole('region', { name: /Estudiantes inscritos/ })
    .getByRole('listitem')
    .filter({ hasText: student.controlNumber });
  // The badge names what is pending (a payment), so it does not read as the class's own status.
  await expect(row.getByTitle('Pago pendiente')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('with the server unreachable, a registered student is not told to complete the registration', async ({ page }) => {
  const me = await registeredStudent(page.request, `sin.red.${unique()}@tec.example`);
  await signInAsStudent(page, me.email);
  // The student record cannot be fetched: the network fails, the record is not missing.
  await page.route(/\/api\/students\?userId=/, (route) => route.abort('internetdisconnected'));
  await page.goto('/classes');
  await expect(page.getByRole('heading', { level: 1, name: 'Clases Disponibles' })).toBeVisible();
  await expect(page.getByText('Completa tu registro')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
