import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, download, ownSlot, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { newRoom } from './fixtures/catalogue.ts';
import { closePopup } from './fixtures/popup.ts';

/**
 * "Asignar Salones": the admin imports rooms from a CSV (a bad file first: every bad line,
 * nothing imported), makes and deletes a room by hand, assigns one to an approved class, and is refused
 * with "ocupado" when giving the same room to a class at the same time, then confirms a room smaller than
 * the class. Each test makes its own rooms (names of its own) and classes; the assignments start from
 * rooms made through the API, the screens that make them are tested on their own.
 */

const HEADER = 'nombre,edificio,capacidad,tipo';

/** "Asignar Salones", on the rooms' tab. */
async function openRooms(page: Page) {
  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
}

test('the admin imports rooms from a CSV: the template, every bad line of a bad file, then a good one', async ({
  adminPage: page,
}) => {
  const id = unique();
  const building = `Edificio ${id}`;
  const room = `Aula ${id}`;
  await openRooms(page);
  await test.step('import: the template, a bad file (every bad line, nothing imported), then a good one', async () => {
    await page.getByRole('tab', { name: 'Salones' }).click();
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar salones desde CSV' });
    const template = await download(page, 'Descargar plantilla');
    expect(template.file.suggestedFilename()).toBe('plantilla-salones.csv');
    expect(template.bytes.toString('utf8').replace(/^\uFEFF/, '')).toMatch(new RegExp(`^${HEADER}\r?\n`));

    const bad = [
      HEADER,
      `${room},${building},40,aula`,
      `Lab ${id},${building},0,laboratorio`,
      `${room},${building},20,patio`,
    ];
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'salones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(bad.join('\n')),
    });
    await dialog.getByRole('button', { name: 'Importar salones' }).click();
    const lines = dialog.getByRole('list', { name: 'Líneas con errores' }).getByRole('listitem');
    await expect(lines).toHaveText([
      'Línea 3: La capacidad debe ser un número entero entre 1 y 500.',
      'Línea 4: El tipo debe ser aula, laboratorio o sala de cómputo. El salón se repite (línea 2).',
    ]);
    await expect(dialog).toContainText('No se importó ningún salón');
    await expectNoAxeViolations(page);

    const good = [
      HEADER,
      `${room},${building},40,aula`,
      `Lab ${id},${building},24,laboratorio`,
      `Cubículo ${id},${building},1,aula`,
    ];
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'salones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(good.join('\r\n')),
    });
    await dialog.getByRole('button', { name: 'Importar salones' }).click();
    const done = page.getByRole('dialog', { name: 'Salones importados' });
    await expect(done).toContainText('Se importaron 3 salones.');
    await closePopup(done);
    await expect(page.getByRole('article', { name: room })).toContainText('40 lugares');
    await expect(page.getByRole('article', { name: `Lab ${id}` })).toContainText('Laboratorio');
    await expectNoAxeViolations(page);
  });
});

