import { expect, test } from './fixtures/portal.ts';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders } from './fixtures/classes.ts';
import { browseSubject, listSettled, newClass, newStudent, twoSubjects } from './fixtures/fair-enrolment.ts';

/**
 * Fair enrolment at 1280 px: a clashing class is marked and cannot be enrolled in. (The waitlist and its
 * offers: waitlist-offers.spec.ts.) Each test makes its own students and classes through the API.
 */

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
