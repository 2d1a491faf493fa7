import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closePopup as closeDialog } from './fixtures/popup.ts';
import { approveBelowQuorum, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { chooseOnlyOption } from './fixtures/picker.ts';

/**
 * The admin's per-class roster, at 1280 and 375 px. Every run creates its own
 * students and classes through the API, so parallel specs and the two projects never share data.
 */

const LOCKED_APPROVED =
  'La inscripción y eliminación de estudiantes no está permitida para clases en estado "aprobado".';

const popup = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

const closePopup = (page: Page, title: string) => closeDialog(popup(page, title));

/** A new registered student; the dev issuer names them after the address ("e2e-roster-a-x1y2" → "E2e Roster A X1y2"). */
async function rosterStudent(request: APIRequestContext, letter: string, id: string) {
  const { id: studentId, controlNumber } = await registeredStudent(request, `e2e-roster-${letter}-${id}@tec.example`);
  const tag = id.charAt(0).toUpperCase() + id.slice(1);
  return { id: studentId, controlNumber, name: `E2e Roster ${letter.toUpperCase()} ${tag}` };
}

async function adminEnrols(
  request: APIRequestContext,
  headers: Record<string, string>,
  classId: number,
  studentId: number,
) {
  const res = await request.post('/api/classes/enrollStudent', { headers, data: { classId, student: { studentId } } });
  expect(res.status(), await res.text()).toBe(201);
}

test('the admin manages a class roster: reload, enrol by control number, confirmed removal', async ({
  adminPage: page,
  adminHeaders: headers,
}) => {
  const id = unique();
  const [first, second] = [await rosterStudent(page.request, 'a', id), await rosterStudent(page.request, 'b', id)];
  const open = await pendingClass(page.request, headers, 3, 'Clase de prueba de la lista de estudiantes.');
  await adminEnrols(page.request, headers, open.id, first.id);

  // --- Direct load, then a reload: the class comes from the API both times --------------------
  await page.goto(`/admin/class-students/${open.id}`);
  const info = page.getByRole('region', { name: open.subject.name });
  await expect(info).toBeVisible();
  await expect(info).toContainText(open.subject.clave);
  await expect(info).toContainText('1/30');
  await expect(info).toContainText('Pendiente');
  await page.reload();
  await expect(info).toContainText('1/30');
  const list = page.getByRole('region', { name: /Estudiantes inscritos/ });
  const firstRow = list.getByRole('listitem', { name: first.name });
  await expect(firstRow).toContainText(first.controlNumber);
  await expect(firstRow).toContainText('Líder'); // the first student in an empty class leads it
  await expect(page.getByRole('link', { name: 'Volver a Gestión de Estudiantes' })).toHaveAttribute(
    'href',
    '/admin/dashboard?section=estudiantes',
  );
  await expectNoAxeViolations(page);

  // --- Enrol: no choice first, then the second student found by control number -----------------
  const enrolButton = page.getByRole('button', { name: 'Inscribir Estudiante' });
  await expect(enrolButton).toBeEnabled();
  await enrolButton.click();
  // A missing choice is said under the field, which gets the focus; no popup.
  await expect(page.getByText('Por favor, selecciona un estudiante para inscribir.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Estudiante' })).toBeFocused();

  const search = page.getByRole('combobox', { name: 'Estudiante' });
  await search.fill(first.controlNumber);
  // Already in the class: not offered.
  await expect(page.getByText('Ningún estudiante disponible coincide')).toBeVisible();
  await search.fill(second.controlNumber.toLowerCase());
  await chooseOnlyOption(
    search,
    page.getByRole('option', { name: new RegExp(`^${second.name}.*${second.controlNumber}`) }),
  );
  await expect(search).toHaveValue(`${second.name} · ${second.controlNumber}`);
  await enrolButton.click();
  await expect(popup(page, 'Estudiante Inscrito')).toContainText(`${second.name} ha sido inscrito exitosamente.`);
  await closePopup(page, 'Estudiante Inscrito');
  await expect(list.getByRole('listitem', { name: second.name })).toContainText(second.controlNumber);
  await expect(info).toContainText('2/30');
  await expect(search).toHaveValue('');

  // --- Remove the leader after confirming: the second student takes over ------------------------
  await firstRow.getByRole('button', { name: `Eliminar a ${first.name} de la clase` }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar estudiante' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar a este estudiante de la clase?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(firstRow).toBeVisible();
  await firstRow.getByRole('button', { name: `Eliminar a ${first.name} de la clase` }).click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(popup(page, 'Estudiante Eliminado')).toContainText(
    'El estudiante ha sido eliminado de la clase exitosamente.',
  );
  await closePopup(page, 'Estudiante Eliminado');
  await expect(firstRow).toHaveCount(0);
  await expect(list.getByRole('listitem', { name: second.name })).toContainText('Líder');
  await expect(info).toContainText('1/30');
});

test("an approved class's roster opens read-only, inside the dashboard's frame", async ({
  adminPage: page,
  adminHeaders: headers,
}) => {
  const first = await rosterStudent(page.request, 'a', unique());
  const approved = await pendingClass(page.request, headers, 7, 'Clase de prueba de la lista de estudiantes.');
  await adminEnrols(page.request, headers, approved.id, first.id);
  await approveBelowQuorum(page.request, headers, approved.id);

  // --- An approved class opens read-only: why, the status rule, its students, nothing to change ----
  await page.goto(`/admin/class-students/${approved.id}`);
  const list = page.getByRole('region', { name: /Estudiantes inscritos/ });
  await expect(page.getByText('Solo consulta')).toBeVisible();
  await expect(
    page.getByText('La clase ya fue aprobada, así que su lista de estudiantes quedó cerrada.'),
  ).toBeVisible();
  await expect(page.getByText(LOCKED_APPROVED)).toBeVisible();
  await expect(page.getByRole('region', { name: approved.subject.name })).toContainText('Aprobada');
  await expect(list.getByRole('listitem', { name: first.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribir Estudiante' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Eliminar a / })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // --- The roster sits inside the dashboard's frame: its sidebar (its burger on phones) ----------
  const mobile = (page.viewportSize()?.width ?? 1280) < 768;
  if (mobile) {
    // No sidebar on phones: the burger opens the same section links.
    await expect(page.getByRole('complementary')).toBeHidden();
    await page.getByRole('button', { name: /^Abrir menú/ }).click();
  }
  const adminNav = page.getByRole('navigation', { name: 'Secciones del panel' }).filter({ visible: true });
  await expect(adminNav).toHaveCount(1);
  await expect(adminNav.getByRole('link', { name: 'Gestión de Estudiantes' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(adminNav.getByRole('link', { name: /^Aprobar Clases/ })).toHaveAttribute(
    'href',
    '/admin/dashboard?section=aprobar',
  );
  await expect(adminNav.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  // The old top bar with its own set of links is gone.
  await expect(page.getByRole('navigation', { name: 'Área de administración' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await adminNav.getByRole('link', { name: 'Gestión de Profesores' }).click();
  await expect(page.getByRole('heading', { name: 'Gestión de Profesores', level: 1 })).toBeVisible();
});

test('an unknown or invalid class cannot be loaded', async ({ adminPage: page }) => {
  await page.goto('/admin/class-students/987654321');
  await expect(page.getByText('No se pudo cargar la información de la clase...')).toBeVisible();
  await expect(page.getByText('La clase no existe.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/admin/class-students/abc');
  await expect(page.getByText('No se pudo cargar la información de la clase...')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver a Gestión de Estudiantes' })).toBeVisible();
});
