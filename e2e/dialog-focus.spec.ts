import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { approveBelowQuorum, classWith, ownSlot, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { newRoom } from './fixtures/catalogue.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { DIALOGS, focusIsIn, tabStaysInside } from './fixtures/walk.ts';

/**
 * Focus is never lost around a dialog, walked by keyboard only: a refusal from the server inside it keeps
 * Tab inside it (the refusal takes the focus), and Escape or «Cancelar» gives the focus back to the control
 * that opened it, without moving the page.
 */

/** Presses Tab until the focus is on `target` (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

test('«Asignar salón» refused: the refusal takes the focus, Tab stays inside, Escape returns to the opener', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const slot = ownSlot();
  const base = info.project.name === 'mobile' ? 11 : 5;
  const first = await pendingClass(page.request, headers, base, 'Clase de prueba del foco.', slot);
  const second = await pendingClass(page.request, headers, base + 1, 'Clase de prueba del foco.', slot);
  for (const cls of [first, second]) await approveBelowQuorum(page.request, headers, cls.id);
  const roomId = await newRoom(page.request, headers, `Foco ${id}`, `Edificio ${id}`);

  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
  await page.getByLabel('Buscar por nombre de la materia').fill(second.subject.name);
  const opener = page.getByRole('button', { name: `Asignar salón de ${second.subject.name} (clase ${second.id})` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Asignar salón: ${second.subject.name}` });
  await expect(dialog).toBeVisible();

  // Keyboard only: the picker, the room, then «Asignar salón».
  const picker = dialog.getByRole('combobox', { name: 'Salón' });
  await picker.focus();
  await page.keyboard.type(`Foco ${id}`);
  await expect(page.getByRole('option', { name: new RegExp(`^Foco ${id} \\(`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(`Foco ${id} (Edificio ${id})`);
  // Meanwhile another administrator gives that room to the first class, at the same hour: the picker said it was
  // free when it was read, and only the server can refuse now.
  const taken = await page.request.put(`/api/classes/${first.id}/room`, { headers, data: { roomId } });
  expect(taken.status(), await taken.text()).toBe(200);
  const assign = dialog.getByRole('button', { name: 'Asignar salón' });
  await assign.focus();
  await page.keyboard.press('Enter');

  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('está ocupado por');
  await expect(refusal).toBeFocused();
  // The dialog only: «Asignar Salones» behind it is judged with nothing over it by rooms.spec.ts (its «Clases» tab).
  await expectNoAxeViolations(page, { within: DIALOGS });
  await tabStaysInside(page, dialog);

  const before = await scrollY(page);
  // Escape closes the picker's list first when the walk ended on the picker, then the dialog.
  await page.keyboard.press('Escape');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await scrollY(page)).toBe(before);
});

test('the class dialog: Escape and «Cancelar» give the focus back to the card’s button, the page stays put', async ({
  page,
  adminHeaders: headers,
}) => {
  const me = await registeredStudent(page.request, `foco.${unique()}@tec.example`);
  const { id, subject } = await pendingClass(page.request, headers, Math.floor(Math.random() * 40), 'Foco.');
  await signInAsStudent(page, me.email);
  await page.goto('/classes');
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === subject.clave,
  );
  await page.getByLabel('Clave de la materia').fill(subject.clave.toLowerCase());
  await narrowed;
  const opener = page.getByRole('button', { name: `Inscribirme en ${subject.name} (clase ${id})` });
  await opener.scrollIntoViewIfNeeded();
  const dialog = page.getByRole('dialog', { name: subject.name });

  for (const close of ['Escape', 'Cancelar'] as const) {
    await opener.focus();
    const before = await scrollY(page);
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('¿Confirmas tu inscripción en esta clase?')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await page.keyboard.press('Enter'); // on «Cancelar», focused first
    await expect(dialog).toBeHidden();
    await expect(opener, close).toBeFocused();
    expect(await scrollY(page), close).toBe(before);
  }
  await expectNoAxeViolations(page);
});

test('«Darme de baja»: Escape gives the focus back to its button', async ({ page }) => {
  const me = await registeredStudent(page.request, `foco.baja.${unique()}@tec.example`);
  const cls = await classWith(page.request, [me], Math.floor(Math.random() * 40));
  await signInAsStudent(page, me.email);
  await page.goto('/my-courses');
  const opener = page.getByRole('button', { name: new RegExp(`^Darme de baja de .* \\(clase ${cls.id}\\)$`) });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Darme de baja' });
  await expect(dialog).toBeVisible();
  expect(await focusIsIn(dialog)).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the bell: «Marcar como leída» keeps the focus in the list, Escape gives it back to the bell', async ({
  page,
}) => {
  const me = await registeredStudent(page.request, `foco.campana.${unique()}@tec.example`);
  await classWith(page.request, [me], Math.floor(Math.random() * 40)); // enrolled and leader: two notifications
  await signInAsStudent(page, me.email);
  await page.goto('/profile');
  const bell = page.getByRole('button', { name: /^Notificaciones: [1-9]\d* sin leer$/ });
  await expect(bell).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const first = panel.getByRole('button', { name: /^Marcar como leída: / }).first();
  await expect(first).toBeVisible();
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: /^Marcar como leída: / })).toHaveCount(1);
  await expect.poll(() => focusIsIn(panel)).toBe(true);
  await tabStaysInside(page, panel, 3);
  // The panel only: the student's profile behind it is judged by auth-accessibility.spec.ts (the student area).
  await expectNoAxeViolations(page, { within: DIALOGS });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: /^Notificaciones: \d+ sin leer$/ })).toBeFocused();
});

test('«Registrar pago» refused for a folio already used: the refusal takes the focus, Tab stays inside', async ({
  adminPage: page,
  adminHeaders: headers,
}) => {
  const id = unique();
  const [first, second] = [
    await registeredStudent(page.request, `foco.pago.a.${id}@tec.example`),
    await registeredStudent(page.request, `foco.pago.b.${id}@tec.example`),
  ];
  const cls = await classWith(page.request, [first, second], Math.floor(Math.random() * 40), headers);
  const folio = `FOCO-${id}`.toUpperCase().slice(0, 30);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Cancun' });
  const paid = await page.request.patch(`/api/classes/${cls.id}/students/${first.id}/payment`, {
    headers,
    data: { status: 'pagado', folio, paidOn: today },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await page.goto(`/admin/class-students/${cls.id}`);
  const row = page
    .getByRole('region', { name: /Estudiantes inscritos/ })
    .getByRole('listitem')
    .filter({
      hasText: second.controlNumber,
    });
  const opener = row.getByRole('button', { name: /^Registrar pago de / });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel('Folio del recibo');
  await tabTo(page, field);
  await page.keyboard.type(folio);
  await tabTo(page, dialog.getByRole('button', { name: 'Guardar pago' }));
  await page.keyboard.press('Enter');
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Ese folio ya está registrado');
  await expect(refusal).toBeFocused();
  // The dialog only: a pending class's roster behind it is judged by admin-roster.spec.ts.
  await expectNoAxeViolations(page, { within: DIALOGS });
  await tabStaysInside(page, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the profile: «Editar» moves the focus into the form, «Cancelar» gives it back to «Editar»', async ({ page }) => {
  const me = await registeredStudent(page.request, `foco.perfil.${unique()}@tec.example`);
  await signInAsStudent(page, me.email);
  await page.goto('/profile');
  const edit = page.getByRole('button', { name: 'Editar' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const cancel = page.getByRole('button', { name: 'Cancelar' });
  await expect(cancel).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.matches('input, select, textarea'))).toBe(true);
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(edit).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the leader dialog: declining keeps the focus on the way back, accepting moves it into the form', async ({
  page,
}) => {
  const me = await registeredStudent(page.request, `foco.jefe.${unique()}@tec.example`);
  await signInAsStudent(page, me.email);
  await page.goto('/create-class');
  const dialog = page.getByRole('dialog', { name: 'Serás el jefe de grupo' });
  await expect(dialog).toBeVisible();
  expect(await focusIsIn(dialog)).toBe(true);
  await tabStaysInside(page, dialog, 4);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Declined: the page says why and how to go on, and the focus is on that way back, not on the page's body.
  const again = page.getByRole('button', { name: 'Ver responsabilidades' });
  await expect(again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Acepto ser jefe de grupo' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // Accepted: the form to fill takes the focus, and Tab goes on into its fields.
  await expect(page.getByRole('region', { name: 'Tu propuesta de clase' })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.matches('input, select, textarea'))).toBe(true);
  await page.keyboard.press('Escape');
  await expectNoAxeViolations(page);
});
