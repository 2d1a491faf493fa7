import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './fixtures/signed-in.ts';
import { DEMO, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { approveBelowQuorum, classWith, registeredStudent, unique } from './fixtures/classes.ts';
import { classInProgress } from './fixtures/coordination.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { trackRequests } from './fixtures/network.ts';

/**
 * No page scrolls sideways: every route of every role (signed out, student, teacher, administrator, Recursos
 * Financieros), at 360 px on the phone project and 1280 px on the desktop one, is no wider than the window once
 * it has loaded (a hidden tooltip, a long word or a table must not push it). The pages that show one record (a
 * roster, a graded class, a constancia) are crawled on records of the test's own.
 */

const FINANCE = 'finanzas@tec.example';
/** Where the dashboard keeps the admin's choice of cards or the dense table (CLASS_VIEW_STORAGE_KEY). */
const CLASS_VIEW_STORAGE_KEY = 'admin-class-view';

const ROUTES = {
  visitor: [
    '/',
    '/home',
    '/Reglamento-Estudiante',
    '/Reglamento-General',
    '/Reglamento-Responsable',
    '/solicitud-impartir-clase',
    '/login',
    '/staff/login',
    '/staff/invitation#enlace-que-no-existe',
    '/staff/invitation/enlace-que-no-existe',
    '/verificar/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  ],
  student: ['/profile', '/classes', '/create-class', '/my-courses'],
  teacher: ['/staff/classes', '/staff/profile'],
  finance: ['/staff/payments', '/staff/analitica', '/staff/profile'],
  admin: [
    ...[
      'resumen',
      'aprobar',
      'estudiantes',
      'salones',
      'profesores',
      'crear',
      'catalogo',
      'convalidaciones',
      'retenciones',
      'calendario',
      'coordinacion',
      'bitacora',
      'analitica',
    ].map((s) => `/admin/dashboard?section=${s}`),
    '/admin/teacher-applications',
    '/staff/payments',
    '/staff/analitica',
    '/staff/profile',
    '/diagnostic',
    // Finance's holds page, which administrators may open too.
    '/staff/retenciones',
  ],
} as const;

/** The page's width and the window's, once the route has loaded and none of its requests is still open. */
async function widths(page: Page, route: string, requests: ReturnType<typeof trackRequests>) {
  await page.goto(route);
  await requests.idle();
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
}

/** Routes that move on to another by design: the old link form moves the token into the fragment. */
const ALIASES: Record<string, string> = { '/staff/invitation/enlace-que-no-existe': '/staff/invitation' };

async function expectNoSidewaysScroll(page: Page, routes: readonly string[]) {
  const wide: string[] = [];
  const elsewhere: string[] = [];
  const requests = trackRequests(page);
  for (const route of routes) {
    const { scroll, window } = await widths(page, route, requests);
    if (scroll > window) wide.push(`${route}: ${scroll} px in ${window} px`);
    // The page itself was measured, not a sign-in or home page the role was sent to.
    const landed = new URL(page.url()).pathname;
    const asked = new URL(ALIASES[route] ?? route, page.url()).pathname;
    if (landed !== asked) elsewhere.push(`${route} → ${landed}`);
  }
  expect(wide).toEqual([]);
  expect(elsewhere).toEqual([]);
}

/**
 * A class of the test's own that ended: a new student (its leader) graded 95 by the administrator, the acta
 * closed, the constancia issued. Its id, its student and the constancia's folio.
 */
async function gradedClass(request: APIRequestContext, headers: Record<string, string>, subjectIndex: number) {
  const student = await registeredStudent(request, `ancho.${unique()}@tec.example`);
  const cls = await classWith(request, [student], subjectIndex, headers);
  await approveBelowQuorum(request, headers, cls.id);
  const started = await request.post(`/api/classes/${cls.id}/status/active`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);
  const graded = await request.put(`/api/classes/${cls.id}/grades`, {
    headers,
    data: { grades: [{ studentId: student.id, grade: 95 }] },
  });
  expect(graded.status(), await graded.text()).toBe(200);
  const closed = await request.post(`/api/classes/${cls.id}/acta`, { headers, data: {} });
  expect(closed.status(), await closed.text()).toBe(200);
  const mine = (await (await request.get('/api/classes/student', { headers: student.headers })).json()) as {
    id_class: number;
    constanciaFolio: string | null;
  }[];
  const folio = mine.find((c) => c.id_class === cls.id)?.constanciaFolio;
  expect(folio, 'la constancia emitida al cerrar el acta').toBeTruthy();
  return { id: cls.id, student, folio: folio! };
}

test.beforeEach(narrowestPhone);

test('visitors’ pages, and a constancia’s verification', async ({ page, adminHeaders }, info) => {
  const graded = await gradedClass(page.request, adminHeaders, info.project.name === 'mobile' ? 44 : 45);
  const classes = await page.request.get('/api/classes?page=1&pageSize=1&status=pendiente,aprobado');
  const open = ((await classes.json()) as { data: { id_class: number }[] }).data[0]!;
  await expectNoSidewaysScroll(page, [
    ...ROUTES.visitor,
    `/verificar/${graded.folio}`,
    `/solicitud-impartir-clase/${open.id_class}`,
  ]);
});

test('a student’s pages: a class they lead, a grade and its constancia', async ({ page, adminHeaders }, info) => {
  const graded = await gradedClass(page.request, adminHeaders, info.project.name === 'mobile' ? 46 : 47);
  const cls = await classWith(page.request, [graded.student], info.project.name === 'mobile' ? 48 : 49, adminHeaders);
  await signInAsStudent(page, graded.student.email);
  await expectNoSidewaysScroll(page, [...ROUTES.student, `/my-courses/class/${cls.id}/students`]);
  // The demo's first student, whose «Mis Cursos» the seed filled.
  await signInAsStudent(page, DEMO.student1);
  await expectNoSidewaysScroll(page, ROUTES.student);
});

test('a teacher’s pages: a class in progress, with its attendance and grades', async ({ page, staffSession }) => {
  const cls = await classInProgress(page.request, (await staffSession(DEMO.teacher)).token);
  await signInAsStaff(page, DEMO.teacher);
  await expectNoSidewaysScroll(page, [...ROUTES.teacher, `/staff/classes/${cls.id_class}`]);
});

test('Recursos Financieros’ pages', async ({ page }) => {
  await signInAsStaff(page, FINANCE);
  await expectNoSidewaysScroll(page, ROUTES.finance);
});

test('an administrator’s dashboard, every section, and the class lists as the dense table', async ({
  adminPage: page,
}) => {
  const sections = ROUTES.admin.filter((route) => route.startsWith('/admin/dashboard'));
  await expectNoSidewaysScroll(page, sections);
  await page.evaluate((key) => localStorage.setItem(key, 'table'), CLASS_VIEW_STORAGE_KEY);
  await expectNoSidewaysScroll(page, ['/admin/dashboard?section=aprobar', '/admin/dashboard?section=salones']);
});

test('an administrator’s other pages: a roster, a graded class, an application', async ({
  adminPage: page,
  adminHeaders,
}, info) => {
  const graded = await gradedClass(page.request, adminHeaders, info.project.name === 'mobile' ? 50 : 51);
  const classes = await page.request.get('/api/classes?page=1&pageSize=1&status=pendiente,aprobado');
  const first = ((await classes.json()) as { data: { id_class: number }[] }).data[0]!;
  const applications = await page.request.get('/api/teachers/applications?page=1&pageSize=1', {
    headers: adminHeaders,
  });
  expect(applications.status(), await applications.text()).toBe(200);
  const listed = (await applications.json()) as { id: number }[] | { data: { id: number }[] };
  const application = (Array.isArray(listed) ? listed : listed.data)[0]!;
  await expectNoSidewaysScroll(page, [
    ...ROUTES.admin.filter((route) => !route.startsWith('/admin/dashboard')),
    `/admin/class-students/${first.id_class}`,
    `/admin/class-students/${graded.id}`,
    `/staff/classes/${graded.id}`,
    `/admin/teacher-applications/${application.id}`,
  ]);
});
