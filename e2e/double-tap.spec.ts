import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, classWith, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * People tap twice: a double tap (or a double click) on a button that sends a request sends one request,
 * and the answer is the first one's success — never a red "already done" over it. An "already done"
 * answer that does come (the place was taken from another tab) is shown as the success it is.
 */

/** Counts the requests the page sends that match. */
function countRequests(page: Page, matches: (url: string, method: string) => boolean) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (matches(r.url(), r.method())) seen.push(r.url());
  });
  return seen;
}

const isEnrol = (url: string, method: string) => method === 'POST' && url.endsWith('/api/classes/enrollStudent');

/** A fresh student signed in, on /classes narrowed to a fresh pending class, its dialog open. */
async function openEnrolDialog(page: Page) {
  const request = page.request;
  const me = await registeredStudent(request, `doble.${unique()}@tec.example`);
  const admin = await adminHeaders(request);
  const { id, subject } = await pendingClass(request, admin, Math.floor(Math.random() * 40), 'Clase de doble toque.');
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
  const open = page.getByRole('button', { name: `Inscribirme en ${subject.name} (clase ${id})` });
  await open.click();
  const dialog = page.getByRole('dialog', { name: subject.name });
  await expect(dialog.getByText('¿Confirmas tu inscripción en esta clase?')).toBeVisible();
  return { me, id, subject, dialog, open };
}

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

test('a double tap on «Confirmar inscripción» sends one request and shows the success', async ({ page }, info) => {
  const { dialog, subject } = await openEnrolDialog(page);
  const sent = countRequests(page, isEnrol);
  const confirm = dialog.getByRole('button', { name: 'Confirmar inscripción' });
  if (info.project.name === 'mobile') {
    // Two taps on the same spot, as a thumb does.
    const box = (await confirm.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.touchscreen.tap(x, y);
    await page.touchscreen.tap(x, y);
  } else await confirm.dblclick();

  const success = page.getByRole('dialog', { name: '¡Inscripción exitosa!' });
  await expect(success).toContainText(`Te inscribiste en ${subject.name}`);
  // (the card's own tooltip now says «Ya estás inscrito», as it should; no error says it)
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Error en la inscripción' })).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('Enter pressed twice on «Confirmar inscripción» sends one request', async ({ page }) => {
  const { dialog } = await openEnrolDialog(page);
  const sent = countRequests(page, isEnrol);
  await dialog.getByRole('button', { name: 'Confirmar inscripción' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '¡Inscripción exitosa!' })).toBeVisible();
  expect(sent).toHaveLength(1);
});

test('a place already taken from another tab is shown as the success it is', async ({ page }) => {
  const { dialog, subject, me, id } = await openEnrolDialog(page);
  // The student enrols in another tab while this dialog is open.
  const other = await page.request.post('/api/classes/enrollStudent', {
    headers: me.headers,
    data: { classId: id, student: { studentId: me.id } },
  });
  expect(other.status(), await other.text()).toBe(201);
  await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
  const success = page.getByRole('dialog', { name: '¡Inscripción exitosa!' });
  await expect(success).toContainText(`Ya estás inscrito en ${subject.name}`);
  await expect(page.getByRole('dialog', { name: 'Error en la inscripción' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a double click on «Enviar Solicitud» sends one application and shows the success box', async ({
  page,
  request,
}) => {
  const classes = await request.get('/api/classes?page=1&pageSize=1&status=pendiente,aprobado');
  const cls = ((await classes.json()) as { data: { id_class: number }[] }).data[0]!;
  const token = unique();
  await page.goto(`/solicitud-impartir-clase/${cls.id_class}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud para impartir clase' })).toBeVisible();
  await page.getByLabel('Nombre(s)').fill('Doble');
  await page.getByLabel('Apellido paterno').fill('Clic');
  await page.getByLabel('Correo electrónico de contacto').fill(`doble.${token}@correo.example`);
  await page.getByLabel('Teléfono (10 dígitos)').fill('9831234567');
  await page.getByLabel('CV').fill(`https://drive.google.com/file/d/1Dbl${token}XyZ0123456789/view`);
  const sent = countRequests(page, (url, method) => method === 'POST' && url.endsWith('/api/teachers/applications'));
  await page.getByRole('button', { name: 'Enviar Solicitud' }).dblclick();

  await expect(page.getByRole('status').filter({ hasText: '¡Solicitud enviada correctamente!' })).toBeVisible();
  await expect(page.getByText('Ya recibimos tu solicitud')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar Solicitud' })).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('a double click on «Confirmar baja» sends one request and shows the success', async ({ page }) => {
  const me = await registeredStudent(page.request, `baja.${unique()}@tec.example`);
  const cls = await classWith(page.request, [me], Math.floor(Math.random() * 40));
  await signInAsStudent(page, me.email);
  await page.goto('/my-courses');
  await page.getByRole('button', { name: new RegExp(`^Darme de baja de .* \\(clase ${cls.id}\\)$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'Darme de baja' });
  await expect(dialog).toBeVisible();
  const sent = countRequests(
    page,
    (url, method) => method === 'DELETE' && url.endsWith(`/api/classes/${cls.id}/enrollment`),
  );
  await dialog.getByRole('button', { name: 'Confirmar baja' }).dblclick();
  await expect(page.getByRole('dialog', { name: 'Baja registrada' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await expectNoAxeViolations(page);
});
