import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { freshControlNumber, registeredStudent, unique } from './fixtures/classes.ts';
import { closePopup as closeDialog } from './fixtures/popup.ts';
import {
  cardNames,
  classmateEnrolledIn,
  closePopup,
  demoOpenClass,
  enrolledIn,
  openFiltersIfCollapsed,
  popup,
  proposedClass,
} from './fixtures/student-journey.ts';

/**
 * The student journey: register, enrol through the modal, propose a class as group leader, see both in
 * My courses, meet the 2-enrolment limit, and manage the class's classmates page. Each test uses fresh
 * students; what a step needs from the steps before it (a student record, an enrolment, a proposed class)
 * is made through the API, the screens that make it being the subject of their own test.
 */

/** A new student's address and the name the dev issuer gives it: "e2e-lider-x1y2" → "E2e Lider X1y2". */
function newStudent(kind: 'lider' | 'companera', id: string) {
  const tag = id.charAt(0).toUpperCase() + id.slice(1);
  return { email: `e2e-${kind}-${id}@tec.example`, name: `E2e ${kind === 'lider' ? 'Lider' : 'Companera'} ${tag}` };
}

test('a new student registers: every mistake under its field, then the student record', async ({ page }) => {
  const leaderEmail = newStudent('lider', unique()).email;
  const controlNumber = freshControlNumber();
  await signInAsStudent(page, leaderEmail);
  // --- Profile: register as a student ---------------------------------------------------------
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Registro de estudiante' })).toBeVisible();
  await expect(page.getByText(leaderEmail)).toBeVisible();
  await expectNoAxeViolations(page);

  // A refused submit marks every field at once, under it, and focuses the first; no popup.
  await page.getByRole('button', { name: 'Registrarme' }).click();
  // Each empty field says what it needs; the summary beside the button is the spec's «Campos requeridos».
  await expect(page.getByText('Campos requeridos', { exact: true })).toHaveCount(1);
  for (const need of ['Elige tu carrera.', 'Escribe tu número de control.', 'Escribe tu número de teléfono.']) {
    await expect(page.getByText(need, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Carrera')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Carrera').selectOption({ label: 'Ingeniería en Sistemas Computacionales' });
  await page.getByLabel('Número de control').fill('123');
  await page.getByLabel('Teléfono').fill('9831234567');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(
    page.getByText('El número de control debe tener 8 dígitos, opcionalmente precedido por una letra.'),
  ).toBeVisible();
  await expect(page.getByLabel('Número de control')).toBeFocused();
  await expect(page.getByText('Campos requeridos', { exact: true })).toHaveCount(0);
  await page.getByLabel('Número de control').fill(controlNumber);
  await expect(page.getByLabel('Código de país')).toHaveValue('+52');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expect(popup(page, '¡Registro exitoso!')).toBeVisible();
  // 2 s later the profile reloads: the student record replaces the registration.
  await expect(page.getByRole('heading', { name: 'Información de estudiante' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(controlNumber)).toBeVisible();
  await expect(page.getByText('+52 (983) 123-4567')).toBeVisible();
  await expect(popup(page, '¡Registro exitoso!')).toBeHidden(); // a success popup closes by itself after 3 s
  await expectNoAxeViolations(page);
});

test('a student finds a class by its key and enrols through the detail dialog', async ({ page }) => {
  const { email } = newStudent('lider', unique());
  await registeredStudent(page.request, email);
  await signInAsStudent(page, email);
  await page.goto('/classes');
  // --- Classes: the key search and enrolling through the detail modal --------------------------
  await expect(page.getByRole('heading', { name: 'Clases Disponibles', level: 1 })).toBeVisible();
  await openFiltersIfCollapsed(page);
  const key = page.getByLabel('Clave de la materia');
  await key.fill('acf 09');
  await expect(key).toHaveValue('ACF09');
  await expect(page.getByText('Formato: 3 letras + 4 números (ej: IED2201)')).toBeVisible();
  await key.fill('1a');
  await expect(page.getByText('Formato inválido. Debe ser: 3 letras + 4 números')).toBeVisible();
  await expectNoAxeViolations(page);

  // A class of the demo data (other specs create their own classes, which this student must not join).
  const target = await demoOpenClass(page.request);
  await key.fill(target.Subjects.clave.toLowerCase());
  const enrolledSubject = target.Subjects.name;
  const enrolledId = String(target.id_class);
  // Sent once the key is valid, a second after typing: the list narrows to that subject.
  const enrolButton = page.getByRole('button', { name: `Inscribirme en ${enrolledSubject} (clase ${enrolledId})` });
  await expect(enrolButton).toBeVisible();
  await expect(page.getByText('✓ Formato válido')).toBeVisible();
  await enrolButton.click();
  const detail = page.getByRole('dialog', { name: enrolledSubject });
  await expect(detail.getByText('¿Confirmas tu inscripción en esta clase?')).toBeVisible();
  await expect(detail.getByText(`#${enrolledId}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Confirmar inscripción' }).click();
  await closePopup(page, '¡Inscripción exitosa!');
  const enrolled = page.getByRole('button', { name: `Inscrito: ${enrolledSubject} (clase ${enrolledId})` });
  await expect(enrolled).toHaveAttribute('aria-disabled', 'true');
  // After 'Entendido' the keyboard focus is back on the class's button, not on the page's body.
  await expect(enrolled).toBeFocused();
});

test('a student proposes a class as its leader; My courses shows both classes; the limit of 2 stops enrolling', async ({
  page,
}) => {
  const id = unique();
  const { email } = newStudent('lider', id);
  const { controlNumber, headers } = await registeredStudent(page.request, email);
  const target = await enrolledIn(page.request, headers);
  const enrolledSubject = target.Subjects.name;
  const enrolledId = String(target.id_class);
  await signInAsStudent(page, email);
  // --- Create class: accept the group-leader modal, then the form ------------------------------
  await page.goto('/create-class');
  const leaderModal = page.getByRole('dialog', { name: 'Serás el jefe de grupo' });
  await expect(leaderModal).toBeVisible();
  await expect(leaderModal.getByRole('listitem')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await leaderModal.getByRole('button', { name: 'Acepto ser jefe de grupo' }).click();
  await expect(leaderModal).toBeHidden();

  // An empty submit marks Materia, both times, the days and the WhatsApp link at once, under
  // each field, and focuses Materia; no popup.
  await page.getByRole('button', { name: 'Proponer clase' }).click();
  await expect(page.getByText('Por favor, completa todos los campos obligatorios.')).toHaveCount(3);
  await expect(page.getByText('Debes seleccionar al menos un día de la semana.')).toBeVisible();
  await expect(page.getByText('El enlace del grupo de WhatsApp es obligatorio.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Materia' })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Materia' }).fill('taller de etica');
  await page.getByRole('option', { name: /Taller de Ética · ACA0907/ }).click();
  await expect(page.getByRole('textbox', { name: 'Clave' })).toHaveValue('ACA0907');
  await page.getByLabel('Motivo').fill('Necesitamos regularizar la materia antes del próximo semestre.');
  await page.getByLabel('Hora de inicio').selectOption('08:00');
  await page.getByLabel('Hora de fin').selectOption('10:00');
  const days = page.getByRole('group', { name: 'Días de clase' });
  await days.getByText('Lunes', { exact: true }).click();
  await days.getByText('Miércoles', { exact: true }).click();
  // A malformed link is a problem of its field, not a popup titled "Campos requeridos".
  await page.getByLabel('Enlace del grupo de WhatsApp').fill('https://example.com/grupo');
  await page.getByRole('button', { name: 'Proponer clase' }).click();
  await expect(
    page.getByText(
      'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Enlace del grupo de WhatsApp')).toBeFocused();
  await expect(page.getByText('Por favor, completa todos los campos obligatorios.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByLabel('Enlace del grupo de WhatsApp').fill(`https://chat.whatsapp.com/Grupo${id}`);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Proponer clase' }).click();
  const created = popup(page, '¡Clase creada exitosamente!');
  await expect(created).toContainText('revisión de la administración');
  await closeDialog(created); // hidden: axe below must not catch the popup half faded out

  // --- My courses: both classes --------------------------------------------------------------
  await expect(page).toHaveURL(/\/my-courses$/);
  await expect(page.getByRole('heading', { name: 'Tus Cursos Inscritos (2)' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: `Ver Compañeros de Clase: ${enrolledSubject} (clase ${enrolledId})` }),
  ).toBeVisible();
  await expect(page.getByText(controlNumber)).toBeVisible();
  const proposed = page.getByRole('article').filter({ hasText: 'Eres el jefe de grupo' });
  await expect(proposed).toHaveCount(1);
  await expect(proposed.getByRole('heading', { name: 'Taller de Ética', level: 3 })).toBeVisible();
  await expect(proposed).toContainText('Pendiente');
  await expectNoAxeViolations(page);
  const classmatesLink = proposed.getByRole('link', {
    name: /^Ver Compañeros de Clase: Taller de Ética \(clase \d+\)$/,
  });
  const createdId = Number(/clase (\d+)/.exec((await classmatesLink.getAttribute('aria-label')) ?? '')?.[1]);
  expect(createdId).toBeGreaterThan(0);

  // --- Classes again: this summer's enrol buttons are disabled, with the tooltip ----------------
  // (The limit is per summer: a class of another summer some other test made is not blocked by it.)
  let other = await demoOpenClass(page.request);
  while (other.id_class === target.id_class) other = await demoOpenClass(page.request);
  await page.goto('/classes');
  await expect(page.getByText('Límite de inscripciones')).toBeVisible();
  await openFiltersIfCollapsed(page);
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === other.Subjects.clave,
  );
  await page.getByLabel('Clave de la materia').fill(other.Subjects.clave);
  await narrowed;
  const blocked = page.getByRole('button', { name: `Inscribirme en ${other.Subjects.name} (clase ${other.id_class})` });
  await expect(blocked).toHaveAttribute('aria-disabled', 'true');
  await blocked.focus();
  await expect(
    page.getByRole('tooltip').filter({ hasText: 'Has alcanzado el máximo de 2 inscripciones.' }),
  ).toBeVisible();
  await blocked.click({ force: true });
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("the leader's classmates page: filter, sort, the WhatsApp editor; a classmate sees the new link", async ({
  page,
  browser,
}) => {
  const id = unique();
  const leader = newStudent('lider', id);
  const mateStudent = newStudent('companera', id);
  const leaderName = leader.name;
  const mateName = mateStudent.name;
  const mateEmail = mateStudent.email;
  const { headers } = await registeredStudent(page.request, leader.email);
  const createdId = await proposedClass(page.request, headers, `https://chat.whatsapp.com/Grupo${id}`);
  const mate = await classmateEnrolledIn(page.request, mateEmail, createdId);
  await signInAsStudent(page, leader.email);

  // --- Classmates of the proposed class: filter, sort, and the leader's WhatsApp editor ----------
  await page.goto('/my-courses');
  await page
    .getByRole('article')
    .filter({ hasText: 'Eres el jefe de grupo' })
    .getByRole('link', { name: `Ver Compañeros de Clase: Taller de Ética (clase ${createdId})` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/my-courses/class/${createdId}/students$`));
  await expect(page.getByRole('heading', { name: `Compañeros de la Clase #${createdId}`, level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  expect(await cardNames(cards)).toEqual([`${mateName}`, `${leaderName}`]);
  await expect(cards.filter({ hasText: 'Líder' })).toHaveCount(1);
  await expect(cards.first().getByRole('link', { name: `Llamar a ${mateName}` })).toHaveAttribute(
    'href',
    'tel:+529981234567',
  );
  await expect(cards.first().getByText('(998) 123-4567')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /^Nombre, orden ascendente/ }).click();
  expect(await cardNames(cards)).toEqual([`${leaderName}`, `${mateName}`]);
  await page.getByLabel('Buscar compañeros').fill(mate.controlNumber);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${mateName}`);
  await page.getByLabel('Buscar compañeros').fill('');
  await page.getByRole('switch', { name: 'Solo Jefes de Grupo' }).check();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(`${leaderName}`);
  await page.getByLabel('Buscar compañeros').fill('companera');
  await expect(page.getByText('Intenta ajustar los filtros de búsqueda.')).toBeVisible();
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(cards).toHaveCount(2);
  expect(await cardNames(cards)).toEqual([`${mateName}`, `${leaderName}`]);

  const newLink = `https://chat.whatsapp.com/Nuevo${id}`;
  // The figures keep their height while the link editor is open.
  const leadersCard = page
    .getByText('Jefes de grupo', { exact: true })
    .locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")][1]');
  const heightBefore = (await leadersCard.boundingBox())!.height;
  await page.getByRole('button', { name: 'Editar el enlace del grupo de WhatsApp' }).click();
  const linkInput = page.getByRole('textbox', { name: 'Enlace del grupo de WhatsApp' });
  await expect(linkInput).toBeVisible();
  expect((await leadersCard.boundingBox())!.height).toBeCloseTo(heightBefore, 0);
  await linkInput.fill('https://example.com/grupo');
  await page.getByRole('button', { name: 'Guardar enlace' }).click();
  await expect(
    page.getByText(
      'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('link', { name: /Abrir el grupo de WhatsApp/ })).toHaveAttribute(
    'href',
    `https://chat.whatsapp.com/Grupo${id}`,
  );
  await page.getByRole('button', { name: 'Editar el enlace del grupo de WhatsApp' }).click();
  await linkInput.fill(newLink);
  await page.getByRole('button', { name: 'Guardar enlace' }).click();
  await closePopup(page, 'Enlace actualizado');
  await expect(page.getByRole('link', { name: /Abrir el grupo de WhatsApp/ })).toHaveAttribute('href', newLink);

  // --- The other student sees the new link, and no editor ---------------------------------------
  const context = await browser.newContext();
  const other = await context.newPage();
  await signInAsStudent(other, mateEmail);
  await other.goto(`/my-courses/class/${createdId}/students`);
  await expect(other.getByRole('link', { name: /Abrir el grupo de WhatsApp/ })).toHaveAttribute('href', newLink);
  await expect(other.getByRole('article')).toHaveCount(2);
  await expect(other.getByRole('button', { name: /Editar/ })).toHaveCount(0);
  await expectNoAxeViolations(other);
  await context.close();
});
