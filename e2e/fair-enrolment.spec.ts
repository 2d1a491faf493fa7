import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * Fair enrolment at 1280 and 375 px: a clashing class is marked and cannot be enrolled
 * in; a student joins the waitlist of a full class and is promoted when another student withdraws.
 * Each test makes its own students and classes through the API.
 */

type Subject = { id_subject: number; name: string; clave: string };

/** A new registered student: email, id and auth headers. */
const newStudent = (request: APIRequestContext) => registeredStudent(request, `justa.${unique()}@tec.example`);

/** Two different subjects of the catalog, picked at random. */
async function twoSubjects(request: APIRequestContext): Promise<[Subject, Subject]> {
  // Of the career registeredStudent gives its students: another career's subject needs a convalidation.
  const careers = (await (await request.get('/api/careers')).json()) as { data: { id_career: number }[] };
  const params = { pageSize: 100, careerId: careers.data[0]!.id_career };
  const all = ((await (await request.get('/api/subjects', { params })).json()) as { data: Subject[] }).data;
  const i = Math.floor(Math.random() * all.length);
  return [all[i]!, all[(i + 1 + Math.floor(Math.random() * (all.length - 1))) % all.length]!];
}

/** A pending class made by the admin, led (and so enrolled) by `studentId`. */
async function newClass(
  request: APIRequestContext,
  admin: Record<string, string>,
  subject: Subject,
  studentId: number,
  schedule: { dayId: number; startTime: string; endTime: string }[],
) {
  const res = await request.post('/api/classes', {
    headers: admin,
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      description: 'Clase de prueba de inscripción justa.',
      schedule,
      whatsappLink: null,
      responsibleStudent: { studentId },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id_class: number }).id_class;
}

/** /classes narrowed to one subject by its key (the filters panel opened on a phone). */
async function browseSubject(page: Page, clave: string) {
  await page.goto('/classes');
  await expect(page.getByRole('heading', { name: 'Clases Disponibles', level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Filtros/ });
  // The page arrives as a shell whose controls are disabled until the app runs (decision 013).
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  // The list narrows a second after typing; wait for that answer, not the unfiltered one before it.
  const narrowed = page.waitForResponse(
    (r) => r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === clave.toUpperCase(),
  );
  await page.getByLabel('Clave de la materia').fill(clave.toLowerCase());
  await narrowed;
}

/** The list dims while it refetches: wait until every card is fully opaque again (before axe checks contrast). */
async function listSettled(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((e) => getComputedStyle(e).opacity === '1'),
  );
}

const mondayWednesday = (startTime: string, endTime: string) => [1, 3].map((dayId) => ({ dayId, startTime, endTime }));

test('a class that clashes with the student’s own is marked and cannot be enrolled in', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const [mine, other] = await twoSubjects(request);
  const me = await newStudent(request);
  await newClass(request, admin, mine, me.id, mondayWednesday('10:00', '12:00'));
  const clashing = await newClass(
    request,
    admin,
    other,
    (await newStudent(request)).id,
    mondayWednesday('11:00', '13:00'),
  );

  await signInAsStudent(page, me.email);
  await browseSubject(page, other.clave);
  const button = page.getByRole('button', { name: `Inscribirme en ${other.name} (clase ${clashing})` });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByText(`Se empalma con ${mine.name} (lunes 10:00–12:00).`).first()).toBeVisible();
  await listSettled(page);
  await expectNoAxeViolations(page);
  // The API refuses it too, with the same rule.
  const res = await request.post('/api/classes/enrollStudent', { headers: me.headers, data: { classId: clashing } });
  expect(res.status()).toBe(409);
  expect(((await res.json()) as { message: string }).message).toBe(
    `El horario se empalma con ${mine.name} (lunes 10:00–12:00).`,
  );
});

test('a student joins the waitlist of a full class and is promoted when another withdraws', async ({
  page,
  request,
}) => {
  const admin = await adminHeaders(request);
  const [subject] = await twoSubjects(request);
  const leader = await newStudent(request);
  const classId = await newClass(request, admin, subject, leader.id, [
    { dayId: 2, startTime: '16:00', endTime: '18:00' },
    { dayId: 4, startTime: '16:00', endTime: '18:00' },
  ]);
  const cap = await request.patch(`/api/classes/${classId}/capacity`, { headers: admin, data: { maxStudents: 1 } });
  expect(cap.status(), await cap.text()).toBe(200);

  const me = await newStudent(request);
  await signInAsStudent(page, me.email);
  await browseSubject(page, subject.clave);
  await page.getByRole('button', { name: `Unirme a la lista de espera de ${subject.name} (clase ${classId})` }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Estás en la lista de espera' })).toBeVisible();
  await expect(page.getByText('Lugar 1 en la lista de espera', { exact: true })).toBeVisible();

  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'Listas de espera (1)' })).toBeVisible();
  await expect(page.getByText('Lugar 1 en la lista de espera', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The leader leaves: the seat goes to the first of the list in the same transaction.
  const left = await request.delete(`/api/classes/${classId}/enrollment`, { headers: leader.headers });
  expect(left.status()).toBe(204);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tus Cursos Inscritos (1)' })).toBeVisible();
  await expect(page.getByText('Te inscribimos desde la lista de espera.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Listas de espera/ })).toBeHidden();
  await expectNoAxeViolations(page);
});
