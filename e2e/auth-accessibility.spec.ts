import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { DEMO, isMobile, openStudentMenu, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';

test.describe('accessibility', () => {
  test('/login has no axe violations', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Entrar como personal' }).click();
    await expect(page.getByLabel('Correo institucional')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/staff/login has no axe violations', async ({ page }) => {
    await page.goto('/staff/login');
    await expect(page.getByRole('heading', { name: 'Acceso para personal' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/staff/profile has no axe violations (admin and teacher)', async ({ page }) => {
    await signInAsStaff(page, DEMO.admin);
    await page.goto('/staff/profile');
    await expect(page.getByText('Administrador', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await signInAsStaff(page, DEMO.teacher);
    await page.goto('/staff/profile');
    await expect(page.getByText('Maestro', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the student area header (and its open menu) has no axe violations', async ({ page }) => {
    await signInAsStudent(page, DEMO.student3);
    await page.goto('/profile');
    await expect(
      page.getByRole('button', { name: 'Cerrar Sesión' }).or(page.getByRole('button', { name: 'Abrir menú' })),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    if (isMobile(page)) {
      await openStudentMenu(page);
      await expect(page.getByRole('link', { name: 'Mis Cursos' })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
});
