import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, pendingClass, registeredStudent, unique } from './fixtures/classes.ts';

/**
 * The summer's calendar at 1280 and 375 px. Each project works on years of its own (the admin's new period,
 * the closed one the student meets), so the two never meet on the shared demo server.
 */
const yearsOf = (project: string) =>
  project === 'mobile' ? { created: 2095, closed: 2081 } : { created: 2090, closed: 2080 };

async function openCalendar(page: Page) {
  await page.goto('/admin/dashboard?section=calendario');
  await expect(page.getByRole('heading', { name: 'Calendario', level: 1 })).toBeVisible();
}

test('the admin sees today on the calendar and creates the next period, fixing an out-of-order date', async ({
  page,
}, info) => {
  const { created } = yearsOf(info.project.name);
  await signInAsStaff(page);
  await openCalendar(page);
  await expect(page.getByText(/^Hoy: /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tabla de periodos' }).getByText('Verano 2025')).toBeVisible();

  await page.getByRole('button', { name: 'Nuevo periodo' }).click();
  const form = page.getByRole('form', { name: 'Nuevo periodo' });
  await expect(form).toBeVisible();
  await form.getByLabel('Año').fill(String(created));
  const start = await form.getByLabel('Inicio de clases').inputValue();
  // Classes that end the day they start: refused under the field, nothing sent.
  await form.getByLabel('Fin de clases').fill(start);
  await form.getByRole('button', { name: 'Guardar periodo' }).click();
  const message = `El fin de clases (${start}) debe ser posterior al inicio de clases (${start}).`;
  await expect(form.getByText(message)).toBeVisible();
  await expect(form.getByLabel('Fin de clases')).toBeFocused();
  await expectNoAxeViolations(page);

  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const sixWeeks = new Date(Date.UTC(y, m - 1, d + 40)).toISOString().slice(0, 10);
  await form.getByLabel('Fin de clases').fill(sixWeeks);
  await expect(form.getByText(message)).toBeHidden();
  await form.getByRole('button', { name: 'Guardar periodo' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('region', { name: 'Tabla de periodos' }).getByText(`Verano ${created}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a student sees what is open now, and a disabled Inscribirme with the reason outside the window', async ({
  page,
  request,
}, info) => {
  const { closed } = yearsOf(info.project.name);
  const admin = await adminHeaders(request);
  // A summer whose enrolment has not opened yet, with a class the admin made in it.
  const res = await request.post('/api/periods', {
    headers: admin,
    data: {
      year: closed,
      proposalsOpen: `${closed}-04-19`,
      proposalsClose: `${closed}-05-28`,
      enrolmentOpen: `${closed}-05-06`,
      enrolmentClose: `${closed}-06-14`,
      publication: `${closed}-06-21`,
      classesStart: `${closed}-07-08`,
      classesEnd: `${closed}-08-16`,
      gradesDue: `${closed}-08-23`,
    },
  });
  expect([201, 409]).toContain(res.status());
  const { id, subject } = await pendingClass(request, admin, 3, 'Clase de prueba del calendario.', undefined, closed);
  const me = await registeredStudent(request, `calendario.${unique()}@tec.example`);

  await signInAsStudent(page, me.email);
  await page.goto('/classes');
  const banner = page.getByRole('status', { name: /^Verano \d{4} · / });
  await expect(banner).toContainText(
    /Propuestas e inscripciones abiertas hasta el (lunes|martes|miércoles|jueves|viernes|sábado|domingo) \d+ de/,
  );

  const toggle = page.getByRole('button', { name: /^Filtros/ });
  await expect(toggle).toBeEnabled();
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  const narrowed = page.waitForResponse(
    (r) =>
      r.url().includes('/api/classes?') && new URL(r.url()).searchParams.get('clave') === subject.clave.toUpperCase(),
  );
  await page.getByLabel('Clave de la materia').fill(subject.clave.toLowerCase());
  await narrowed;
  const button = page.getByRole('button', { name: `Inscribirme en ${subject.name} (clase ${id})` });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  const reason = `El periodo de inscripción de Verano ${closed} abre el 6 de mayo.`;
  await expect(page.getByText(reason).first()).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].every((e) => getComputedStyle(e).opacity === '1'),
  );
  await expectNoAxeViolations(page);
  // The server says the same.
  const refused = await request.post('/api/classes/enrollStudent', { headers: me.headers, data: { classId: id } });
  expect(refused.status()).toBe(409);
  expect(((await refused.json()) as { message: string }).message).toBe(reason);
});
