import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, ownSlot, pendingClass, unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { DIALOGS, focusIsIn, tabStaysInside } from './fixtures/walk.ts';
import { newTeacherAccount } from './fixtures/teachers.ts';

/**
 * The staff's dialogs and panels walked by keyboard alone when the server says no, at 360 and 1280 px:
 * «Asignar docente» refused for a clash that arose while it was open, «Revocar» refused for a link used
 * meanwhile, «Invitar» refused for an application no longer accepted. The refusal takes the focus, Tab stays
 * in the dialog, and Escape or «Cerrar» gives the focus back to the control that opened it (never to <body>).
 */

test.beforeEach(narrowestPhone);

/** Presses Tab until the focus is on `target` (at most `limit` presses). */
async function tabTo(page: Page, target: Locator, limit = 15) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const focusOnPage = (page: Page) => page.evaluate(() => document.activeElement !== document.body);

/** An application accepted by the admin, not yet invited; its id and the name the panel shows. */
async function acceptedApplication(request: APIRequestContext, headers: Record<string, string>, project: string) {
  const id = unique();
  const surname = `Foco${id}`;
  const applied = await request.post('/api/teachers/applications', {
    data: {
      name: 'Irene',
      paternalSurname: surname,
      maternalSurname: project,
      contactEmail: `irene.${id}@correo.example`,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-irene.pdf',
      reason: 'Prueba del foco en las invitaciones.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await request.patch(`/api/teachers/applications/${applicationId}`, {
    headers,
    data: { accepted: true },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return { applicationId, name: `Irene ${surname} ${project}` };
}

/** «Gestión de Profesores» with the applicant's row in sight; the row. */
async function invitationRow(page: Page, name: string) {
  await page.goto('/admin/dashboard?section=profesores');
  const row = page.getByRole('list', { name: 'Solicitudes aceptadas' }).getByRole('listitem', { name });
  await expect(row).toBeVisible();
  return row;
}

test('«Asignar docente» refused for a clash that arose while it was open: the refusal takes the focus, Tab stays inside', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const teacher = await newTeacherAccount(page.request, headers, `Choque${unique()}`, {
    name: 'Diana',
    paternal: 'Refutada',
  });
  const staff = (await (await page.request.get('/api/teachers', { headers })).json()) as {
    data: { id_user: number; email: string }[];
  };
  const staffId = staff.data.find((t) => t.email === teacher.email)!.id_user;
  const slot = ownSlot();
  const base = info.project.name === 'mobile' ? 52 : 54;
  const first = await pendingClass(page.request, headers, base, 'Clase de prueba del foco.', slot);
  const second = await pendingClass(page.request, headers, base + 1, 'Clase de prueba del foco.', slot);
  for (const cls of [first, second]) await approveBelowQuorum(page.request, headers, cls.id);

  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
  await page.getByLabel('Buscar por nombre de la materia').fill(second.subject.name);
  const opener = page.getByRole('button', { name: `Asignar docente de ${second.subject.name} (clase ${second.id})` });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Asignar docente: ${second.subject.name}` });
  await expect(dialog).toBeVisible();
  expect(await focusIsIn(dialog)).toBe(true);

  // Keyboard only: the picker, the teacher (free when the dialog read the hours), then «Asignar docente».
  const picker = dialog.getByRole('combobox', { name: 'Docente' });
  await tabTo(page, picker);
  await page.keyboard.type(teacher.email);
  await expect(page.getByRole('option', { name: new RegExp(`^${teacher.name}`) })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText(teacher.email);
  // Meanwhile another administrator gives that teacher the first class, at the same hour: only the server can
  // refuse now.
  const taken = await page.request.put(`/api/classes/${first.id}/teacher`, { headers, data: { staffId } });
  expect(taken.status(), await taken.text()).toBe(200);
  await tabTo(page, dialog.getByRole('button', { name: 'Asignar docente' }));
  await page.keyboard.press('Enter');

  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('se empalma');
  await expect(refusal).toBeFocused();
  // The dialog only: «Asignar Salones» behind it is judged with nothing over it by rooms.spec.ts (its «Clases» tab).
  await expectNoAxeViolations(page, { within: DIALOGS });
  await tabStaysInside(page, dialog);

  // Escape closes the picker's list first when the walk ended on the picker, then the dialog.
  await page.keyboard.press('Escape');
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('«Revocar» by keyboard: the focus stays in its dialog, Escape gives it back; refused for a link used meanwhile, the refusal takes it', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const { applicationId, name } = await acceptedApplication(page.request, headers, info.project.name);
  const invited = await page.request.post(`/api/teachers/applications/${applicationId}/invitation`, { headers });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = ((await invited.json()) as { link: string }).link.split('#').pop()!;
  const row = await invitationRow(page, name);
  const revoke = row.getByRole('button', { name: `Revocar invitación de ${name}` });
  const dialog = page.getByRole('dialog', { name: 'Revocar invitación' });

  await test.step('Escape gives the focus back to «Revocar»', async () => {
    await revoke.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(name);
    await expect(dialog.getByRole('button', { name: 'Volver' })).toBeFocused();
    await tabStaysInside(page, dialog, 4);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(revoke).toBeFocused();
  });

  await test.step('the teacher used the link meanwhile: the refusal is said in the dialog and takes the focus', async () => {
    const used = await page.request.post('/api/staff/invitation/accept', {
      data: { token, password: 'Verano2026-docente' },
    });
    expect(used.status(), await used.text()).toBe(201);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Revocar invitación' }));
    await page.keyboard.press('Enter');
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText('La invitación ya fue usada');
    await expect(refusal).toBeFocused();
    // The dialog only: the accepted applications behind it are judged, with this dialog open, by the row
    // «Revocar invitación» of dialog-walks.spec.ts (fixtures/dialogs.ts), on both projects.
    await expectNoAxeViolations(page, { within: DIALOGS });
    await tabStaysInside(page, dialog, 4);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The row now says the account exists and has no buttons left: the focus is on the page, not its body.
    await expect(row.getByText(/^Usada el /)).toBeVisible();
    await expect.poll(() => focusOnPage(page)).toBe(true);
  });
});

test('«Invitar» by keyboard: the link takes the focus, «Cerrar» gives it back to the row; a refusal takes the focus', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const { applicationId, name } = await acceptedApplication(page.request, headers, info.project.name);
  const row = await invitationRow(page, name);

  await test.step('invited: the link to copy has the focus; «Cerrar» returns it to «Reenviar»', async () => {
    await row.getByRole('button', { name: `Invitar a ${name}` }).focus();
    await page.keyboard.press('Enter');
    const sent = page.getByRole('status').filter({ hasText: `Invitación enviada a ${name}` });
    await expect(sent).toBeVisible();
    await expect(sent.getByLabel('Enlace de la invitación')).toBeFocused();
    await expectNoAxeViolations(page);
    await tabTo(page, sent.getByRole('button', { name: 'Cerrar' }));
    await page.keyboard.press('Enter');
    await expect(sent).toBeHidden();
    await expect(row.getByRole('button', { name: `Reenviar invitación a ${name}` })).toBeFocused();
  });

  await test.step('the application was turned down meanwhile: «Reenviar» is refused and the refusal has the focus', async () => {
    const declined = await page.request.patch(`/api/teachers/applications/${applicationId}`, {
      headers,
      data: { accepted: false },
    });
    expect(declined.status(), await declined.text()).toBe(200);
    await page.keyboard.press('Enter');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: 'Solo se puede invitar a quien tiene una solicitud aceptada.' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toBeFocused();
    await expectNoAxeViolations(page);
  });
});
