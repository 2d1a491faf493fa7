import { expect, test } from './fixtures/portal.ts';
import { DEMO, signInAsStaff, signInAsStudent, signInThroughPopup } from './fixtures/auth.ts';

test('a demo student signs in through the popup and lands on /my-courses; the diagnostic is not theirs', async ({
  page,
}) => {
  await signInThroughPopup(page, DEMO.student3);
  await expect(page).toHaveURL(/\/my-courses$/);
  await page.goto('/diagnostic');
  await expect(page).toHaveURL(/\/staff\/login$/);
  await expect(page.getByText('"control_number"')).toHaveCount(0);
});

test('staff sign in from /login with email and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar como personal' }).click();
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('Todos los campos son obligatorios');
  await page.getByLabel('Correo institucional').fill('admin');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Contraseña', { exact: true }).fill('Verano2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, ingresa un email válido');
  await page.getByLabel('Correo institucional').fill(DEMO.admin);
  await page.getByLabel('Contraseña', { exact: true }).fill('incorrecta');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
  await page.getByLabel('Contraseña', { exact: true }).fill('Verano2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('staff_session') ?? 'null'));
  expect(session.user.email).toBe(DEMO.admin);
  expect(session.expiresAt - Date.now()).toBeGreaterThan(23 * 3600 * 1000);
});

test('the session fixtures give the app a signed-in user; the diagnostic is for administrators only', async ({
  page,
}) => {
  await signInAsStudent(page, DEMO.student1);
  await page.goto('/profile');
  await expect(page.getByText('21390145')).toBeVisible();
  await signInAsStaff(page, DEMO.teacher);
  await page.goto('/diagnostic');
  await expect(page).toHaveURL(/\/staff\/classes$/);
  await signInAsStaff(page, DEMO.admin);
  await page.goto('/diagnostic');
  await expect(page.getByText('Autenticado')).toBeVisible();
  await expect(page.getByText('"role": "admin"')).toBeVisible();
});
