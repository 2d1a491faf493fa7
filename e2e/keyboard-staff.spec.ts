import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, classWith, registeredStudent, unique } from './fixtures/classes.ts';
import { newRoom } from './fixtures/catalogue.ts';
import { newTeacherAccount } from './fixtures/teachers.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * A registrar without a mouse: approves a class, gives it a room and a teacher with the keyboard alone
 * (Tab, typing, arrows, Enter). Each dialog's buttons are reached with Tab from where the focus is, and
 * after each dialog and its popup the focus is on the page again, never dropped to its body. At 360 and
 * 1280 px, one class from «Aprobar Clases» to its room and teacher.
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

/** Closes a success popup with Enter on its «Entendido» (it may already have closed itself). */
async function acknowledge(page: Page, title: string) {
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  if (await popup.getByRole('button', { name: 'Entendido' }).evaluate((el) => el === document.activeElement)) {
    await page.keyboard.press('Enter');
  }
  await expect(popup).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
}

/**
 * A class of one new student (pending, or approved below the quorum) on the demo catalogue's subject at
 * `subjectIndex` (each test and project its own); its id, key and subject's name.
 */
async function keyboardClass(page: Page, headers: Record<string, string>, subjectIndex: number, approved: boolean) {
  const student = await registeredStudent(page.request, `teclado.${unique()}@tec.example`);
  const cls = await classWith(page.request, [student], subjectIndex, headers);
  if (approved) await approveBelowQuorum(page.request, headers, cls.id);
  const subject = (await (await page.request.get(`/api/classes/${cls.id}`)).json()) as { Subjects: { name: string } };
  return { cls, name: subject.Subjects.name };
}

test('keyboard only: one class approved below the quorum, then given a room and a teacher', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const { cls, name } = await keyboardClass(page, headers, (info.project.name === 'mobile' ? 16 : 26) + 1, false);
  const id = unique();
  const room = `Teclado ${id}`;
  await newRoom(page.request, headers, room, `Edificio ${id}`);
  const teacher = await newTeacherAccount(page.request, headers, `${info.project.name}${id}`);

  await test.step('approve below the quorum, with the reason typed', async () => {
    await page.goto('/admin/dashboard?section=aprobar');
    const search = page.getByLabel('Buscar por clave o nombre de la materia');
    await tabTo(page, search, 40);
    await page.keyboard.type(cls.clave);
    const review = page.getByRole('button', { name: `Revisar ${name} (clase ${cls.id})` });
    await tabTo(page, review, 40);
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name });
    await expect(modal.getByText('Debajo del mínimo')).toBeVisible();
    await tabTo(page, modal.getByLabel('Comentario o razón'));
    await page.keyboard.type('Grupo pequeño autorizado, aprobado con el teclado.');
    await tabTo(page, modal.getByRole('button', { name: 'Aprobar' }));
    await page.keyboard.press('Enter');
    // Said in place: no popup to dismiss, and the focus is still on the page (not dropped to <body>).
    await expect(page.getByRole('status', { name: 'Clase Aprobada' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
    await expectNoAxeViolations(page);
  });

  await test.step('assign the room', async () => {
    await page.goto('/admin/dashboard?section=salones');
    await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
    await tabTo(page, page.getByLabel('Buscar por nombre de la materia'), 40);
    await page.keyboard.type(name);
    const open = page.getByRole('button', { name: `Asignar salón de ${name} (clase ${cls.id})` });
    await tabTo(page, open, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Asignar salón: ${name}` });
    const picker = dialog.getByRole('combobox', { name: 'Salón' });
    await tabTo(page, picker);
    await page.keyboard.type(room);
    await expect(page.getByRole('option', { name: new RegExp(`^${room} \\(`) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue(`${room} (Edificio ${id})`);
    await tabTo(page, dialog.getByRole('button', { name: 'Asignar salón' }));
    await page.keyboard.press('Enter');
    await acknowledge(page, 'Salón asignado');
    await expect(page.getByRole('button', { name: `Cambiar salón de ${name} (clase ${cls.id})` })).toBeVisible();
  });

  await test.step('assign the teacher, from where the room left the focus', async () => {
    const open = page.getByRole('button', { name: `Asignar docente de ${name} (clase ${cls.id})` });
    await tabTo(page, open, 40);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Asignar docente: ${name}` });
    const picker = dialog.getByRole('combobox', { name: 'Docente' });
    await tabTo(page, picker);
    await page.keyboard.type(teacher.email);
    await expect(page.getByRole('option', { name: new RegExp(`^${teacher.name}`) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(dialog).toContainText(teacher.email);
    await tabTo(page, dialog.getByRole('button', { name: 'Asignar docente' }));
    await page.keyboard.press('Enter');
    await acknowledge(page, 'Docente asignado');
    const card = page.getByRole('article').filter({
      has: page.getByRole('button', { name: `Cambiar docente de ${name} (clase ${cls.id})` }),
    });
    await expect(card.getByTestId('class-teacher')).toContainText(teacher.name);
    await expect(card).toContainText(room);
    await expectNoAxeViolations(page);
  });
});
