import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { isMobile, portalStorageState } from './fixtures/auth.ts';
import { registeredStudent, unique } from './fixtures/classes.ts';
import { freshClave, newCareer, newSubject } from './fixtures/catalogue.ts';
import { closePopup } from './fixtures/popup.ts';
import { chooseOnlyOption } from './fixtures/picker.ts';
import { putStorageState } from './fixtures/reused-page.ts';

/**
 * The catalogue managed on its screen and the holds in finance's hands (docs/rules.md ELE-1, ELE-5): an
 * administrator creates, renames and retires a career and edits a subject (a clave already taken refused on its
 * field); Recursos Financieros puts a hold on a student with its reason and lifts it. Each test makes its own
 * career, subjects and student; the career is named to sort last, so the other specs' first career stays theirs.
 */

const FINANCE = 'finanzas@tec.example';
/** Waits for the cards' entrance animation to end (axe reads colours at full opacity). */
const settled = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((e) => getComputedStyle(e).opacity === '1'),
  );

test('Catálogo: a career created, renamed and retired, and its subjects keep it', async ({
  adminPage: page,
  adminHeaders,
}) => {
  const id = unique();
  const careerName = `Zoología de prueba ${id}`;
  const renamed = `Zoología marina ${id}`;
  await page.goto('/admin/dashboard?section=catalogo');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  const careers = page.getByRole('region', { name: 'Carreras' });

  await test.step('«Nueva carrera», then renamed', async () => {
    await careers.getByRole('button', { name: 'Nueva carrera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva carrera' });
    const field = dialog.getByLabel('Nombre de la carrera');
    await expect(field).toBeFocused();
    await dialog.getByRole('button', { name: 'Guardar carrera' }).click();
    await expect(field).toHaveAccessibleDescription('El nombre de la carrera es obligatorio.');
    await field.fill(careerName);
    await field.press('Enter');
    const created = page.getByRole('dialog', { name: 'Carrera creada' });
    await expect(created).toContainText(`Se creó ${careerName}.`);
    await closePopup(created);
    await expect(careers.getByRole('article', { name: careerName })).toBeVisible();

    await careers.getByRole('button', { name: `Renombrar ${careerName}` }).click();
    const rename = page.getByRole('dialog', { name: 'Renombrar carrera' });
    await expect(rename.getByLabel('Nombre de la carrera')).toHaveValue(careerName);
    await rename.getByLabel('Nombre de la carrera').fill(renamed);
    await rename.getByRole('button', { name: 'Guardar carrera' }).click();
    const done = page.getByRole('dialog', { name: 'Carrera actualizada' });
    await expect(done).toContainText(`La carrera ahora se llama ${renamed}.`);
    await closePopup(done);
    await expect(careers.getByRole('article', { name: renamed })).toBeVisible();
  });

  const careerId = (
    (await (await page.request.get('/api/careers', { params: { scope: 'all', pageSize: 100 } })).json()) as {
      data: { id_career: number; name: string }[];
    }
  ).data.find((c) => c.name === renamed)!.id_career;
  await newSubject(page.request, adminHeaders, careerId, `Ictiología ${id}`);

  await test.step('the career retired, never deleted', async () => {
    await careers.getByRole('button', { name: `Retirar ${renamed}` }).click();
    const retired = page.getByRole('dialog', { name: 'Catálogo actualizado' });
    await expect(retired).toContainText(`Se retiró ${renamed}`);
    await closePopup(retired);
    const row = careers.getByRole('article', { name: renamed });
    await expect(row).toContainText('Retirada');
    await expect(row.getByRole('button', { name: `Restaurar ${renamed}` })).toBeVisible();
    // Its subjects keep it.
    await page.getByLabel('Buscar materia').fill(id);
    await expect(page.getByRole('status').filter({ hasText: /^1 materia$/ })).toBeVisible();
    await expect(page.getByRole('article', { name: `Ictiología ${id}` })).toContainText(`Carreras: ${renamed}`);
    await settled(page);
    await expectNoAxeViolations(page);
  });
});

