import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures/portal.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { YEAR, cardTitles, gotoHome, isOpenClassesPage, openClasses, type ClassesBody } from './fixtures/home.ts';
import { recordForeignRequests } from './fixtures/network.ts';

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
