import { expect, test } from './fixtures/portal.ts';
import { DEMO, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { gotoHome, mainMenu } from './fixtures/home.ts';

test.describe('menu', () => {
  test('dropdowns open on hover with a mouse', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'hover applies to wide screens');
    await gotoHome(page);
    const menu = mainMenu(page);
    const regulations = menu.getByRole('button', { name: 'Reglamento' });
    await expect(regulations).toHaveAttribute('aria-expanded', 'false');

    await regulations.hover();
    await expect(regulations).toHaveAttribute('aria-expanded', 'true');
    const cards = menu.locator('#reglamento-panel').getByRole('link');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAttribute('href', '/Reglamento-Estudiante');
    await expect(cards.nth(1)).toHaveAttribute('href', '/Reglamento-General');
    await expect(cards.nth(2)).toHaveAttribute('href', '/Reglamento-Responsable');

    const platforms = menu.getByRole('button', { name: 'Plataformas' });
    await platforms.hover();
    await expect(platforms).toHaveAttribute('aria-expanded', 'true');
    await expect(regulations).toHaveAttribute('aria-expanded', 'false');
    const external = menu.locator('#plataformas-panel').getByRole('link');
    await expect(external).toHaveCount(7);
    for (const link of await external.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(menu.getByRole('list', { name: 'Directorio docente' }).getByRole('link')).toHaveCount(4);

    await page.mouse.move(640, 780);
    await expect(platforms).toHaveAttribute('aria-expanded', 'false');

    await regulations.hover();
    await cards.nth(2).click();
    await expect(page).toHaveURL(/\/Reglamento-Responsable$/);
    await expect(regulations).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsables' })).toBeVisible();
  });

  test('the hamburger and the dropdowns open on tap', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the hamburger shows under 768 px');
    await gotoHome(page);
    const menu = mainMenu(page);
    const toggle = page.getByRole('button', { name: 'Abrir menú' });
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeHidden();

    await toggle.tap();
    await expect(page.getByRole('button', { name: 'Cerrar menú' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Inicio' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(menu.getByRole('link', { name: 'Quiero impartir clases' })).toHaveAttribute(
      'href',
      '/solicitud-impartir-clase',
    );

    const regulations = menu.getByRole('button', { name: 'Reglamento' });
    const platforms = menu.getByRole('button', { name: 'Plataformas' });
    await regulations.tap();
    await expect(regulations).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.locator('#reglamento-panel').getByRole('link')).toHaveCount(3);

    await platforms.tap();
    await expect(platforms).toHaveAttribute('aria-expanded', 'true');
    await expect(regulations).toHaveAttribute('aria-expanded', 'false');
    await expect(menu.locator('#plataformas-panel').getByRole('link')).toHaveCount(7);
    await platforms.tap();
    await expect(platforms).toHaveAttribute('aria-expanded', 'false');

    await regulations.tap();
    await menu.getByRole('link', { name: /^Información general/ }).tap();
    await expect(page).toHaveURL(/\/Reglamento-General$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aspirantes' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the dropdowns work from the keyboard', async ({ page }, testInfo) => {
    await gotoHome(page);
    const menu = mainMenu(page);
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('button', { name: 'Abrir menú' }).focus();
      await page.keyboard.press('Enter');
    }
    const regulations = menu.getByRole('button', { name: 'Reglamento' });
    await regulations.focus();
    await page.keyboard.press('Enter');
    await expect(regulations).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: /^Estudiante/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: /^Información general/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(regulations).toHaveAttribute('aria-expanded', 'false');
    await expect(regulations).toBeFocused();

    // ↓ on the closed button opens it and focuses the first link. On a wide screen the floating
    // panel closes when focus leaves it; in the mobile menu it stays expanded in place.
    const platforms = menu.getByRole('button', { name: 'Plataformas' });
    await platforms.focus();
    await page.keyboard.press('ArrowDown');
    await expect(platforms).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: /^Sistema de Información Estudiantil/ })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(regulations).toBeFocused();
    if (testInfo.project.name === 'desktop') await expect(platforms).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press(' ');
    await expect(regulations).toHaveAttribute('aria-expanded', 'true');
    await expect(platforms).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await expect(regulations).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/Reglamento-Estudiante$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Estudiante' })).toBeVisible();
  });
});

test.describe('sign-in control', () => {
  test('signed in, Mi Perfil and Cerrar Sesión replace the sign-in link', async ({ page }, testInfo) => {
    const openMobileMenu = async () => {
      if (testInfo.project.name === 'mobile') await page.getByRole('button', { name: 'Abrir menú' }).click();
    };
    await signInAsStudent(page, DEMO.student2);
    await page.goto('/');
    await openMobileMenu();
    await expect(mainMenu(page).getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/profile');
    await expect(mainMenu(page).getByRole('button', { name: 'Cerrar Sesión' })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Iniciar Sesión' })).toHaveCount(0);

    await page.evaluate(() => localStorage.clear());
    await signInAsStaff(page, DEMO.teacher);
    await page.goto('/Reglamento-General');
    await openMobileMenu();
    await expect(mainMenu(page).getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/staff/profile');
    await mainMenu(page).getByRole('button', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await openMobileMenu();
    await expect(mainMenu(page).getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('link', { name: 'Mi Perfil' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('staff_session'))).toBeNull();
  });
});
