import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';

/**
 * Every field error is text tied to its field (its accessible description, not a red border alone), and one
 * submit says every problem at once, at 360 and 1280 px: the teacher application, the student's registration and
 * the invited teacher's password.
 */

test.beforeEach(narrowestPhone);

/** A field by the start of its label (a required one's ends in an asterisk). */
const fieldOf = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));

/** Each field is marked invalid and described by its own message. */
async function expectFieldErrors(page: Page, fields: Record<string, RegExp | string>) {
  for (const [label, message] of Object.entries(fields)) {
    const field = fieldOf(page, label);
    await expect(field, label).toHaveAttribute('aria-invalid', 'true');
    await expect(field, label).toHaveAccessibleDescription(message);
  }
}

test('an empty teacher application says under each required field what it needs, all at once', async ({ page }) => {
  await page.goto('/solicitud-impartir-clase');
  await page.getByRole('button', { name: 'Enviar Solicitud' }).click();
  await expectFieldErrors(page, {
    'Nombre(s)': /\S/,
    'Apellido paterno': /\S/,
    'Correo electrónico de contacto': /\S/,
    'Teléfono (10 dígitos)': /\S/,
    CV: /\S/,
  });
  await expectNoAxeViolations(page);
});

test('an empty registration says under each field what it needs; «Campos requeridos» once', async ({ page }) => {
  await signInAsStudent(page, `errores.${unique()}@tec.example`);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Registrarme' }).click();
  await expectFieldErrors(page, {
    Carrera: /Elige tu carrera\./,
    'Número de control': /Escribe tu número de control\./,
    Teléfono: /Escribe tu número de teléfono\./,
  });
  await expect(page.getByText('Campos requeridos', { exact: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('the invitation’s password form says both fields’ problems at once', async ({
  page,
  adminHeaders: headers,
}, info) => {
  const id = unique();
  const applied = await page.request.post('/api/teachers/applications', {
    data: {
      name: 'Eva',
      paternalSurname: `Errores${id}`,
      maternalSurname: info.project.name,
      contactEmail: `eva.${id}@correo.example`,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-eva.pdf',
      reason: 'Prueba de los errores del formulario.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await page.request.patch(`/api/teachers/applications/${applicationId}`, {
    headers,
    data: { accepted: true },
  });
  expect(accepted.status()).toBe(200);
  const invited = await page.request.post(`/api/teachers/applications/${applicationId}/invitation`, { headers });
  expect(invited.status(), await invited.text()).toBe(201);
  await page.goto(((await invited.json()) as { link: string }).link);
  const create = page.getByRole('button', { name: 'Crear mi cuenta' });
  await create.click();
  await expectFieldErrors(page, {
    Contraseña: /Escribe una contraseña\./,
    'Confirma la contraseña': /Escribe otra vez la contraseña\./,
  });
  await fieldOf(page, 'Contraseña').fill('123');
  await fieldOf(page, 'Confirma la contraseña').fill('124');
  await create.click();
  await expectFieldErrors(page, {
    Contraseña: /La contraseña debe tener al menos 6 caracteres/,
    'Confirma la contraseña': /Las contraseñas no coinciden\./,
  });
  await expectNoAxeViolations(page);
});
