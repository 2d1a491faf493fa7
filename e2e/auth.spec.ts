import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import {
  clickAndWaitForClose,
  DEMO,
  DEMO_PASSWORD,
  signInAsStaff,
  signInAsStudent,
  signInThroughPopup,
} from './fixtures/auth.ts';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** The student area's navigation: in the bar from 768 px, behind the hamburger below. */
async function openStudentMenu(page: Page) {
  if (isMobile(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
}

async function fillStaffLogin(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Correo institucional').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('students', () => {
  test('a demo student signs in through the popup, lands on /my-courses and finds the area navigation', async ({
    page,
  }) => {
    await signInThroughPopup(page, DEMO.student2);
    await expect(page).toHaveURL(/\/my-courses$/);
    await openStudentMenu(page);
    for (const [name, href] of [
      ['Mi Perfil', '/profile'],
      ['Clases Disponibles', '/classes'],
      ['Crear Curso', '/create-class'],
      ['Mis Cursos', '/my-courses'],
    ] as const) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
  });

  test("student logout: the issuer's 'Sí, cerrar sesión' popup, then home", async ({ page }) => {
    await signInThroughPopup(page, DEMO.student1);
    await expect(page).toHaveURL(/\/my-courses$/);
    await page.goto('/classes');
    await openStudentMenu(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    const popup = await popupPromise;
    await clickAndWaitForClose(popup, popup.getByRole('button', { name: 'Sí, cerrar sesión' }));
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')));
    expect(stored).toEqual([]);
    // Signed out for real: the student area sends them home again.
    await page.goto('/classes');
    await expect(page).toHaveURL(/\/$/);
  });

  /** Issue 14: the student opens the issuer's sign-out popup from /classes. */
  async function openSignOutPopup(page: Page) {
    await signInThroughPopup(page, DEMO.student2);
    await expect(page).toHaveURL(/\/my-courses$/);
    await page.goto('/classes');
    await expect(page.getByRole('heading', { level: 1, name: 'Clases Disponibles' })).toBeVisible();
    await openStudentMenu(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: '¿Cerrar tu sesión institucional?' })).toBeVisible();
    return popup;
  }

  /**
   * Starts the clock in the page, right before the student's answer: it stops when the sign-out status
   * leaves the page (measured in the page, so the test runner's own delays on a busy machine do not count).
   */
  async function startClock(page: Page) {
    await page.evaluate(() => {
      const clock = { start: performance.now(), gone: 0 };
      (window as unknown as { signOutClock: typeof clock }).signOutClock = clock;
      const observer = new MutationObserver(() => {
        if (document.body.textContent?.includes('Cerrando sesión...')) return;
        clock.gone = performance.now();
        observer.disconnect();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }

  /** Signed in, on the same page, usable within 2 s; the area navigation still works. */
  async function expectStillSignedIn(page: Page) {
    await expect(page.getByText('Cerrando sesión...')).toHaveCount(0);
    const elapsed = await page.evaluate(() => {
      const clock = (window as unknown as { signOutClock: { start: number; gone: number } }).signOutClock;
      return clock.gone - clock.start;
    });
    expect(elapsed).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(2_000);
    await expect(page.getByRole('heading', { level: 1, name: 'Clases Disponibles' })).toBeVisible();
    await expect(page).toHaveURL(/\/classes$/);
    const stored = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('oidc.user:')));
    expect(stored).toHaveLength(1);
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    if (isMobile(page) && (await menu.isVisible())) await menu.click();
    await page
      .getByRole('navigation', { name: 'Área del estudiante' })
      .getByRole('link', { name: 'Mis Cursos', exact: true })
      .click();
    await expect(page).toHaveURL(/\/my-courses$/);
    // Still signed in after moving on: the area did not send them home.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/my-courses$/);
  }

  test('closing the sign-out popup keeps the student signed in, with a usable page within 2 s', async ({ page }) => {
    const popup = await openSignOutPopup(page);
    await expect(page.getByText('Cerrando sesión...')).toBeVisible();
    await startClock(page);
    await popup.close();
    await expectStillSignedIn(page);
    await expectNoAxeViolations(page);
  });

  test("answering 'No, seguir con la sesión' keeps the student signed in, with a usable page within 2 s", async ({
    page,
  }) => {
    const popup = await openSignOutPopup(page);
    await startClock(page);
    await clickAndWaitForClose(popup, popup.getByRole('button', { name: 'No, seguir con la sesión' }));
    await expectStillSignedIn(page);
  });

  test('a student cannot see the staff profile', async ({ page }) => {
    await signInAsStudent(page, DEMO.student3);
    await page.goto('/staff/profile');
    await expect(page.getByRole('heading', { name: 'Acceso denegado' })).toBeVisible();
    await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await expectNoAxeViolations(page);
  });
});

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

  test('the teacher lands on /staff/profile and stays there, also when opening the admin area', async ({ page }) => {
    await page.goto('/staff/login');
    await fillStaffLogin(page, DEMO.teacher);
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await expect(page.getByText('Maestro', { exact: true })).toBeVisible();
    await expect(page.getByText(DEMO.teacher)).toBeVisible();
    await expect(page.getByText('Activo', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al panel de administración' })).toHaveCount(0);
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/staff\/profile$/);
    await expect(page.getByRole('heading', { name: 'Perfil del personal' })).toBeVisible();
    await page.waitForTimeout(600);
    await expect(page).toHaveURL(/\/staff\/profile$/);
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
  }, testInfo) => {
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
    await page.screenshot({ path: testInfo.outputPath('sign-in-notice.png') });
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
