import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classWith, registeredStudent, unique } from './fixtures/classes.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { newTeacherAccount } from './fixtures/teachers.ts';

/**
 * Teacher invitations: the admin invites an accepted applicant from "Gestión de
 * Profesores"; the link sets a password; a teacher signs in and reads the class assigned to them
 * and its roster. Fresh data per test (each makes its own applicant, or teacher account and class).
 */
test('an accepted applicant is invited and sets a password; a used link says so', async ({
  adminPage: page,
  adminHeaders,
}, info) => {
  const id = unique();
  const email = `e2e-docente-${id}@correo.example`;
  const fullName = `Inés Prueba ${info.project.name}`;
  const password = 'Verano2026-docente';

  // An application (as a visitor sends it), accepted by the admin.
  const applied = await page.request.post('/api/teachers/applications', {
    data: {
      name: 'Inés',
      paternalSurname: 'Prueba',
      maternalSurname: info.project.name,
      contactEmail: email,
      contactPhone: '+525512345678',
      cv: 'https://example.com/cv-ines.pdf',
      reason: 'Imparto cálculo desde hace años.',
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { id: number }).id;
  const accepted = await page.request.patch(`/api/teachers/applications/${applicationId}`, {
    headers: adminHeaders,
    data: { accepted: true },
  });
  expect(accepted.status()).toBe(200);

  let link = '';
  await test.step('the admin invites the applicant from Gestión de Profesores and copies the link', async () => {
    await page.goto('/admin/dashboard?section=profesores');
    await expect(page.getByRole('heading', { level: 2, name: 'Invitar Profesores' })).toBeVisible();
    const row = page.getByRole('list', { name: 'Solicitudes aceptadas' }).getByRole('listitem', { name: fullName });
    await expect(row.getByText('Sin invitación')).toBeVisible();
    await row.getByRole('button', { name: `Invitar a ${fullName}` }).click();
    const field = page.getByLabel('Enlace de la invitación');
    await expect(field).toHaveValue(/\/staff\/invitation#[A-Za-z0-9_-]{43}$/);
    link = await field.inputValue();
    await expect(page.getByRole('button', { name: 'Copiar enlace' })).toBeVisible();
    await expect(row.getByText(/^Pendiente · vence el/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cuentas de docentes' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('the link greets the teacher and checks the password inline', async () => {
    // Leave the admin's session without signing out (that would revoke the worker's shared token).
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByText('Hola, Inés.')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByLabel(/^Contraseña/).fill('123');
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
    await page.getByLabel(/^Contraseña/).fill(password);
    await page.getByLabel(/^Confirma la contraseña/).fill(`${password}x`);
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel(/^Confirma la contraseña/).fill(password);
    await page.getByRole('button', { name: 'Crear mi cuenta' }).click();
    await expect(page).toHaveURL(/\/staff\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta de docente está lista.' })).toBeVisible();
    await expect(page.getByLabel('Correo institucional')).toHaveValue(email);
    await expectNoAxeViolations(page);
  });

  await test.step('a used link says so, also in the older shape (its token moves into the fragment)', async () => {
    const token = new URL(link).hash.slice(1);
    await page.goto(`/staff/invitation/${token}`);
    await expect(page).toHaveURL(new RegExp(`/staff/invitation#${token}$`));
    await expect(page.getByText(/^La invitación ya fue usada\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Crear mi cuenta' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

test('a new teacher signs in and sees the class assigned to them in Mis Clases, and its roster', async ({
  page,
  adminHeaders,
}, info) => {
  const password = 'Verano2026-docente';
  // A teacher account made as the invitation above makes one; a class with one student, approved, theirs.
  const { email } = await newTeacherAccount(page.request, adminHeaders, info.project.name);
  const student = await registeredStudent(page.request, `e2e-docente-alumno-${unique()}@tec.example`);
  const cls = await classWith(page.request, [student], 7, adminHeaders);
  const approved = await page.request.post(`/api/classes/${cls.id}/status/aprobado`, {
    headers: adminHeaders,
    data: { belowQuorumReason: 'Prueba de las invitaciones de docentes.' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const teachers = (await (await page.request.get('/api/teachers', { headers: adminHeaders })).json()) as {
    data: { id_user: number; email: string }[];
  };
  const staffId = teachers.data.find((t) => t.email === email)!.id_user;
  const assigned = await page.request.put(`/api/classes/${cls.id}/teacher`, {
    headers: adminHeaders,
    data: { staffId },
  });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await test.step('the teacher signs in and sees the class in Mis Clases, and its roster', async () => {
    await page.goto('/staff/login');
    await page.getByLabel('Correo institucional').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // A teacher lands on «Mis Clases».
    await expect(page).toHaveURL(/\/staff\/classes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mis Clases' })).toBeVisible();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Ver la lista de/ }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('1 inscrito de')).toBeVisible();
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: /^Ver la lista de/ }).click();
    await expect(page).toHaveURL(new RegExp(`/staff/classes/${cls.id}$`));
    const table = page.getByRole('table', { name: 'Lista de estudiantes' });
    await expect(table.getByText(student.controlNumber)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Lista de asistencia (PDF)' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
