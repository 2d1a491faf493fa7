import { expect, test } from './fixtures/signed-in.ts';
import { unique } from './fixtures/classes.ts';

/**
 * The dialogs with their animations on, as a screen set to no motion preference shows them: the rest of the
 * suite walks with reduced motion (decision 048), where Mantine's transitions take no time. Here each dialog
 * fades in and out: the form's dialog opens, Escape closes it and the focus goes back to its opener once the
 * exit ends; the success popup that follows a save fades out and gives the focus back to the form's opener.
 */
test.use({ reducedMotion: 'no-preference' });

test('with motion: a form dialog and its success popup open, close and give the focus back', async ({
  adminPage: page,
}) => {
  const id = unique();
  const name = `Animado ${id}`;
  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { level: 1, name: 'Asignar Salones' })).toBeVisible();
  await page.getByRole('tab', { name: 'Salones' }).click();
  const opener = page.getByRole('button', { name: 'Nuevo salón' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Nuevo salón' });
  await expect(form.getByLabel('Nombre del salón')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(opener).toBeFocused();

  await page.keyboard.press('Enter');
  await form.getByLabel('Nombre del salón').fill(name);
  await form.getByLabel('Edificio').fill(`Edificio ${id}`);
  await form.getByLabel('Capacidad (lugares)').fill('25');
  await form.getByRole('button', { name: 'Guardar salón' }).click();
  const created = page.getByRole('dialog', { name: 'Salón creado' });
  await expect(created.getByRole('button', { name: 'Entendido' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(created).toBeHidden();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toContainText('25 lugares');
  // The popup's opener («Guardar salón») went with the form: the focus goes back to the form's own opener.
  await expect(opener).toBeFocused();
});
