import { PDFParse } from 'pdf-parse';
import { signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { approveBelowQuorum, classWith, download, registeredStudent, unique } from './fixtures/classes.ts';
import { closePopup } from './fixtures/popup.ts';
import { newTeacherAccount } from './fixtures/teachers.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { putStorageState } from './fixtures/reused-page.ts';

/**
 * A course that ends (docs/rules.md ACT): the class's teacher captures the grades by keyboard alone, finds
 * them after a reload and closes the acta; the student sees the grade and downloads the constancia; a visitor
 * opens its verification page. Each project makes its own teacher, students and class.
 */
test('the teacher grades by keyboard and closes the acta; the student takes the constancia; anyone verifies it', async ({
  page,
  adminHeaders: headers,
  browser,
  baseURL,
}, info) => {
  const id = unique();
  const a = await registeredStudent(page.request, `e2e-acta-a-${id}@tec.example`);
  const b = await registeredStudent(page.request, `e2e-acta-b-${id}@tec.example`);
  const cls = await classWith(page.request, [a, b], info.project.name === 'mobile' ? 41 : 43);
  await approveBelowQuorum(page.request, headers, cls.id);
  const teacher = await newTeacherAccount(page.request, headers, `Acta${id}`, {
    name: 'Carla',
    paternal: 'Calificaciones',
  });
  const accounts = (await (await page.request.get('/api/teachers', { headers })).json()) as {
    data: { id_user: number; email: string }[];
  };
  const staffId = accounts.data.find((t) => t.email === teacher.email)!.id_user;
  const assigned = await page.request.put(`/api/classes/${cls.id}/teacher`, { headers, data: { staffId } });
  expect(assigned.status(), await assigned.text()).toBe(200);
  const started = await page.request.post(`/api/classes/${cls.id}/status/active`, { headers, data: {} });
  expect(started.status(), await started.text()).toBe(200);

  const login = await page.request.post('/api/auth/staff/login', {
    data: { email: teacher.email, password: 'Verano2026-docente' },
  });
  expect(login.status()).toBe(200);
  const session = (await login.json()) as { access_token: string; user: unknown; expiresAt: number };
  await putStorageState(page, {
    cookies: [],
    origins: [
      {
        origin: baseURL!,
        localStorage: [
          {
            name: 'staff_session',
            value: JSON.stringify({ token: session.access_token, user: session.user, expiresAt: session.expiresAt }),
          },
        ],
      },
    ],
  });

  await test.step('the teacher types both grades with the keyboard alone', async () => {
    await page.goto(`/staff/classes/${cls.id}`);
    const section = page.getByRole('region', { name: 'Calificaciones' });
    const fields = section.getByRole('textbox');
    await expect(fields).toHaveCount(2);
    await fields.first().focus();
    await page.keyboard.type('95');
    await page.keyboard.press('Enter');
    await expect(fields.nth(1)).toBeFocused();
    await page.keyboard.type('6O');
    await expect(section.getByText('La calificación debe ser un número entero de 0 a 100.')).toBeVisible();
    await page.keyboard.press('Backspace');
    await page.keyboard.type('0');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('status')).toHaveText('Calificaciones guardadas.');
    await expect(section.getByText('No acreditada (NA)')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('after a reload the grades are there; the acta closes', async () => {
    await page.reload();
    const section = page.getByRole('region', { name: 'Calificaciones' });
    const fields = section.getByRole('textbox');
    await expect(fields.first()).toHaveValue('95');
    await expect(fields.nth(1)).toHaveValue('60');
    await section.getByRole('button', { name: 'Cerrar acta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cerrar acta' });
    await expect(dialog).toContainText('la clase pasará a «Finalizada»');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cerrar acta' }).click();
    const done = page.getByRole('dialog', { name: 'Acta cerrada' });
    await expect(done).toBeVisible();
    await closePopup(done);
    await expect(section.getByText('El acta de esta clase está cerrada.')).toBeVisible();
    await expect(section.getByRole('textbox')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Acta en PDF' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  let folio = '';
  await test.step('the student sees the grade and downloads the constancia', async () => {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signInAsStudent(page, a.email);
    await page.goto('/my-courses');
    const grade = page.getByTestId('course-grade');
    await expect(grade).toContainText('Calificación: 95 · Acreditada');
    await expectNoAxeViolations(page);
    const pdf = await download(page, 'Descargar constancia');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf.bytes) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    expect(text).toContain('Constancia de curso de verano');
    expect(text).toContain(`Número de control: ${a.controlNumber}`);
    expect(text).toContain('Calificación: 95 (noventa y cinco)');
    folio = /Folio: ([A-Z2-7]{26})/.exec(text)![1]!;
    await expect(grade.getByRole('link', { name: 'Verificar constancia' })).toHaveAttribute(
      'href',
      `/verificar/${folio}`,
    );
  });

  await test.step('a visitor opens the verification page', async () => {
    const visitor = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
    const view = await visitor.newPage();
    await view.goto(`/verificar/${folio}`);
    await expect(view.getByRole('heading', { level: 1, name: 'Verificación de constancia' })).toBeVisible();
    await expect(view.getByText('Constancia auténtica y vigente.')).toBeVisible();
    await expect(view.getByText('Acreditada', { exact: true })).toBeVisible();
    await expectNoAxeViolations(view);
    await view.goto('/verificar/ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    await expect(view.getByText('No existe una constancia con ese folio.')).toBeVisible();
    await visitor.close();
  });
});
