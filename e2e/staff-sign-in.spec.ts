import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEMO, fillStaffLogin, signInAsStaff } from './fixtures/auth.ts';
import { trackRequests } from './fixtures/network.ts';
import { narrowestPhone } from './fixtures/phone.ts';

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

test.describe('staff', () => {
  test('the admin signs in at /staff/login and lands on /admin/dashboard, replacing the login in history', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/staff/login');
    await fillStaffLogin(page, DEMO.admin);
    await expect(page.getByRole('button', { name: 'Accediendo al sistema...' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the teacher lands on «Mis Clases» and stays there, also when opening the admin area', async ({ page }) => {
    const requests = trackRequests(page);
    await page.goto('/staff/login');
    await fillStaffLogin(page, DEMO.teacher);
    await expect(page).toHaveURL(/\/staff\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Clases' })).toBeVisible();
    // Every request the page made has been answered (a late redirect would follow one of them).
    await requests.idle();
    await expect(page).toHaveURL(/\/staff\/classes$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/staff\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Clases' })).toBeVisible();
    await requests.idle();
    await expect(page).toHaveURL(/\/staff\/classes$/);
    // The profile is one link away, and says who they are.
    await page.goto('/staff/profile');
    await expect(page.getByText('Maestro', { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO.teacher)).toBeVisible();
    await expect(page.getByText('Activo', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al panel de administración' })).toHaveCount(0);
  });

  test('a signed-out teacher opening «Mis Clases» signs in and comes back to it; the skip link leads to it', async ({
    page,
  }) => {
    await page.goto('/staff/classes');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await fillStaffLogin(page, DEMO.teacher);
    await expect(page).toHaveURL(/\/staff\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Clases' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('the staff form: spec messages, show/hide password, wrong password', async ({ page }) => {
    await page.goto('/staff/login');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Todos los campos son obligatorios');
    await page.getByLabel('Correo institucional').fill('docente');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByLabel('Contraseña', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, ingresa un email válido');
    await page.getByLabel('Correo institucional').fill(DEMO.teacher);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('La contraseña debe tener al menos 6 caracteres');

    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Ocultar contraseña' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    await password.fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email o contraseña incorrectos');
    await expectNoAxeViolations(page);
  });

  test('an admin sent to sign in from an admin screen returns to it', async ({ page }) => {
    await page.goto('/admin/teacher-applications');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await fillStaffLogin(page, DEMO.admin);
    await expect(page).toHaveURL(/\/admin\/teacher-applications$/);
  });

  test('staff logout clears the session and goes home', async ({ page }) => {
    await signInAsStaff(page, DEMO.admin);
    await page.goto('/staff/profile');
    await expect(page.getByRole('link', { name: 'Ir al panel de administración' })).toBeVisible();
    await page.getByRole('button', { name: 'Configuración' }).click();
    await expect(page.getByRole('dialog')).toContainText('Funcionalidad en desarrollo');
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('staff_session'))).toBeNull();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });
});
