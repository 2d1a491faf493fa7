import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { download, ownSlot, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { freshClave, newCareer, newSubject } from './fixtures/catalogue.ts';
import { closePopup } from './fixtures/popup.ts';
import { openFiltersIfCollapsed } from './fixtures/student-journey.ts';
import { chooseOnlyOption } from './fixtures/picker.ts';

/**
 * Who may take what (docs/rules.md ELE), on its screens: the administrator's «Catálogo» (a CSV import with
 * its bad line, then a good one; a subject retired), a student of another career who asks for a
 * convalidation that the administrator approves in «Convalidaciones» before they enrol, a hold placed and
 * lifted in «Retenciones» with the held student told why, and a curso especial that disables the other
 * classes and shows on the administrator's roster. Each test makes its own career, subjects, classes and
 * students; the career is named to sort last, so the other specs' first career stays theirs.
 */

const HEADER = 'clave,nombre,creditos,horas,carreras,verano';
/** A pending class of `subject` made by the administrator. */
async function classOf(
  request: APIRequestContext,
  headers: Record<string, string>,
  subject: { id_subject: number; clave: string },
) {
  const res = await request.post('/api/classes', {
    headers,
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      description: 'Clase de prueba de quién puede tomar qué.',
      schedule: ownSlot(),
      shift: 'matutino',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id_class: number }).id_class;
}

/** /classes narrowed to one clave, its filters open. */
async function findClass(page: Page, clave: string) {
  await page.goto('/classes');
  await openFiltersIfCollapsed(page);
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === clave.toUpperCase(),
  );
  await page.getByLabel('Clave de la materia').fill(clave.toLowerCase());
  await narrowed;
}

