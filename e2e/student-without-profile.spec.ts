import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { unique } from './fixtures/classes.ts';

test('a student without a profile is told to register first', async ({ page }) => {
  await signInAsStudent(page, `e2e-sinperfil-${unique()}@tec.example`);
  await page.goto('/create-class');
  await expect(page.getByRole('heading', { name: 'Acceso restringido' })).toBeVisible();
  await expect(page.getByText('Solo los estudiantes registrados o administradores pueden crear clases.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a Mi Perfil' })).toHaveAttribute('href', '/profile');
  await page.goto('/my-courses');
  await expect(page.getByText(/Debes estar registrado como estudiante para ver tus cursos/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/classes');
  await expect(page.getByText('Completa tu registro')).toBeVisible();
  const enrol = page.getByRole('button', { name: /^Inscribirme en / }).first();
  await expect(enrol).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
});
