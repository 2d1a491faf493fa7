import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, ownSlot, pendingClass } from './fixtures/classes.ts';
import { closePopup } from './fixtures/popup.ts';
import { newTeacherAccount } from './fixtures/teachers.ts';
import { expect, test } from './fixtures/signed-in.ts';

/**
 * "Asignar docente" in "Asignar Salones": the admin gives a teacher account (made through the
 * invitation API) to an approved class, sees it on the card, and is refused with "se empalma" when giving
 * the same teacher to a class at the same time. Each project makes its own teacher and classes.
 */

/** A new active teacher account, as the portal makes one (fixtures/teachers.ts). */
const invitedTeacher = (request: APIRequestContext, headers: Record<string, string>, surname: string) =>
  newTeacherAccount(request, headers, surname, { name: 'Teresa', paternal: 'Empalme' });

test('the admin assigns a teacher to an approved class; the same teacher for a clashing class "se empalma"', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const teacher = await invitedTeacher(page.request, headers, info.project.name === 'mobile' ? 'Móvil' : 'Escritorio');
  // Two approved classes that meet at the same hour (different subjects).
  const slot = ownSlot();
  const base = info.project.name === 'mobile' ? 25 : 35;
  const [first, second] = [
    await pendingClass(page.request, headers, base, 'Clase de prueba de docentes.', slot),
    await pendingClass(page.request, headers, base + 1, 'Clase de prueba de docentes.', slot),
  ];
  for (const cls of [first, second]) await approveBelowQuorum(page.request, headers, cls.id);

  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
  await expect(page.getByText('Asigna salón y docente a las clases aprobadas y activas.')).toBeVisible();

  const cardOf = (cls: { id: number; subject: { name: string } }, button: string) =>
    page.getByRole('article').filter({
      has: page.getByRole('button', { name: `${button} de ${cls.subject.name} (clase ${cls.id})` }),
    });
  const assignTo = async (cls: { id: number; subject: { name: string } }, busy = false) => {
    await page.getByLabel('Buscar por nombre de la materia').fill(cls.subject.name);
    await expect(cardOf(cls, 'Asignar docente').getByTestId('class-teacher')).toContainText('Sin docente asignado');
    await page.getByRole('button', { name: `Asignar docente de ${cls.subject.name} (clase ${cls.id})` }).click();
    const dialog = page.getByRole('dialog', { name: `Asignar docente: ${cls.subject.name}` });
    const picker = dialog.getByRole('combobox', { name: 'Docente' });
    // The list of teachers has arrived (its placeholder says so), so the dropdown will not grow under the
    // pointer once it opens…
    await expect(picker).toHaveAttribute('placeholder', 'Busca por nombre o correo');
    await picker.click();
    await picker.fill(teacher.email);
    // …and the filter has left the one teacher: the dropdown stops moving before the option is clicked.
    // (The picker's dropdown, not the period selector's options on the page behind.)
    const dropdown = page.getByRole('listbox');
    await expect(dropdown.getByRole('option')).toHaveCount(1);
    const option = dropdown.getByRole('option', { name: new RegExp(`^${teacher.name}`) });
    await expect(option).toContainText(teacher.email);
    if (busy) await expect(option).toContainText('Ocupado a esa hora');
    await option.click();
    await expect(dialog).toContainText(teacher.email);
    return dialog;
  };

  await test.step('the teacher for the first class: a popup, and the card shows them', async () => {
    const dialog = await assignTo(first);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Asignar docente' }).click();
    const done = page.getByRole('dialog', { name: 'Docente asignado' });
    await expect(done).toContainText(`Se asignó a ${teacher.name} como docente de ${first.subject.name}.`);
    await closePopup(done);
    const card = cardOf(first, 'Cambiar docente');
    await expect(card.getByTestId('class-teacher')).toContainText(teacher.name);
    await expectNoAxeViolations(page);
  });

  await test.step('the same teacher for the class at the same time: "se empalma", said before sending', async () => {
    const dialog = await assignTo(second, true);
    // The first class meets at that hour: one more class in the period, and the picker says the clash at once.
    await expect(dialog).toContainText('1 clase más en Verano');
    await expect(dialog.getByRole('button', { name: 'Asignar docente' })).toBeDisabled();
    const refusal = dialog.getByRole('alert');
    await expect(refusal).toContainText(`El docente se empalma con ${first.subject.name} (`);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(cardOf(second, 'Asignar docente').getByTestId('class-teacher')).toContainText('Sin docente asignado');
  });

  await test.step('"Gestión de Profesores" lists the class under the teacher', async () => {
    await page.goto('/admin/dashboard?section=profesores');
    const row = page.getByRole('list', { name: 'Cuentas de docentes' }).getByRole('listitem', { name: teacher.name });
    await expect(row.getByRole('list', { name: `Clases de ${teacher.name}` })).toContainText(first.subject.name);
    await expect(row).not.toContainText(second.subject.name);
  });
});