test('a new room: each mistake under its field, then saved; deleted after confirming', async ({ adminPage: page }) => {
  const id = unique();
  const building = `Edificio ${id}`;
  await openRooms(page);
  await page.getByRole('tab', { name: 'Salones' }).click();
  await test.step('a new room: each mistake under its field, then saved; deleted after confirming', async () => {
    await page.getByRole('button', { name: 'Nuevo salón' }).click();
    const form = page.getByRole('dialog', { name: 'Nuevo salón' });
    await form.getByRole('button', { name: 'Guardar salón' }).click();
    await expect(form).toContainText('El nombre del salón es obligatorio.');
    await expect(form).toContainText('El edificio es obligatorio.');
    await expect(form).toContainText('La capacidad debe ser un número entero entre 1 y 500.');
    await expectNoAxeViolations(page);
    const name = `Cómputo ${id}`;
    await form.getByLabel('Nombre del salón').fill(name);
    await form.getByLabel('Edificio').fill(building);
    await form.getByLabel('Capacidad (lugares)').fill('30');
    await form.getByRole('radio', { name: 'Sala de cómputo' }).check();
    await form.getByRole('button', { name: 'Guardar salón' }).click();
    const created = page.getByRole('dialog', { name: 'Salón creado' });
    await expect(created).toContainText(`Se creó el salón ${name} (${building}).`);
    await closePopup(created);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Sala de cómputo');
    await expect(card).toContainText('30 lugares');

    await card.getByRole('button', { name: `Eliminar el salón ${name} (${building})` }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar salón' });
    await expect(confirm).toContainText(`¿Eliminar el salón ${name} (${building})?`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await closePopup(page.getByRole('dialog', { name: 'Salón eliminado' }));
    await expect(card).toBeHidden();
  });
});

test('the admin assigns a room; "ocupado" for a clashing class; a small room is confirmed', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const building = `Edificio ${id}`;
  const room = `Aula ${id}`;
  for (const [name, capacity] of [
    [room, 40],
    [`Cubículo ${id}`, 1],
  ] as const)
    await newRoom(page.request, headers, name, building, capacity);
  // Two approved classes that meet at the same hour (different subjects).
  const slot = ownSlot();
  const base = info.project.name === 'mobile' ? 21 : 31;
  const [first, second] = [
    await pendingClass(page.request, headers, base, 'Clase de prueba de salones.', slot),
    await pendingClass(page.request, headers, base + 1, 'Clase de prueba de salones.', slot),
  ];
  // Two students in the first class, for the room smaller than the class.
  for (const letter of ['a', 'b']) {
    const student = await registeredStudent(page.request, `e2e-salon-${letter}-${id}@tec.example`);
    const enrol = await page.request.post('/api/classes/enrollStudent', {
      headers,
      data: { classId: first.id, student: { studentId: student.id } },
    });
    expect(enrol.status(), await enrol.text()).toBe(201);
  }
  for (const cls of [first, second]) await approveBelowQuorum(page.request, headers, cls.id);

  await openRooms(page);

  /** Opens the class's «Asignar salón» and chooses the room by keyboard; nothing is sent yet. */
  const choose = async (cls: { id: number; subject: { name: string } }, name = room, button = 'Asignar salón') => {
    await page.getByLabel('Buscar por nombre de la materia').fill(cls.subject.name);
    await page.getByRole('button', { name: `${button} de ${cls.subject.name} (clase ${cls.id})` }).click();
    const dialog = page.getByRole('dialog', { name: `Asignar salón: ${cls.subject.name}` });
    const picker = dialog.getByRole('combobox', { name: 'Salón' });
    await picker.click();
    await picker.fill(name);
    // The list now holds just this room; it is chosen with the keyboard (on phones a click could wait on the
    // dropdown, which moves while the dialog settles).
    await expect(page.getByRole('option', { name: new RegExp(`^${name} \\(`) })).toBeVisible();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await expect(picker).toHaveValue(`${name} (${building})`);
    return dialog;
  };

  await test.step('assign the room to the first class: its card shows it', async () => {
    await page.getByRole('tab', { name: 'Clases' }).click();
    await expectNoAxeViolations(page);
    const dialog = await choose(first);
    await dialog.getByRole('button', { name: 'Asignar salón' }).click();
    const done = page.getByRole('dialog', { name: 'Salón asignado' });
    await expect(done).toContainText(`${room} (${building}) quedó asignado a ${first.subject.name}.`);
    await closePopup(done);
    const card = page.getByRole('article').filter({
      has: page.getByRole('button', { name: `Cambiar salón de ${first.subject.name} (clase ${first.id})` }),
    });
    await expect(card.getByTestId('class-room')).toContainText(`${room} (${building}) · 40 lugares`);
  });

  await test.step('the same room for the class at the same time: the picker says "ocupado" before sending', async () => {
    await page.getByLabel('Buscar por nombre de la materia').fill(second.subject.name);
    await page.getByRole('button', { name: `Asignar salón de ${second.subject.name} (clase ${second.id})` }).click();
    const dialog = page.getByRole('dialog', { name: `Asignar salón: ${second.subject.name}` });
    const picker = dialog.getByRole('combobox', { name: 'Salón' });
    await picker.click();
    await picker.fill(room);
    // The option itself says it, before anything is chosen.
    await expect(page.getByRole('option', { name: new RegExp(`^${room} \\(`) })).toContainText('Ocupado a esa hora');
    await picker.press('ArrowDown');
    await picker.press('Enter');
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText(`El salón ${room} (${building}) está ocupado por ${first.subject.name}`);
    await expect(dialog.getByRole('button', { name: 'Asignar salón' })).toBeDisabled();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    const card = page.getByRole('article').filter({
      has: page.getByRole('button', { name: `Asignar salón de ${second.subject.name} (clase ${second.id})` }),
    });
    await expect(card.getByTestId('class-room')).toContainText('Sin salón asignado');
  });

  await test.step('a room smaller than the class: the admin confirms, and it is assigned', async () => {
    const small = `Cubículo ${id}`;
    const dialog = await choose(first, small, 'Cambiar salón');
    // Said as soon as the room is chosen: the only way on is to confirm.
    const warning = dialog.getByRole('alert');
    await expect(warning).toContainText(
      'El salón tiene capacidad para 1 y la clase tiene 2 estudiantes. Confirma para asignarlo de todos modos.',
    );
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Asignar de todos modos' }).click();
    const done = page.getByRole('dialog', { name: 'Salón asignado' });
    await expect(done).toContainText(`${small} (${building}) quedó asignado a ${first.subject.name}.`);
    await closePopup(done);
    const card = page.getByRole('article').filter({
      has: page.getByRole('button', { name: `Cambiar salón de ${first.subject.name} (clase ${first.id})` }),
    });
    await expect(card.getByTestId('class-room')).toContainText(`${small} (${building}) · 1 lugar`);
  });

  await test.step('the dense table, only the classes still without a room', async () => {
    await page.getByRole('button', { name: 'Tabla', exact: true }).click();
    const table = page.getByRole('region', { name: 'Tabla de clases' });
    // The first class has its room now: with «Salón» missing it is not listed (other classes of its subject may be).
    // The search already holds its subject (the last step's): choosing «Salón» asks the list for it.
    await expect(page.getByLabel('Buscar por nombre de la materia')).toHaveValue(first.subject.name);
    const answered = page.waitForResponse(
      (r) =>
        r.url().includes('missing=room') &&
        new URL(r.url()).searchParams.get('subjectName') === first.subject.name &&
        r.ok(),
    );
    await page.getByRole('group', { name: 'Falta' }).getByRole('button', { name: 'Salón', exact: true }).click();
    const listed = ((await (await answered).json()) as { data: { id_class: number }[] }).data.map((c) => c.id_class);
    expect(listed).not.toContain(first.id);
    await expect(table.getByRole('row').filter({ hasText: `Clase #${first.id}` })).toHaveCount(0);
    await page.getByLabel('Buscar por nombre de la materia').fill(second.subject.name);
    const row = table.getByRole('row').filter({ hasText: `Clase #${second.id}` });
    await expect(row.getByRole('cell', { name: 'Falta' }).first()).toBeVisible();
    await expect(
      row.getByRole('button', { name: `Asignar salón de ${second.subject.name} (clase ${second.id})` }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
