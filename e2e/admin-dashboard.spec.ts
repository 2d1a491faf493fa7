import { expect, test } from './fixtures/signed-in.ts';
import { signInAsStaff } from './fixtures/auth.ts';
import {
  newStudent,
  openSection,
  PERIOD,
  reviewedClasses,
  unusedSubjects,
  type CreatedClass,
} from './fixtures/admin-dashboard.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closePopup } from './fixtures/popup.ts';
import { chooseOnlyOption } from './fixtures/picker.ts';

/**
 * The admin dashboard. Each test works on classes of a subject no other class of its portal uses,
 * created through the API, and finds them through the search — never on the demo classes other specs
 * read. The review itself is walked in the browser in admin-class-review.spec.ts; these tests get their
 * classes reviewed through the API, as that review leaves them.
 */
test('the table view: sortable by keyboard, same filters, remembered, fits a phone', async ({
  adminPage: page,
  adminHeaders,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const [subject] = await unusedSubjects(request, info, 1);
  const { created, toReject, toApprove, opened } = await reviewedClasses(request, adminHeaders, subject!);
  await page.goto('/admin/dashboard?section=aprobar');
  await page.getByLabel('Buscar por clave o nombre de la materia').fill(subject!.clave);
  const first = created[0]!.id_class;
  const last = created.at(-1)!.id_class;
  await page.getByRole('button', { name: 'Todas', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^8 clases$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Tabla', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Tabla', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const table = page.getByRole('region', { name: 'Tabla de clases' });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(9); // the header and all eight classes: 25 to a page
  await expect(page.getByRole('article')).toHaveCount(0);
  // The same filters apply: only this subject's classes.
  for (const cell of await rows.locator('td:first-child p:first-child').allTextContents())
    expect(cell).toBe(subject!.name);
  const header = (name: string) => table.getByRole('columnheader', { name });
  await expect(header('Materia')).toHaveAttribute('aria-sort', 'none');
  // Keyboard: focus the header's button and press Enter, then Space to flip the order.
  const sortBySubject = header('Materia').getByRole('button', { name: 'Materia' });
  await sortBySubject.focus();
  await page.keyboard.press('Enter');
  await expect(header('Materia')).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows.nth(1)).toContainText(`Clase #${first}`);
  await page.keyboard.press('Space');
  await expect(header('Materia')).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1)).toContainText(`Clase #${last}`);
  // By status: the approved ones (Aprobada) come first, the rejected one (Rechazada) last.
  await header('Estado').getByRole('button').click();
  await expect(header('Estado')).toHaveAttribute('aria-sort', 'ascending');
  await expect(header('Materia')).toHaveAttribute('aria-sort', 'none');
  await expect(rows.nth(1)).toContainText('Aprobada');
  await expect(rows.nth(8)).toContainText('Rechazada');
  await expect(rows.nth(8)).toContainText(`Clase #${toReject!.id_class}`);
  // The review opens from a row as from a card.
  await rows
    .nth(8)
    .getByRole('button', { name: `Ver detalles de ${subject!.name} (clase ${toReject!.id_class})` })
    .click();
  const modal = page.getByRole('dialog', { name: subject!.name });
  await expect(modal.getByText('Razón: No hay docente disponible para este horario.')).toBeVisible();
  await modal.getByRole('button', { name: 'Cerrar' }).first().click();
  // Settled: the dialog is gone, not only closing.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // On a phone the table scrolls inside its own box, never the page.
  const widths = await table.evaluate((el) => ({
    box: el.clientWidth,
    content: el.scrollWidth,
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  if (mobile) expect(widths.content).toBeGreaterThan(widths.box);
  await expectNoAxeViolations(page);
  // Remembered: after a reload, and in Gestión de Estudiantes too.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Tabla', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(table).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('admin-class-view'))).toBe('table');
  await openSection(page, 'Gestión de Estudiantes', mobile);
  await page.getByLabel('Buscar por nombre de la materia').fill(subject!.name.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: /^8 clases$/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(9);
  await expect(
    table.getByRole('button', { name: `Ver estudiantes de ${subject!.name} (clase ${toApprove!.id_class})` }),
  ).toBeVisible();
  await expect(
    table.getByRole('button', { name: `Gestionar Estudiantes de ${subject!.name} (clase ${opened!.id_class})` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tarjetas', exact: true }).click();
  await expect(table).toHaveCount(0);
  await expect(page.getByRole('article')).toHaveCount(8);
});

test('Gestión de Estudiantes: name search, status filter, open a roster', async ({
  adminPage: page,
  adminHeaders,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const [subject] = await unusedSubjects(request, info, 1);
  const { toApprove, opened } = await reviewedClasses(request, adminHeaders, subject!);
  await page.goto('/admin/dashboard');
  await openSection(page, 'Gestión de Estudiantes', mobile);
  await expect(page).toHaveURL(/section=estudiantes$/);
  await expect(page.getByRole('button', { name: 'Todos', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Buscar por nombre de la materia').fill(subject!.name.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: /^8 clases$/ })).toBeVisible();
  await page.getByRole('button', { name: 'Rechazada', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 clase$/ })).toBeVisible();
  for (const status of ['Activa', 'Cancelada']) {
    await page.getByRole('button', { name: status, exact: true }).click();
    await expect(page.getByText('No hay clases que coincidan.')).toBeVisible();
  }
  // An approved class's roster is closed: its button says so and the roster opens read-only.
  await page.getByRole('button', { name: 'Aprobada', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^2 clases$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Gestionar Estudiantes de / })).toHaveCount(0);
  await page
    .getByRole('button', { name: `Ver estudiantes de ${subject!.name} (clase ${toApprove!.id_class})` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/class-students/${toApprove!.id_class}$`));
  await expect(
    page.getByText('La clase ya fue aprobada, así que su lista de estudiantes quedó cerrada.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inscribir Estudiante' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Estudiantes' })).toBeVisible();
  await page.getByLabel('Buscar por nombre de la materia').fill(subject!.name.toLowerCase());
  await page.getByRole('button', { name: 'Pendiente', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^5 clases$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const target = opened!;
  await page
    .getByRole('button', { name: `Gestionar Estudiantes de ${subject!.name} (clase ${target.id_class})` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/class-students/${target.id_class}$`));
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Estudiantes' })).toBeVisible();
});

test('Asignar Salones and Gestión de Profesores', async ({ adminPage: page }, info) => {
  const mobile = info.project.name === 'mobile';
  await page.goto('/admin/dashboard');
  await openSection(page, 'Asignar Salones', mobile);
  await expect(page.getByRole('tab', { name: 'Salones' })).toBeVisible();
  await expectNoAxeViolations(page);
  await openSection(page, 'Gestión de Profesores', mobile);
  await expect(page.getByRole('heading', { level: 2, name: 'Invitar Profesores' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cuentas de docentes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Revisar solicitudes' }).click();
  await expect(page).toHaveURL(/\/admin\/teacher-applications$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Profesores' })).toBeVisible();
});

test('Crear Clases: a class with a responsible student; then Cerrar Sesión', async ({
  page,
  adminHeaders,
  request,
}, info) => {
  const mobile = info.project.name === 'mobile';
  const [formSubject] = await unusedSubjects(request, info, 1);
  // A session of this test's own: signing out revokes it.
  await signInAsStaff(page);
  await page.goto('/admin/dashboard');
  const student = await newStudent(request, `${info.project.name}${Date.now().toString(36)}`);
  await openSection(page, 'Crear Clases', mobile);
  await expect(page).toHaveURL(/section=crear$/);
  const subjectPicker = page.getByRole('combobox', { name: 'Materia' });
  await subjectPicker.fill(formSubject!.clave);
  await chooseOnlyOption(
    subjectPicker,
    page.getByRole('option', { name: `${formSubject!.name} · ${formSubject!.clave}` }),
  );
  await expect(page.getByLabel('Clave')).toHaveValue(formSubject!.clave);
  await page.getByLabel('Año académico').selectOption(String(PERIOD));
  await page.getByLabel('Hora de inicio').selectOption('08:00');
  await page.getByLabel('Hora de fin').selectOption('10:00');
  await page
    .getByRole('group', { name: /Días de clase/ })
    .getByText('Martes', { exact: true })
    .click();
  // The responsible student is found by control number; the picker fills id, control number and phone.
  const studentPicker = page.getByRole('combobox', { name: 'Buscar estudiante' });
  await studentPicker.fill(student.controlNumber);
  await chooseOnlyOption(studentPicker, page.getByRole('option', { name: new RegExp(`· ${student.controlNumber}$`) }));
  await expect(page.getByLabel('ID del estudiante')).toHaveValue(String(student.id));
  await expect(page.getByLabel('Número de control')).toHaveValue(student.controlNumber);
  // The stored form of the phone (docs/rules.md PER-8): "+" and the digits.
  await expect(page.getByLabel('Teléfono')).toHaveValue('+9831234567');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Crear clase' }).click();
  const done = page.getByRole('dialog', { name: '¡Clase creada exitosamente!' });
  // The truth about where it lands: pending, open to enrolment, in the review queue.
  // One check: a success popup closes by itself after 3 s, a second look may come too late.
  await expect(done).toContainText(/La clase está Pendiente.*«Pendientes» de Aprobar Clases/);
  await closePopup(done);

  const res = await request.get(`/api/classes?clave=${formSubject!.clave}&pageSize=10`, {
    headers: adminHeaders,
  });
  const list = (await res.json()) as { data: (CreatedClass & { status: string })[] };
  // The subject had no class when the test chose it, but specs running beside this one may propose a class
  // of it meanwhile: the class this form created is the one its responsible student leads.
  const created = list.data.filter((c) => c.ResponsibleStudent?.id_student === student.id);
  expect(created).toHaveLength(1);
  expect(created[0]!.status).toBe('pendiente');

  if (mobile) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('staff_session'))).toBeNull();
});
