import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { YEAR } from './fixtures/home.ts';
import { recordForeignRequests, trackRequests } from './fixtures/network.ts';

test.describe('routes and information pages', () => {
  test('regulation routes ignore case; unknown paths go home', async ({ page }) => {
    await page.goto('/REGLAMENTO-general');
    await expect(page.getByRole('heading', { level: 1, name: 'Aspirantes' })).toBeVisible();
    await expect(page).toHaveTitle('Información general para aspirantes | Cursos de Verano');

    await page.goto('/reglamento-estudiante');
    await expect(page.getByRole('heading', { level: 1, name: 'Estudiante' })).toBeVisible();

    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: `Cursos de Verano ${YEAR}` })).toBeVisible();

    await page.goto('/home');
    await expect(page.getByRole('heading', { level: 1, name: `Cursos de Verano ${YEAR}` })).toBeVisible();
  });

  test('the student page explains what a summer course is', async ({ page, baseURL }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    await page.goto('/Reglamento-Estudiante');
    await expect(page).toHaveTitle('Reglamento del estudiante | Cursos de Verano');
    await expect(page.getByRole('heading', { level: 1, name: 'Estudiante' })).toBeVisible();
    for (const h of ['¿Qué es un curso de verano?', '¿Cuántas materias puedo cursar?', 'Requisitos adicionales'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.getByText(/como máximo 2 materias/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('the applicants page shows duration, group size and the cost table', async ({ page, baseURL }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    await page.goto('/Reglamento-General');
    await expect(page.getByRole('heading', { level: 1, name: 'Aspirantes' })).toBeVisible();
    for (const h of ['Duración', 'Requisitos y tamaño del grupo', 'Costos'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.getByText(/cuatro a seis semanas/).first()).toBeVisible();
    await expect(page.getByText(/mínimo de 15 y un máximo de 30 estudiantes/)).toBeVisible();

    const table = page.getByRole('table', { name: 'Costo por estudiante según las horas de la materia' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toHaveText(/60 horas\s*\$1,000\.00/);
    await expect(rows.nth(2)).toHaveText(/75 horas\s*\$1,125\.00/);
    await expect(rows.nth(3)).toHaveText(/90 horas\s*\$1,250\.00/);
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('the responsible-party page lists the coordination duties', async ({ page, baseURL }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    await page.goto('/Reglamento-Responsable');
    await expect(page).toHaveTitle('Reglamento para responsables | Cursos de Verano');
    await expect(page.getByRole('heading', { level: 1, name: 'Responsables' })).toBeVisible();
    for (const h of ['Responsabilidades', 'Obligaciones', 'Coordinación'])
      await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Docentes' })).toBeVisible();
    const coordination = page.getByRole('region', { name: 'Coordinación' });
    await expect(coordination.getByRole('listitem')).toHaveCount(4);
    for (const duty of [
      /avance semanal/,
      /asistencia cada dos semanas/,
      /Evaluación docente al final/,
      /cancelar el curso/,
    ])
      await expect(coordination.getByText(duty)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('the illustration follows the scroll and the arrow leads to the content', async ({ page }) => {
    // The projects reduce motion (decision 048); the illustration moves only for a screen that allows it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/Reglamento-General');
    const hero = page.getByRole('region', { name: 'Aspirantes' });
    await expect(hero).toHaveAttribute('style', /--scroll: 0/);
    await page.getByRole('button', { name: 'Desliza para leer más' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Duración' })).toBeInViewport();
    await expect
      .poll(async () => Number(await hero.evaluate((el) => el.style.getPropertyValue('--scroll'))))
      .toBeGreaterThan(0);
  });

  test('with reduced motion nothing moves', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/Reglamento-Responsable');
    const hint = page.getByRole('button', { name: 'Desliza para leer más' });
    await expect(hint).toBeVisible();
    const animation = await hint
      .locator('svg')
      .evaluate((el) => el.ownerDocument.defaultView?.getComputedStyle(el).animationName);
    expect(animation).toBe('none');
    await page.mouse.wheel(0, 400);
    // The page has scrolled and painted twice since: the hero had every chance to react.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    );
    const hero = page.getByRole('region', { name: 'Responsables' });
    expect(await hero.evaluate((el) => el.style.getPropertyValue('--scroll'))).toBe('0.000');
  });
});

test.describe('a new version deployed while the page is open', () => {
  test('a screen whose code is gone reloads the page once and opens; if it stays gone, the error view says so', async ({
    page,
  }) => {
    const appRunning = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/classes');
    await page.goto('/');
    await appRunning;
    // The old build's chunk of the applicants page is gone: 404 until the page loads again.
    let gone = true;
    let refused = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) gone = false;
    });
    await page.route('**/assets/applicants-page-*.js', async (route) => {
      if (!gone) return route.continue();
      refused++;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{}' });
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Conocer más' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/Reglamento-General$/i);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(refused).toBeGreaterThan(0);

    // Gone for good (and already reloaded a moment ago): no reload loop, the error view instead.
    await page.route('**/assets/student-info-page-*.js', (route) => route.fulfill({ status: 404, body: '' }));
    const requests = trackRequests(page);
    let documentRequests = 0;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documentRequests++;
    });
    await page.evaluate(() => {
      window.history.pushState(null, '', '/Reglamento-Estudiante');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'Algo salió mal' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
    // Every request has been answered: a reload would have asked for the page again (the error view shows
    // either way).
    await requests.idle();
    expect(documentRequests).toBe(0);
  });
});