test('Catálogo: «Editar» a subject shows its values, refuses a taken clave on its field and saves', async ({
  adminPage: page,
  adminHeaders,
}) => {
  const id = unique();
  const renamed = `Zoología de prueba ${id}`;
  const careerId = (await newCareer(page.request, adminHeaders, renamed)).id_career;
  const subject = await newSubject(page.request, adminHeaders, careerId, `Herpetología ${id}`);
  const other = await newSubject(page.request, adminHeaders, careerId, `Ictiología ${id}`);

  await test.step('«Editar» a subject: its values, a taken clave on its field, then saved', async () => {
    await page.goto('/admin/dashboard?section=catalogo');
    await page.getByRole('combobox', { name: 'Carrera' }).click();
    await page.getByRole('option', { name: renamed }).click();
    await expect(page.getByRole('status').filter({ hasText: /^2 materias$/ })).toBeVisible();
    const opener = page.getByRole('button', { name: `Editar ${subject.name}` });
    // Closed with Escape, the focus goes back to «Editar».
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Editar materia' });
    await expect(dialog.getByLabel('Clave')).toHaveValue(subject.clave);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Nombre')).toHaveValue(subject.name);
    await expect(dialog.getByLabel('Créditos')).toHaveValue('5');
    await dialog.getByLabel('Clave').fill(other.clave);
    await dialog.getByRole('button', { name: 'Guardar materia' }).click();
    await expect(dialog.getByLabel('Clave')).toHaveAccessibleDescription('Ya existe una materia con esa clave.');
    await expectNoAxeViolations(page);

    const clave = freshClave();
    const name = `Herpetología tropical ${id}`;
    await dialog.getByLabel('Clave').fill(clave);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Créditos').fill('6');
    await dialog.getByRole('button', { name: 'Guardar materia' }).click();
    const saved = page.getByRole('dialog', { name: 'Materia actualizada' });
    await expect(saved).toContainText(`Se guardó ${name} (${clave}).`);
    await closePopup(saved);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText(`${clave} · 6 créditos · 5 h/semana`);
    await expect(card).toContainText(`Carreras: ${renamed}`);
  });
});

test('Recursos Financieros puts a hold on a student with its reason and lifts it', async ({
  page,
  staffSession,
  baseURL,
}) => {
  const id = unique();
  const student = await registeredStudent(page.request, `retenida.${id}@tec.example`);
  const reason = `Adeudo en Recursos Financieros ${id}`;
  await putStorageState(page, portalStorageState(baseURL!, await staffSession(FINANCE)));
  await page.goto('/staff/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagos' })).toBeVisible();
  if (isMobile(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Área del personal' }).getByRole('link', { name: 'Retenciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Retenciones' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Poner una retención' });
  await form.getByRole('button', { name: 'Poner retención' }).click();
  await expect(form.getByRole('combobox', { name: 'Estudiante' })).toHaveAccessibleDescription('Elige al estudiante.');
  const picker = form.getByRole('combobox', { name: 'Estudiante' });
  await picker.fill(student.controlNumber);
  await chooseOnlyOption(picker, page.getByRole('option', { name: new RegExp(student.controlNumber) }));
  await form.getByLabel('Motivo').fill(reason);
  await form.getByRole('button', { name: 'Poner retención' }).click();
  const placed = page.getByRole('dialog', { name: 'Retención puesta' });
  await expect(placed).toContainText('no podrá inscribirse hasta que levantes la retención.');
  await closePopup(placed);

  const hold = page
    .getByRole('region', { name: 'Retenciones vigentes' })
    .getByRole('article')
    .filter({ hasText: student.controlNumber });
  await expect(hold).toContainText(`Motivo: ${reason}`);
  // The student is told the same reason.
  const mine = await page.request.get(`/api/students/${student.id}/holds`, { headers: student.headers });
  expect(((await mine.json()) as { reason: string }[]).map((h) => h.reason)).toEqual([reason]);
  await settled(page);
  await expectNoAxeViolations(page);

  await hold.getByRole('button', { name: /^Levantar la retención de / }).click();
  const lifted = page.getByRole('dialog', { name: 'Retención levantada' });
  await expect(lifted).toContainText('ya puede inscribirse.');
  await closePopup(lifted);
  await expect(hold).toHaveCount(0);
  const after = await page.request.get(`/api/students/${student.id}/holds`, { headers: student.headers });
  expect(await after.json()).toEqual([]);
});
