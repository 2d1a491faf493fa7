import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders } from './fixtures/classes.ts';
import { closePopup } from './fixtures/popup.ts';
import { browseSubject, newClass, newStudent, twoSubjects } from './fixtures/fair-enrolment.ts';

/**
 * Waitlist offers and the calendar at 1280 and 375 px: a student waits for a full class and sees their
 * place, is offered the seat another student frees, and accepts it; a student copies their calendar
 * address. Each test makes its own students and classes through the API.
 */

test('a waitlisted student sees their position, receives the offer and accepts it', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const [subject] = await twoSubjects(request);
  const leader = await newStudent(request);
  const classId = await newClass(request, admin, subject, leader.id, [
    { dayId: 2, startTime: '16:00', endTime: '18:00' },
    { dayId: 4, startTime: '16:00', endTime: '18:00' },
  ]);
  const cap = await request.patch(`/api/classes/${classId}/capacity`, { headers: admin, data: { maxStudents: 1 } });
  expect(cap.status(), await cap.text()).toBe(200);
  // Someone already waits: the student is second of two.
  const first = await newStudent(request);
  expect((await request.post(`/api/classes/${classId}/waitlist`, { headers: first.headers, data: {} })).status()).toBe(
    201,
  );

  const me = await newStudent(request);
  await signInAsStudent(page, me.email);
  await browseSubject(page, subject.clave);
  await page.getByRole('button', { name: `Unirme a la lista de espera de ${subject.name} (clase ${classId})` }).click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Estás en la lista de espera' })).toBeVisible();
  await expect(page.getByText('Eres el 2.º de 2 en la lista de espera', { exact: true })).toBeVisible();

  await page.goto('/my-courses');
  await expect(page.getByRole('heading', { name: 'Listas de espera (1)' })).toBeVisible();
  await expect(page.getByText('Eres el 2.º de 2 en la lista de espera', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // The first of the list leaves it and the leader withdraws: the seat is offered to this student, held for them.
  expect((await request.delete(`/api/classes/${classId}/waitlist`, { headers: first.headers })).status()).toBe(204);
  expect((await request.delete(`/api/classes/${classId}/enrollment`, { headers: leader.headers })).status()).toBe(204);
  await page.reload();
  await expect(page.getByText('Se liberó un lugar y está apartado para ti.')).toBeVisible();
  await expect(page.getByText('Eres el 1.º de 1 en la lista de espera', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Te quedan 2[34] h( \d+ min)? para aceptar el lugar$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('offer.png'), fullPage: true });

  await page.getByRole('button', { name: `Aceptar el lugar en ${subject.name} (clase ${classId})` }).click();
  const accepted = page.getByRole('dialog').filter({ hasText: '¡Lugar aceptado!' });
  await expect(accepted).toBeVisible();
  await closePopup(accepted);
  await expect(page.getByRole('heading', { name: 'Tus Cursos Inscritos (1)' })).toBeVisible();
  await expect(page.getByText('Te inscribimos desde la lista de espera.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Listas de espera/ })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('a student creates and copies their calendar address', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const me = await newStudent(request);
  await signInAsStudent(page, me.email);
  await page.goto('/my-courses');
  await page.getByRole('button', { name: 'Mi calendario' }).click();
  await expect(page.getByRole('heading', { name: 'Mi calendario' })).toBeVisible();
  await page.getByRole('button', { name: 'Crear mi dirección de calendario' }).click();
  const address = page.getByLabel('Dirección de suscripción');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
  await page.getByRole('button', { name: 'Copiar dirección' }).click();
  await expect(page.getByRole('button', { name: 'Dirección copiada' })).toBeVisible();
  const url = await address.inputValue();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('calendar.png'), fullPage: true });

  // The address opens the feed; revoked, it no longer does.
  const feed = await request.get(new URL(url).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await page.getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByRole('button', { name: 'Crear mi dirección de calendario' })).toBeVisible();
  expect((await request.get(new URL(url).pathname)).status()).toBe(404);
});