/** Waits for the cards' entrance animation to end (axe reads colours at full opacity). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((e) => getComputedStyle(e).opacity === '1'),
  );

test('Catálogo: a CSV with a bad line imports nothing and names it; a good one imports; a subject is retired', async ({
  adminPage: page,
  adminHeaders,
}) => {
  const id = unique();
  const career = await newCareer(page.request, adminHeaders, `Zoología de prueba ${id}`);
  const names = [`Biología marina ${id}`, `Ecología de arrecifes ${id}`];
  const claves = [freshClave(), freshClave()];

  await page.goto('/admin/dashboard?section=catalogo');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar materias desde CSV' });
  const template = await download(page, 'Descargar plantilla');
  expect(template.file.suggestedFilename()).toBe('plantilla-materias.csv');
  expect(template.bytes.toString('utf8').replace(/^\uFEFF/, '')).toMatch(new RegExp(`^${HEADER}\r?\n`));

  const good = [
    `${claves[0]},${names[0]},5,5,${career.id_career},si`,
    `${claves[1]},${names[1]},4,4,${career.id_career},si`,
  ];
  const file = (lines: string[]) => ({
    name: 'materias.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from([HEADER, ...lines].join('\r\n')),
  });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(file([...good, `XX1,Sin clave ${id},5,5,${career.id_career},tal vez`]));
  await dialog.getByRole('button', { name: 'Importar materias' }).click();
  const lines = dialog.getByRole('list', { name: 'Líneas con errores' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('Línea 4:');
  await expect(lines.first()).toContainText('La clave debe tener 3 letras y 4 números');
  await expect(dialog).toContainText('No se importó ninguna materia');
  await expectNoAxeViolations(page);

  await dialog.locator('input[type="file"]').setInputFiles(file(good));
  // The import writes both subjects and then the catalogue's answers are refreshed: on a busy machine that took
  // longer than an expectation's poll, so the test waits for the server's answer itself first.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/subjects/import'));
  await dialog.getByRole('button', { name: 'Importar materias' }).click();
  expect((await answered).status()).toBe(201);
  const done = page.getByRole('dialog', { name: 'Materias importadas' });
  await expect(done).toContainText('Se importaron 2 materias.');
  await closePopup(done);

  // The career's summer catalogue: both subjects; one retired leaves it and stays in the whole catalogue.
  await page.getByRole('combobox', { name: 'Carrera' }).click();
  await page.getByRole('option', { name: career.name }).click();
  await expect(page.getByRole('status').filter({ hasText: /^2 materias$/ })).toBeVisible();
  const first = page.getByRole('article', { name: names[0] });
  await expect(first).toContainText(`${claves[0]} · 5 créditos`);
  await expect(first).toContainText('En verano');
  await expectNoAxeViolations(page);
  await first.getByRole('button', { name: `Retirar ${names[0]}` }).click();
  const retired = page.getByRole('dialog', { name: 'Catálogo actualizado' });
  await expect(retired).toContainText(`Se retiró ${names[0]}`);
  await closePopup(retired);
  await expect(page.getByRole('status').filter({ hasText: /^1 materia$/ })).toBeVisible();
  await expect(first).toBeHidden();
  await page.getByText('Todo el catálogo').click();
  await expect(page.getByRole('article', { name: names[0] })).toContainText('Retirada');
  // The class form no longer offers it (GET /subjects answers the summer catalogue only).
  const offered = await page.request.get('/api/subjects', { params: { careerId: career.id_career, pageSize: 100 } });
  expect(((await offered.json()) as { data: { name: string }[] }).data.map((s) => s.name)).toEqual([names[1]]);
  await expectNoAxeViolations(page);
});

/** A fresh student asks for the convalidation of `classId`'s subject through the API; the request. */
async function askedConvalidation(request: APIRequestContext, email: string, classId: number, reason: string) {
  const student = await registeredStudent(request, email);
  const res = await request.post(`/api/classes/${classId}/convalidation`, {
    headers: student.headers,
    data: { reason },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { student, id: ((await res.json()) as { id_convalidation: number }).id_convalidation };
}

test('a student of another career asks for a convalidation from the class and, once approved, enrols', async ({
  page,
  adminHeaders,
}) => {
  const id = unique();
  const career = await newCareer(page.request, adminHeaders, `Zoología de prueba ${id}`);
  const subject = await newSubject(page.request, adminHeaders, career.id_career, `Taxonomía animal ${id}`);
  const classId = await classOf(page.request, adminHeaders, subject);
  const me = await registeredStudent(page.request, `convalida.${id}@tec.example`);
  await signInAsStudent(page, me.email);
  const enrol = page.getByRole('button', { name: `Inscribirme en ${subject.name} (clase ${classId})` });

  await test.step('told to ask for it, they ask from the class', async () => {
    await findClass(page, subject.clave);
    await expect(enrol).toHaveAttribute('aria-disabled', 'true');
    await expect(enrol).toHaveAccessibleDescription('Esta materia no es de tu carrera: solicita la convalidación.');
    await expect(page.getByText('Esta materia no es de tu carrera: solicita la convalidación.').first()).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Ver detalles de ${subject.name} (clase ${classId})` }).click();
    const details = page.getByRole('dialog', { name: subject.name });
    await details.getByLabel('¿Por qué necesitas cursar esta materia?').fill('La necesito para mi especialidad.');
    await details.getByRole('button', { name: 'Solicitar convalidación' }).click();
    const asked = page.getByRole('dialog', { name: 'Convalidación solicitada' });
    await expect(asked).toContainText('La coordinación académica revisará tu solicitud.');
    await closePopup(asked);
    // Asked once: the class says it is being reviewed instead of asking again.
    await page.getByRole('button', { name: `Ver detalles de ${subject.name} (clase ${classId})` }).click();
    await expect(details).toContainText('La coordinación académica está revisando tu solicitud.');
    await expect(details.getByRole('button', { name: 'Solicitar convalidación' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).toBeHidden();
  });

  await test.step('approved by the coordination, they enrol', async () => {
    const list = await page.request.get('/api/convalidations', { headers: me.headers });
    const [request] = (await list.json()) as { id_convalidation: number }[];
    const approved = await page.request.post(`/api/convalidations/${request!.id_convalidation}/approve`, {
      headers: adminHeaders,
      data: {},
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await findClass(page, subject.clave);
    await expect(enrol).not.toHaveAttribute('aria-disabled', 'true');
    await enrol.click();
    const dialog = page.getByRole('dialog', { name: subject.name });
    await dialog.getByRole('button', { name: 'Confirmar inscripción' }).click();
    await expect(
      page
        .getByRole('dialog', { name: /inscri/i })
        .filter({ hasText: subject.name })
        .first(),
    ).toBeVisible();
    const mine = await page.request.get('/api/classes/student', { headers: me.headers });
    expect(((await mine.json()) as { id_class: number }[]).map((c) => c.id_class)).toContain(classId);
  });
});

test('Convalidaciones: the administrator approves one request and refuses another with its reason', async ({
  adminPage: page,
  adminHeaders,
}) => {
  const id = unique();
  const career = await newCareer(page.request, adminHeaders, `Zoología de prueba ${id}`);
  const subject = await newSubject(page.request, adminHeaders, career.id_career, `Ornitología ${id}`);
  const classId = await classOf(page.request, adminHeaders, subject);
  const yes = await askedConvalidation(page.request, `conv.si.${id}@tec.example`, classId, `Motivo A ${id}`);
  const no = await askedConvalidation(page.request, `conv.no.${id}@tec.example`, classId, `Motivo B ${id}`);

  await page.goto('/admin/dashboard?section=convalidaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Convalidaciones' })).toBeVisible();
  const cardOf = (reason: string) => page.getByRole('article').filter({ hasText: reason });
  await expect(cardOf(`Motivo A ${id}`)).toContainText(subject.name);
  await expect(cardOf(`Motivo A ${id}`)).toContainText(yes.student.controlNumber);
  await expectNoAxeViolations(page);

  // Refusing takes a reason: said under the field before anything is sent.
  const refused = cardOf(`Motivo B ${id}`);
  await refused.getByRole('button', { name: /^Rechazar la convalidación/ }).click();
  await expect(refused).toContainText('Escribe el motivo del rechazo.');
  await refused.getByLabel('Motivo de la decisión').fill('No es equivalente a tu plan de estudios.');
  await refused.getByRole('button', { name: /^Rechazar la convalidación/ }).click();
  const refusedPopup = page.getByRole('dialog', { name: 'Convalidación rechazada' });
  await expect(refusedPopup).toBeVisible();
  await closePopup(refusedPopup);

  await cardOf(`Motivo A ${id}`)
    .getByRole('button', { name: /^Aprobar la convalidación/ })
    .click();
  const approvedPopup = page.getByRole('dialog', { name: 'Convalidación aprobada' });
  await expect(approvedPopup).toContainText(`ya puede inscribirse en ${subject.name}`);
  await closePopup(approvedPopup);
  await expect(cardOf(`Motivo A ${id}`)).toHaveCount(0);

  await page.getByText('Rechazadas', { exact: true }).click();
  await expect(cardOf(`Motivo B ${id}`)).toContainText('No es equivalente a tu plan de estudios.');
  await expectNoAxeViolations(page);
  // What the students read: the same answers.
  const theirs = async (headers: Record<string, string>) =>
    ((await (await page.request.get('/api/convalidations', { headers })).json()) as { status: string }[])[0]!.status;
  expect(await theirs(yes.student.headers)).toBe('aprobada');
  expect(await theirs(no.student.headers)).toBe('rechazada');
});

test('Retenciones: the administrator places a hold with its reason, sees it listed and lifts it', async ({
  adminPage: page,
}) => {
  const id = unique();
  const me = await registeredStudent(page.request, `retencion.admin.${id}@tec.example`);
  const reason = `Adeudo en Recursos Financieros ${id}`;
  await page.goto('/admin/dashboard?section=retenciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Retenciones' })).toBeVisible();
  await page.getByRole('button', { name: 'Poner retención' }).click();
  await expect(page.getByText('Elige al estudiante.')).toBeVisible();
  await expect(page.getByText('Escribe el motivo de la retención.')).toBeVisible();
  const picker = page.getByRole('combobox', { name: 'Estudiante' });
  await picker.fill(me.controlNumber);
  await chooseOnlyOption(picker, page.getByRole('option', { name: new RegExp(me.controlNumber) }));
  await page.getByRole('textbox', { name: 'Motivo' }).fill(reason);
  await page.getByRole('button', { name: 'Poner retención' }).click();
  const placed = page.getByRole('dialog', { name: 'Retención puesta' });
  await expect(placed).toBeVisible();
  await closePopup(placed);
  const card = page.getByRole('article').filter({ hasText: reason });
  await expect(card).toContainText(me.controlNumber);
  await expectNoAxeViolations(page);
  // The server holds it: the student is refused with its reason.
  const held = await page.request.get(`/api/students/${me.id}/holds`, { headers: me.headers });
  expect(((await held.json()) as { reason: string }[]).map((h) => h.reason)).toEqual([reason]);

  await card.getByRole('button', { name: /^Levantar la retención de / }).click();
  const lifted = page.getByRole('dialog', { name: 'Retención levantada' });
  await expect(lifted).toContainText('ya puede inscribirse');
  await closePopup(lifted);
  await expect(card).toHaveCount(0);
  const after = await page.request.get(`/api/students/${me.id}/holds`, { headers: me.headers });
  expect(await after.json()).toEqual([]);
});

test('a held student sees why they cannot enrol, and the server says the same', async ({ page, adminHeaders }) => {
  const id = unique();
  const me = await registeredStudent(page.request, `retenido.${id}@tec.example`);
  const { id: classId, subject } = await pendingClass(page.request, adminHeaders, Math.floor(Math.random() * 40));
  const hold = await page.request.post(`/api/students/${me.id}/holds`, {
    headers: adminHeaders,
    data: { reason: 'Adeudo en Recursos Financieros' },
  });
  expect(hold.status(), await hold.text()).toBe(201);
  const message =
    'Tienes una retención vigente: Adeudo en Recursos Financieros. Comunícate con la coordinación académica.';

  await signInAsStudent(page, me.email);
  await findClass(page, subject.clave);
  const enrol = page.getByRole('button', { name: `Inscribirme en ${subject.name} (clase ${classId})` });
  await expect(enrol).toHaveAttribute('aria-disabled', 'true');
  await expect(enrol).toHaveAccessibleDescription(message);
  await expect(page.getByText(message).first()).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page);
  const refused = await page.request.post('/api/classes/enrollStudent', { headers: me.headers, data: { classId } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(message);
});

test('a curso especial disables the other classes with the reason', async ({ page, adminHeaders }) => {
  const id = unique();
  const me = await registeredStudent(page.request, `especial.${id}@tec.example`);
  const index = Math.floor(Math.random() * 20);
  const taken = await pendingClass(page.request, adminHeaders, index);
  const other = await pendingClass(page.request, adminHeaders, index + 1);
  const enrolled = await page.request.post('/api/classes/enrollStudent', {
    headers: me.headers,
    data: { classId: taken.id, kind: 'especial' },
  });
  expect(enrolled.status(), await enrolled.text()).toBe(201);

  await signInAsStudent(page, me.email);
  await findClass(page, other.subject.clave);
  const enrol = page.getByRole('button', { name: `Inscribirme en ${other.subject.name} (clase ${other.id})` });
  await expect(enrol).toHaveAttribute('aria-disabled', 'true');
  await expect(enrol).toHaveAccessibleDescription('Un curso especial debe ser tu única materia de verano.');
  await settled(page);
  await expectNoAxeViolations(page);
});

test("the administration's roster says how each student takes the subject and corrects it", async ({
  adminPage: page,
  adminHeaders,
}) => {
  const id = unique();
  const especial = await registeredStudent(page.request, `especial.lista.${id}@tec.example`);
  const ordinary = await registeredStudent(page.request, `ordinaria.lista.${id}@tec.example`);
  const { id: classId } = await pendingClass(page.request, adminHeaders, Math.floor(Math.random() * 40));
  for (const [st, kind] of [
    [especial, 'especial'],
    [ordinary, 'ordinaria'],
  ] as const) {
    const res = await page.request.post('/api/classes/enrollStudent', { headers: st.headers, data: { classId, kind } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto(`/admin/class-students/${classId}`);
  const rowOf = (controlNumber: string) => page.getByRole('listitem').filter({ hasText: controlNumber });
  const kindOf = (controlNumber: string) => rowOf(controlNumber).getByRole('combobox', { name: /^Tipo de curso de / });
  await expect(kindOf(especial.controlNumber)).toHaveValue('especial');
  await expect(rowOf(especial.controlNumber)).toContainText('Curso especial');
  await expect(kindOf(ordinary.controlNumber)).toHaveValue('ordinaria');
  await expectNoAxeViolations(page);
  // Corrected: a repetition; the server keeps it.
  await kindOf(ordinary.controlNumber).selectOption('repeticion');
  const corrected = page.getByRole('dialog', { name: 'Tipo de curso corregido' });
  await expect(corrected).toContainText('cursa la materia como repetición');
  await closePopup(corrected);
  await expect(kindOf(ordinary.controlNumber)).toHaveValue('repeticion');
  const staff = await page.request.get(`/api/classes/${classId}/students`, { headers: adminHeaders });
  const rows = ((await staff.json()) as { data: { id_student: number; kind: string }[] }).data;
  expect(rows.find((r) => r.id_student === ordinary.id)?.kind).toBe('repeticion');
});

test('a class of last summer takes nothing from this summer’s two (alumno3 of the demo)', async ({ page }) => {
  // alumno3 holds one class of this summer and took the finished class of summer 2025 (README).
  await signInAsStudent(page, 'alumno3@tec.example');
  await page.goto('/my-courses');
  await expect(page.getByText('Inscripciones: 1 de 2')).toBeVisible();
  await expect(page.getByText('Finalizada', { exact: true }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Clases Disponibles' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Inscribirme en / }).first()).toBeVisible();
  await expect(page.getByText('Límite de inscripciones')).toHaveCount(0);
});
