import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Response } from '@playwright/test';
import { DEMO, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { recordForeignRequests } from './fixtures/network.ts';

interface ClassesBody {
  data: { id_class: number; status: string; Subjects: { name: string; clave: string } }[];
  meta: { page: number; totalPages: number; total: number };
}

const YEAR = new Date().getFullYear();

/** The home's request for a page of open classes (status pendiente,aprobado, 3 per page). */
function isOpenClassesPage(response: Response, page: number): boolean {
  const url = new URL(response.url());
  return (
    url.pathname === '/api/classes' &&
    url.searchParams.get('status') === 'pendiente,aprobado' &&
    url.searchParams.get('pageSize') === '3' &&
    url.searchParams.get('page') === String(page)
  );
}

async function gotoHome(page: Page): Promise<ClassesBody> {
  const first = page.waitForResponse((r) => isOpenClassesPage(r, 1));
  await page.goto('/');
  return (await (await first).json()) as ClassesBody;
}

const openClasses = (page: Page) => page.getByRole('region', { name: 'Clases abiertas para impartir' });
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

async function cardTitles(page: Page): Promise<string[]> {
  return openClasses(page).getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

test.describe('home page', () => {
  test('shows every part, in Spanish, without leaving the origin', async ({ page, baseURL }) => {
    const foreign = recordForeignRequests(page, baseURL!);
    const body = await gotoHome(page);

    await expect(page).toHaveTitle('Cursos de Verano | Instituto Tecnológico');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    // Header: institutional artwork, menu, sign-in link; no profile link while signed out.
    const banner = page.getByRole('banner');
    await expect(
      banner.getByRole('link', { name: /Instituto Tecnológico del Caribe|Tecnológico del Caribe/ }),
    ).toBeVisible();
    await expect(banner.locator('img').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mi Perfil' })).toHaveCount(0);

    // Hero.
    const hero = page.getByRole('region', { name: `Cursos de Verano ${YEAR}` });
    await expect(hero.getByRole('heading', { level: 1, name: `Cursos de Verano ${YEAR}` })).toBeVisible();
    await expect(hero.getByText('Inscripciones abiertas')).toBeVisible();
    await expect(hero.getByRole('link', { name: 'Explorar programas' })).toHaveAttribute('href', '/classes');
    await expect(hero.getByRole('link', { name: 'Conocer más' })).toHaveAttribute('href', '/Reglamento-General');

    // Open classes: the first page of the API, 3 cards with subject, key, credits, schedule, seats and status.
    expect(body.data).toHaveLength(3);
    const cards = openClasses(page).getByRole('article');
    await expect(cards).toHaveCount(3);
    expect(await cardTitles(page)).toEqual(body.data.map((c) => c.Subjects.name));
    const first = cards.first();
    await expect(first.getByText(body.data[0]!.Subjects.clave)).toBeVisible();
    await expect(first.getByText('Créditos')).toBeVisible();
    await expect(first.getByText('Horario', { exact: true })).toBeVisible();
    await expect(first.getByText(/^\d+ \/ \d+$/)).toBeVisible();
    await expect(
      first.getByText(body.data[0]!.status === 'aprobado' ? 'Aprobada' : 'Pendiente', { exact: true }),
    ).toBeVisible();
    await expect(openClasses(page).getByText('Desconocido')).toHaveCount(0);

    // Statistics, reasons, testimonials, call to action, contact.
    const stats = page.getByRole('region', { name: 'El Instituto en cifras' });
    for (const figure of ['15,000+', '50+', '25', '95%'])
      await expect(stats.getByText(figure, { exact: true })).toBeVisible();
    const features = page.getByRole('region', { name: /Tu verano en el/ });
    await expect(features.getByRole('heading', { level: 3 })).toHaveCount(4);
    const testimonials = page.getByRole('region', { name: 'Lo que cuentan nuestros estudiantes' });
    await expect(testimonials.locator('figure')).toHaveCount(3);
    const cta = page.getByRole('region', { name: '¿Listo para aprovechar tu verano?' });
    await expect(cta.getByRole('link', { name: 'Ver clases disponibles' })).toHaveAttribute('href', '/classes');
    await expect(cta.getByRole('link', { name: 'Iniciar Sesión' })).toHaveAttribute('href', '/login');
    const contact = page.getByRole('region', { name: '¿Tienes dudas? Estamos para ayudarte' });
    await expect(contact.getByText('Dirección')).toBeVisible();
    await expect(contact.getByRole('link', { name: /\+52/ })).toHaveAttribute('href', /^tel:/);
    await expect(contact.getByRole('link', { name: 'cursosdeverano@tec.example' })).toHaveAttribute(
      'href',
      'mailto:cursosdeverano@tec.example',
    );

    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(foreign).toEqual([]);
  });

  test('pagination moves through the open classes three at a time', async ({ page }) => {
    const firstPage = await gotoHome(page);
    expect(firstPage.meta.totalPages).toBeGreaterThan(3);
    const pager = page.getByRole('navigation', { name: 'Páginas de clases abiertas' });
    await expect(pager.getByRole('button', { name: 'Página 1', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(pager.getByRole('button', { name: 'Anterior' })).toHaveAttribute('aria-disabled', 'true');

    const seen = new Set(firstPage.data.map((c) => c.id_class));
    const goTo = async (target: number, click: () => Promise<void>) => {
      const response = page.waitForResponse((r) => isOpenClassesPage(r, target));
      await click();
      const body = (await (await response).json()) as ClassesBody;
      await expect(pager.getByRole('button', { name: `Página ${target}`, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect.poll(() => cardTitles(page)).toEqual(body.data.map((c) => c.Subjects.name));
      return body;
    };

    const second = await goTo(2, () => pager.getByRole('button', { name: 'Página 2', exact: true }).click());
    expect(second.data).toHaveLength(3);
    for (const c of second.data) expect(seen.has(c.id_class)).toBe(false);

    const third = await goTo(3, () => pager.getByRole('button', { name: 'Siguiente' }).click());
    expect(third.data).toHaveLength(3);

    const last = firstPage.meta.totalPages;
    const lastBody = await goTo(last, () => pager.getByRole('button', { name: `Página ${last}`, exact: true }).click());
    expect(lastBody.data.length).toBeGreaterThan(0);
    expect(lastBody.data.length).toBeLessThanOrEqual(3);
    await expect(pager.getByRole('button', { name: 'Siguiente' })).toHaveAttribute('aria-disabled', 'true');

    await goTo(last - 1, () => pager.getByRole('button', { name: 'Anterior' }).click());
  });

  test("a card's button opens the teacher application for that class", async ({ page }) => {
    const body = await gotoHome(page);
    const buttons = openClasses(page).getByRole('link', { name: /^Postularme/ });
    await expect(buttons).toHaveCount(3);
    const names = await Promise.all((await buttons.all()).map((b) => b.getAttribute('aria-label')));
    expect(new Set(names).size).toBe(3);

    const target = body.data[1]!;
    await openClasses(page)
      .getByRole('link', { name: new RegExp(`^Postularme para impartir .*grupo ${target.id_class}$`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/solicitud-impartir-clase/${target.id_class}$`));
  });

  test('designs the loading, empty and error states of the open classes', async ({ page }) => {
    let mode: 'slow' | 'empty' | 'error' = 'slow';
    let release: () => void = () => undefined;
    let requested: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => (requested = resolve));
    const classesApi = (url: URL) => url.pathname === '/api/classes';
    await page.route(classesApi, async (route) => {
      if (mode === 'slow') {
        const held = new Promise<void>((resolve) => (release = resolve));
        requested();
        await held;
        return route.continue();
      }
      if (mode === 'empty') return route.fulfill({ json: { data: [], meta: { page: 1, totalPages: 0, total: 0 } } });
      return route.fulfill({ status: 500, json: { statusCode: 500, error: 'Error', message: 'Falla' } });
    });

    await page.goto('/');
    await expect(openClasses(page).getByRole('status')).toHaveText('Cargando clases abiertas...');
    // The prerendered page shows the loading state before the app has even asked for the list.
    await inFlight;
    release();
    await expect(openClasses(page).getByRole('article')).toHaveCount(3);

    mode = 'empty';
    await page.reload();
    await expect(openClasses(page).getByText('No hay clases abiertas en este momento.')).toBeVisible();
    await expect(openClasses(page).getByRole('link', { name: 'Enviar solicitud' })).toHaveAttribute(
      'href',
      '/solicitud-impartir-clase',
    );

    mode = 'error';
    await page.reload();
    // The list query retries twice, a second apart, before it shows the error.
    const alert = openClasses(page).getByRole('alert');
    await expect(alert).toContainText('Error al cargar las clases abiertas', { timeout: 15_000 });
    await expectNoAxeViolations(page);
    await page.unroute(classesApi);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await expect(openClasses(page).getByRole('article')).toHaveCount(3);
  });

  test('loads at most 150 kB of gzipped JavaScript', async ({ page }) => {
    const scripts: Promise<number>[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.endsWith('.js'))
        scripts.push(r.body().then((b) => gzipSync(b, { level: 9 }).length));
    });
    await gotoHome(page);
    await page.waitForLoadState('networkidle');
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    test.info().annotations.push({ type: 'js-gzip-bytes', description: String(total) });
    expect(total).toBeLessThanOrEqual(150_000);
  });
});

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
    await page.waitForTimeout(200);
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
    // A reload would have asked for the page again by now (the error view shows either way).
    await page.waitForTimeout(1_000);
    expect(documentRequests).toBe(0);
  });
});
