import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signInAsStaff } from './fixtures/auth.ts';

test.describe('visitors', () => {
  test('opening /admin/dashboard leads to /staff/login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/staff\/login$/);
    await expect(page.getByRole('heading', { name: 'Acceso para personal' })).toBeVisible();
  });

  test('opening /classes leads to /', async ({ page }) => {
    await page.goto('/classes');
    await expect(page).toHaveURL(/\/$/);
  });

  test("following 'Ver clases disponibles' from the bottom of home: back at the top, told to sign in", async ({
    page,
  }) => {
    // The home arrives prerendered; React replaces it once the app runs (it then asks for the open classes).
    const appRunning = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/classes');
    await page.goto('/');
    await appRunning;
    const notice = page.getByRole('alert').filter({ hasText: 'Inicia sesión para continuar' });
    await expect(notice).toHaveCount(0);
    const cta = page.getByRole('link', { name: 'Ver clases disponibles' });
    await cta.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await cta.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Entra con tu cuenta institucional');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
    await notice.getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('staff opening /classes are sent home with a note that the section is for students', async ({ page }) => {
    await signInAsStaff(page);
    await page.goto('/classes');
    await expect(page).toHaveURL(/\/$/);
    const notice = page.getByRole('alert').filter({ hasText: 'Sección para estudiantes' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  });

  test('opening /admin leads to /staff/login too', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/staff\/login$/);
  });
});
