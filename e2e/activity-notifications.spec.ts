import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * At 1280 and 375 px: an approved class's student sees it under the bell and marks it read;
 * the admin filters the Bitácora by that class. Each test makes its own student and class.
 */

/** A new registered student, a class the admin creates for them, approved with a written reason. */
async function approvedClassOfNewStudent(request: APIRequestContext) {
  const admin = await adminHeaders(request);
  const { id: studentId, email } = await registeredStudent(request, `bitacora.${unique()}@tec.example`);
  const subjects = (await (await request.get('/api/subjects', { params: { pageSize: 100 } })).json()) as {
    data: { id_subject: number; name: string; clave: string }[];
  };
  const subject = subjects.data[Math.floor(Math.random() * subjects.data.length)]!;
  const created = await request.post('/api/classes', {
    headers: admin,
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      shift: 'matutino',
      description: 'Clase de prueba de la bitácora.',
      schedule: [{ dayId: 2, startTime: '07:00', endTime: '09:00' }],
      whatsappLink: null,
      responsibleStudent: { studentId },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const classId = ((await created.json()) as { id_class: number }).id_class;
  const approved = await request.post(`/api/classes/${classId}/status/aprobado`, {
    headers: admin,
    data: { belowQuorumReason: 'Grupo pequeño autorizado por la coordinación' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return { email, classId, subject };
}

test("the bell shows the approval to the class's student, who marks everything read", async ({ page, request }) => {
  const { email, subject } = await approvedClassOfNewStudent(request);
  await signInAsStudent(page, email);
  await page.goto('/profile');
  // Enrolled by the admin, leader, the approval, and the payment the confirmed place now owes: four unread.
  const bell = page.getByRole('button', { name: 'Notificaciones: 4 sin leer' });
  await expect(bell).toBeVisible();
  await bell.click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByText(`Clase aprobada: ${subject.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: `Marcar como leída: Clase aprobada: ${subject.name}` }).click();
  await expect(page.getByRole('button', { name: 'Notificaciones: 3 sin leer' })).toBeVisible();
  await panel.getByRole('button', { name: 'Marcar todas como leídas' }).click();
  await expect(page.getByRole('button', { name: 'Notificaciones: 0 sin leer' })).toBeVisible();
});

test('the admin filters the Bitácora by class and sees its approval', async ({ page, request }) => {
  const { classId } = await approvedClassOfNewStudent(request);
  await signInAsStaff(page);
  await page.goto('/admin/dashboard?section=bitacora');
  await expect(page.getByRole('heading', { name: 'Bitácora', level: 1 })).toBeVisible();
  await page.getByLabel('Número de clase').fill(String(classId));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  // This class's records only: created, then approved (with the payment its leader's confirmed place now owes).
  await expect(page.getByText('3 registros', { exact: true })).toBeVisible();
  const items = page.getByRole('listitem').filter({ hasText: `(#${classId})` });
  await expect(items).toHaveCount(3);
  const approved = items.filter({ hasText: 'Clase aprobada' });
  await expect(approved).toHaveCount(1);
  await expect(approved).toContainText('Grupo pequeño autorizado');
  await expect(items.nth(2)).toContainText('Clase creada');
  await expectNoAxeViolations(page);
});
