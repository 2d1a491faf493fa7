import { expect, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { DEMO, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';

/**
 * No page scrolls sideways: every route of every role, at 360 px on the phone project and 1280 px on the
 * desktop one, is no wider than the window once it has loaded (a hidden tooltip, a long word or a table
 * must not push it).
 */

const ROUTES = {
  visitor: [
    '/',
    '/Reglamento-Estudiante',
    '/Reglamento-General',
    '/Reglamento-Responsable',
    '/solicitud-impartir-clase',
    '/login',
    '/staff/login',
    '/staff/invitation#enlace-que-no-existe',
  ],
  student: ['/profile', '/classes', '/create-class', '/my-courses'],
  teacher: ['/staff/classes', '/staff/profile'],
  admin: [
    ...[
      'resumen',
      'aprobar',
      'estudiantes',
      'salones',
      'profesores',
      'crear',
      'bitacora',
      'calendario',
      'catalogo',
      'convalidaciones',
      'retenciones',
    ].map((s) => `/admin/dashboard?section=${s}`),
    '/admin/teacher-applications',
    '/diagnostic',
    // Finance's holds page, which administrators may open too.
    '/staff/retenciones',
  ],
} as const;

async function widths(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, routes: readonly string[]) {
  const wide: string[] = [];
  for (const route of routes) {
    const { scroll, window } = await widths(page, route);
    if (scroll > window) wide.push(`${route}: ${scroll} px in ${window} px`);
  }
  expect(wide).toEqual([]);
}

test.beforeEach(async ({ page }, info) => {
  if (info.project.name === 'mobile') await page.setViewportSize({ width: 360, height: 740 });
});

test('visitors’ pages', async ({ page }) => {
  await expectNoSidewaysScroll(page, ROUTES.visitor);
});

test('a student’s pages', async ({ page }) => {
  await signInAsStudent(page, DEMO.student1);
  await expectNoSidewaysScroll(page, ROUTES.student);
});

test('a teacher’s pages', async ({ page }) => {
  await signInAsStaff(page, DEMO.teacher);
  await expectNoSidewaysScroll(page, ROUTES.teacher);
});

test('an administrator’s dashboard, every section', async ({ adminPage: page }) => {
  await expectNoSidewaysScroll(
    page,
    ROUTES.admin.filter((route) => route.startsWith('/admin/dashboard')),
  );
});

test('an administrator’s other pages, and a class roster', async ({ adminPage: page }) => {
  const classes = await page.request.get('/api/classes?page=1&pageSize=1&status=pendiente,aprobado');
  const first = ((await classes.json()) as { data: { id_class: number }[] }).data[0]!;
  await expectNoSidewaysScroll(page, [
    ...ROUTES.admin.filter((route) => !route.startsWith('/admin/dashboard')),
    `/admin/class-students/${first.id_class}`,
  ]);
});
