import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { trackRequests } from './fixtures/network.ts';
import {
  clickAndWaitForClose,
  DEMO,
  isMobile,
  openStudentMenu,
  signInAsStudent,
  signInThroughPopup,
} from './fixtures/auth.ts';

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

  /** The student opens the issuer's sign-out popup from /classes. */
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
    const requests = trackRequests(page);
    const menu = page.getByRole('button', { name: 'Abrir menú' });
    if (isMobile(page) && (await menu.isVisible())) await menu.click();
    await page
      .getByRole('navigation', { name: 'Área del estudiante' })
      .getByRole('link', { name: 'Mis Cursos', exact: true })
      .click();
    await expect(page).toHaveURL(/\/my-courses$/);
    // Still signed in after moving on: the area did not send them home.
    // Every request of the new page has been answered: a sign-out would have sent them home by now.
    await requests.idle();
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
