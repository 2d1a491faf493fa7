import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  approveBelowQuorum,
  classWith,
  freshControlNumber,
  pendingClass,
  registeredStudent,
  unique,
} from './fixtures/classes.ts';
import { newRoom } from './fixtures/catalogue.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { chooseOnlyOption } from './fixtures/picker.ts';

/**
 * A double tap (two taps of a thumb at 360 px, a double click at 1280 px) on the buttons that send something,
 * beyond the student's enrolment and withdrawal (double-tap.spec.ts): the registration, and the staff's
 * «Aprobar», «Asignar salón», «Inscribir Estudiante», «Guardar pago» and «Invitar». Each sends one request,
 * and the screen shows the first one's success with no red "already done" over it.
 */

test.beforeEach(narrowestPhone);

function countRequests(page: Page, matches: (url: string, method: string) => boolean) {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (matches(r.url(), r.method())) seen.push(`${r.method()} ${r.url()}`);
  });
  return seen;
}

/** Two taps on the same spot on the phone, a double click at a desk. */
async function doubleActivate(page: Page, button: Locator, info: TestInfo) {
  if (info.project.name !== 'mobile') return button.dblclick();
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await page.touchscreen.tap(x, y);
}

test('«Registrarme» tapped twice registers once and says so', async ({ page }, info) => {
  await signInAsStudent(page, `doble.registro.${unique()}@tec.example`);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Registro de estudiante' })).toBeVisible();
  await page.getByLabel('Carrera').selectOption({ label: 'Ingeniería en Sistemas Computacionales' });
  await page.getByLabel('Número de control').fill(freshControlNumber());
  await page.getByLabel('Teléfono').fill('9831234567');
  const sent = countRequests(page, (url, method) => method === 'POST' && url.endsWith('/api/students'));
  await doubleActivate(page, page.getByRole('button', { name: 'Registrarme' }), info);
  await expect(page.getByRole('dialog', { name: '¡Registro exitoso!' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
});

test('«Aprobar» in the review dialog tapped twice approves once, said in place', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const { id, subject } = await pendingClass(page.request, headers, info.project.name === 'mobile' ? 56 : 57);
  await page.goto('/admin/dashboard?section=aprobar');
  await page.getByLabel('Buscar por clave o nombre de la materia').fill(subject.clave);
  await page.getByRole('button', { name: `Revisar ${subject.name} (clase ${id})` }).click();
  const modal = page.getByRole('dialog', { name: subject.name });
  await modal.getByLabel('Comentario o razón').fill('Grupo pequeño autorizado, doble toque.');
  const sent = countRequests(page, (url, method) => method === 'POST' && url.includes(`/api/classes/${id}/status/`));
  await doubleActivate(page, modal.getByRole('button', { name: 'Aprobar', exact: true }), info);
  await expect(page.getByRole('status', { name: 'Clase Aprobada' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
  await expectNoAxeViolations(page);
});

test('«Asignar salón» tapped twice assigns once', async ({ adminPage: page, adminHeaders: headers }, info) => {
  const cls = await pendingClass(page.request, headers, info.project.name === 'mobile' ? 58 : 59);
  await approveBelowQuorum(page.request, headers, cls.id);
  const id = unique();
  const room = `Doble ${id}`;
  await newRoom(page.request, headers, room, `Edificio ${id}`);
  await page.goto('/admin/dashboard?section=salones');
  await page.getByLabel('Buscar por nombre de la materia').fill(cls.subject.name);
  await page.getByRole('button', { name: `Asignar salón de ${cls.subject.name} (clase ${cls.id})` }).click();
  const dialog = page.getByRole('dialog', { name: `Asignar salón: ${cls.subject.name}` });
  const picker = dialog.getByRole('combobox', { name: 'Salón' });
  await picker.fill(room);
  await chooseOnlyOption(picker, page.getByRole('option', { name: new RegExp(`^${room} \\(`) }));
  await expect(picker).toHaveValue(`${room} (Edificio ${id})`);
  const sent = countRequests(page, (url, method) => method === 'PUT' && url.endsWith(`/api/classes/${cls.id}/room`));
  await doubleActivate(page, dialog.getByRole('button', { name: 'Asignar salón' }), info);
  await expect(page.getByRole('dialog', { name: 'Salón asignado' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
});

test('«Inscribir Estudiante» on a roster tapped twice enrols once', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const student = await registeredStudent(page.request, `doble.lista.${unique()}@tec.example`);
  const cls = await pendingClass(page.request, headers, info.project.name === 'mobile' ? 60 : 61);
  await page.goto(`/admin/class-students/${cls.id}`);
  const search = page.getByRole('combobox', { name: 'Estudiante' });
  await search.fill(student.controlNumber);
  await chooseOnlyOption(search, page.getByRole('option', { name: new RegExp(student.controlNumber) }));
  const sent = countRequests(page, (url, method) => method === 'POST' && url.endsWith('/api/classes/enrollStudent'));
  await doubleActivate(page, page.getByRole('button', { name: 'Inscribir Estudiante' }), info);
  await expect(page.getByRole('dialog', { name: 'Estudiante Inscrito' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /error/i })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
});

test('«Guardar pago» tapped twice records the payment once', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const student = await registeredStudent(page.request, `doble.pago.${unique()}@tec.example`);
  const cls = await classWith(page.request, [student], info.project.name === 'mobile' ? 62 : 63, headers);
  await page.goto(`/admin/class-students/${cls.id}`);
  const row = page
    .getByRole('region', { name: /Estudiantes inscritos/ })
    .getByRole('listitem')
    .filter({ hasText: student.controlNumber });
  await row.getByRole('button', { name: /^Registrar pago de / }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar pago' });
  await dialog.getByLabel('Folio del recibo').fill(`DOBLE-${unique()}`.toUpperCase().slice(0, 30));
  const sent = countRequests(page, (url, method) => method === 'PATCH' && url.includes('/payment'));
  await doubleActivate(page, dialog.getByRole('button', { name: 'Guardar pago' }), info);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(sent).toHaveLength(1);
});

test('«Invitar» tapped twice sends one invitation, whose link stays valid', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const surname = `Doble${id}`;
  const applied = await page.request.post('/api/teachers/applications', {
    data: {
      name: 'Inés',
      paternalSurname: surname,
      maternalSurname: info.project.name,
      contactEmail: `ines.${id}@correo.example`,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-ines.pdf',
      reason: 'Prueba del doble toque.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await page.request.patch(`/api/teachers/applications/${applicationId}`, {
    headers,
    data: { accepted: true },
  });
  expect(accepted.status()).toBe(200);
  const name = `Inés ${surname} ${info.project.name}`;
  await page.goto('/admin/dashboard?section=profesores');
  const row = page.getByRole('list', { name: 'Solicitudes aceptadas' }).getByRole('listitem', { name });
  const sent = countRequests(
    page,
    (url, method) => method === 'POST' && url.endsWith(`/api/teachers/applications/${applicationId}/invitation`),
  );
  // A second invitation would kill the first one's link, the one on screen.
  await doubleActivate(page, row.getByRole('button', { name: `Invitar a ${name}` }), info);
  const shown = page.getByRole('status').filter({ hasText: `Invitación enviada a ${name}` });
  await expect(shown).toBeVisible();
  expect(sent).toHaveLength(1);
  const link = await shown.getByLabel('Enlace de la invitación').inputValue();
  const token = link.split('#').pop()!;
  const valid = await page.request.post('/api/staff/invitation/lookup', { data: { token } });
  expect(valid.status(), await valid.text()).toBe(200);
});

test('«Proponer clase» tapped twice proposes one class', async ({ page }, info) => {
  const id = unique();
  const me = await registeredStudent(page.request, `doble.propuesta.${id}@tec.example`);
  await signInAsStudent(page, me.email);
  await page.goto('/create-class');
  await page
    .getByRole('dialog', { name: 'Serás el jefe de grupo' })
    .getByRole('button', { name: 'Acepto ser jefe de grupo' })
    .click();
  const subject = page.getByRole('combobox', { name: 'Materia' });
  await subject.fill('taller de etica');
  await chooseOnlyOption(subject, page.getByRole('option', { name: /Taller de Ética · ACA0907/ }));
  await page.getByLabel('Motivo').fill('Necesitamos regularizar la materia, propuesta con doble toque.');
  await page.getByLabel('Hora de inicio').selectOption('08:00');
  await page.getByLabel('Hora de fin').selectOption('10:00');
  await page.getByRole('group', { name: 'Días de clase' }).getByText('Viernes', { exact: true }).click();
  await page.getByLabel('Enlace del grupo de WhatsApp').fill(`https://chat.whatsapp.com/Doble${id}`);
  const sent = countRequests(page, (url, method) => method === 'POST' && url.endsWith('/api/classes'));
  await doubleActivate(page, page.getByRole('button', { name: 'Proponer clase' }), info);
  await expect(page.getByRole('dialog', { name: '¡Clase creada exitosamente!' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /error/i })).toHaveCount(0);
  expect(sent).toHaveLength(1);
  const mine = (await (await page.request.get('/api/classes/student', { headers: me.headers })).json()) as unknown[];
  expect(mine).toHaveLength(1);
});

test('«Crear mi cuenta» from an invitation tapped twice creates the account once, with no «ya fue usada»', async ({
  page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const applied = await page.request.post('/api/teachers/applications', {
    data: {
      name: 'Olga',
      paternalSurname: `Doble${id}`,
      maternalSurname: info.project.name,
      contactEmail: `olga.${id}@correo.example`,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-olga.pdf',
      reason: 'Prueba del doble toque al crear la cuenta.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  expect(
    (
      await page.request.patch(`/api/teachers/applications/${applicationId}`, { headers, data: { accepted: true } })
    ).status(),
  ).toBe(200);
  const invited = await page.request.post(`/api/teachers/applications/${applicationId}/invitation`, { headers });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.goto(((await invited.json()) as { link: string }).link);
  await page.getByLabel(/^Contraseña/).fill('Verano2026-doble');
  await page.getByLabel(/^Confirma la contraseña/).fill('Verano2026-doble');
  const sent = countRequests(page, (url, method) => method === 'POST' && url.endsWith('/api/staff/invitation/accept'));
  await doubleActivate(page, page.getByRole('button', { name: 'Crear mi cuenta' }), info);
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta de docente está lista.' })).toBeVisible();
  expect(sent).toHaveLength(1);
});
