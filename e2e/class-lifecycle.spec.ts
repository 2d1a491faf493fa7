import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { DEMO, DEMO_PASSWORD, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closePopup } from './fixtures/popup.ts';
import { ownSlot, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * The class lifecycle at 1280 and 375 px: a student withdraws; an admin rejects a class
 * and its student can enrol elsewhere at once; an admin approves a class below the quorum with a
 * written reason and the student sees it. Each test makes its own students and classes.
 */

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/staff/login', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A new registered student: email, id and auth headers. */
const newStudent = (request: APIRequestContext) => registeredStudent(request, `ciclo.${unique()}@tec.example`);

/** A pending class created by the admin, led by `studentId`: its id and subject name. */
async function newClassLedBy(request: APIRequestContext, admin: string, studentId: number) {
  // A subject of the students' career (registeredStudent registers every student in the first one): another
  // career's subject would need a convalidation first.
  const careers = (await (await request.get('/api/careers')).json()) as { data: { id_career: number }[] };
  const careerId = careers.data[0]!.id_career;
  const subjects = (await (await request.get('/api/subjects', { params: { pageSize: 100, careerId } })).json()) as {
    data: { id_subject: number; name: string; clave: string }[];
  };
  const subject = subjects.data[Math.floor(Math.random() * subjects.data.length)]!;
  const res = await request.post('/api/classes', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      shift: 'matutino',
      description: 'Clase de prueba del ciclo de vida.',
      schedule: ownSlot(),
      whatsappLink: null,
      responsibleStudent: { studentId },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { classId: ((await res.json()) as { id_class: number }).id_class, subject };
}

/** Opens the review modal of one class on "Aprobar Clases", found by its key. */
async function openReview(page: Page, classId: number, subject: { name: string; clave: string }) {
  await signInAsStaff(page);
  await page.goto('/admin/dashboard?section=aprobar');
  await page.getByLabel('Buscar por clave o nombre de la materia').fill(subject.clave);
  await page.getByRole('button', { name: `Revisar ${subject.name} (clase ${classId})` }).click();
  const modal = page.getByRole('dialog', { name: subject.name });
  await expect(modal).toBeVisible();
  return modal;
}

test('a student withdraws from a pending class', async ({ page, request }) => {
  const admin = await adminToken(request);
  const st = await newStudent(request);
  const { classId, subject } = await newClassLedBy(request, admin, st.id);
  await signInAsStudent(page, st.email);
  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'Tus Cursos Inscritos (1)' })).toBeVisible();
  await expect(page.getByText('Faltan 14 para abrir el grupo')).toBeVisible();
  await page.getByRole('button', { name: `Darme de baja de ${subject.name} (clase ${classId})` }).click();
  const confirm = dialog(page, '¿Seguro que quieres darte de baja');
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Confirmar baja' }).click();
  const done = dialog(page, 'Baja registrada');
  await expect(done).toBeVisible();
  await closePopup(done);
  await expect(page.getByRole('heading', { name: 'Tus Cursos Inscritos (0)' })).toBeVisible();
});

test('an admin rejects a class and its student can then enrol elsewhere', async ({ page, browser, request }) => {
  const admin = await adminToken(request);
  const st = await newStudent(request);
  const rejected = await newClassLedBy(request, admin, st.id);
  const other = await newClassLedBy(request, admin, (await newStudent(request)).id);
  const enrolOther = () =>
    request.post('/api/classes/enrollStudent', { headers: st.headers, data: { classId: other.classId } });
  // Second class: at the limit of 2.
  const second = await newClassLedBy(request, admin, (await newStudent(request)).id);
  expect(
    (
      await request.post('/api/classes/enrollStudent', { headers: st.headers, data: { classId: second.classId } })
    ).status(),
  ).toBe(201);
  expect((await enrolOther()).status()).toBe(409);

  const modal = await openReview(page, rejected.classId, rejected.subject);
  await modal.getByLabel('Comentario o razón').fill('No hay docente disponible este verano.');
  await modal.getByRole('button', { name: 'Rechazar' }).click();
  await expect(page.getByRole('status', { name: 'Clase Rechazada' })).toBeVisible();

  const studentPage = await (
    await browser.newContext({ viewport: page.viewportSize(), baseURL: process.env['E2E_BASE_URL'], locale: 'es-MX' })
  ).newPage();
  await signInAsStudent(studentPage, st.email);
  await studentPage.goto('/my-courses');
  await expect(studentPage.getByRole('heading', { name: 'Tus Cursos Inscritos (1)' })).toBeVisible();
  await expect(studentPage.getByRole('heading', { name: 'Historial (1)' })).toBeVisible();
  await expect(studentPage.getByText('Motivo: No hay docente disponible este verano.')).toBeVisible();
  await expectNoAxeViolations(studentPage);
  // Released: the place it held is free again.
  expect((await enrolOther()).status()).toBe(201);
  await studentPage.context().close();
});

test('an admin approves below the quorum with a reason and the student sees it', async ({ page, browser, request }) => {
  const admin = await adminToken(request);
  const st = await newStudent(request);
  const { classId, subject } = await newClassLedBy(request, admin, st.id);
  const modal = await openReview(page, classId, subject);
  await expect(modal.getByText('Debajo del mínimo')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Aprobar' }).click();
  await expect(modal.getByText(/Escribe la razón para aprobar/)).toBeVisible();
  await modal.getByLabel('Comentario o razón').fill('Última materia de sus residencias.');
  await modal.getByRole('button', { name: 'Aprobar' }).click();
  await expect(page.getByRole('status', { name: 'Clase Aprobada' })).toBeVisible();

  const studentPage = await (
    await browser.newContext({ viewport: page.viewportSize(), baseURL: process.env['E2E_BASE_URL'], locale: 'es-MX' })
  ).newPage();
  await signInAsStudent(studentPage, st.email);
  await studentPage.goto('/my-courses');
  await expect(
    studentPage.getByText('Aprobada con 1 de 15 inscritos mínimos. Razón: Última materia de sus residencias.'),
  ).toBeVisible();
  await studentPage.context().close();
});
