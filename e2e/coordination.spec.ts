import { DEMO } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classInProgress } from './fixtures/coordination.ts';
import { ACTIONS, CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { activatedTwiceSendsOnce, walkActions, walkDialog } from './fixtures/walk.ts';
import { closePopup } from './fixtures/popup.ts';
import { expect, test } from './fixtures/signed-in.ts';

/**
 * Coordination of a running course (docs/rules.md COO), on the demo's class in progress (the demo teacher's,
 * with the first week's attendance and progress): the portal's clock reads a day of the summer's classes
 * (or of its last week, for the evaluation), set through CLOCK_AT on a portal of these tests' own.
 */

// The seed's summer starts classes 41 days after the seed day: day 55 is the first day of week 3.
test.use({ portalClockDays: 55 });
// One worker walks them in turn: a portal on another day is a worker of its own, and starting one for each of
// a few tests cost more than the tests themselves.
test.describe.configure({ mode: 'default' });

test.describe('while classes run (week 3)', () => {
  test('the teacher takes attendance on a phone and reports the week’s progress', async ({
    teacherPage: page,
    staffSession,
  }) => {
    const cls = await classInProgress(page.request, (await staffSession(DEMO.teacher)).token);
    await page.goto(`/staff/classes/${cls.id_class}`);
    const attendance = page.getByRole('region', { name: 'Pasar lista' });
    await expect(attendance.getByLabel('Sesión')).toBeVisible();
    const boxes = attendance.getByRole('checkbox');
    expect(await boxes.count()).toBeGreaterThan(1);
    // Everyone is present until someone is tapped.
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await boxes.first().check();
    await attendance.getByRole('button', { name: 'Guardar asistencia' }).click();
    const saved = page.getByRole('dialog').filter({ hasText: 'Asistencia guardada.' });
    await expect(saved).toBeVisible();
    await closePopup(saved);
    await expect(attendance.getByLabel('Sesión')).toContainText('tomada');
    await expectNoAxeViolations(page);

    const progress = page.getByRole('region', { name: 'Avance semanal' });
    await expect(progress.getByText(/^Semana 3 de \d+/)).toBeVisible();
    await progress.getByLabel('Avance del programa (%)').fill('101');
    await expect(progress.getByText('El avance debe ser un número entero de 0 a 100.')).toBeVisible();
    await progress.getByLabel('Avance del programa (%)').fill('35');
    await progress.getByLabel('Nota (opcional)').fill('Unidad 2 terminada.');
    await progress.getByRole('button', { name: 'Reportar avance' }).click();
    const reported = page.getByRole('dialog').filter({ hasText: 'Avance guardado.' });
    await expect(reported).toBeVisible();
    await closePopup(reported);
    await expect(progress.getByRole('row', { name: /^3 35 %/ })).toBeVisible();
    await expect(progress.getByRole('button', { name: 'Corregir avance' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the coordinator sees the class behind and sends its teacher a reminder, once', async ({
    adminPage: page,
    staffSession,
  }, info) => {
    const cls = await classInProgress(page.request, (await staffSession(DEMO.teacher)).token);
    await page.goto('/admin/dashboard?section=coordinacion');
    await expect(page.getByRole('heading', { level: 1, name: 'Coordinación' })).toBeVisible();
    const card = page.getByRole('article', { name: new RegExp(cls.subject) });
    await expect(card.getByText('Sin reporte de avance de la semana que terminó')).toBeVisible();
    await expectNoAxeViolations(page);
    // Activated twice (a thumb's double tap, Enter twice at a desk) while the first request is in flight: one sent.
    const sent = page.getByRole('dialog').filter({ hasText: 'Recordatorio enviado.' });
    await activatedTwiceSendsOnce(
      page,
      {
        button: card.getByRole('button', { name: 'Recordar avance' }),
        sends: (url, method) => method === 'POST' && url.endsWith(`/api/classes/${cls.id_class}/reminders`),
        done: sent,
      },
      info,
    );
    await closePopup(sent);
    await expect(card.getByRole('button', { name: 'Avance: recordatorio enviado' })).toBeDisabled();

    // The fortnightly attendance report: per student, with the printed list.
    const reportButton = card.getByRole('button', { name: `Reporte de asistencia de ${cls.subject}` });
    await reportButton.click();
    const report = page.getByRole('dialog', { name: `Asistencia: ${cls.subject}` });
    await expect(report.getByText(/^Sesiones con lista: \d+ de \d+/)).toBeVisible();
    await expect(report.getByRole('button', { name: 'Lista de asistencia (PDF)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(report).toBeHidden();
    await expect(reportButton).toBeFocused();

    // The teacher finds it in the bell.
    const teacherToken = (await staffSession(DEMO.teacher)).token;
    const bell = await page.request.get('/api/notifications', { headers: { authorization: `Bearer ${teacherToken}` } });
    const titles = ((await bell.json()) as { data: { title: string }[] }).data.map((n) => n.title);
    expect(titles).toContain(`Reporta el avance: ${cls.subject}`);
  });
});

// «Registrar advertencia», walked as every confirming dialog is (dialog-walks.spec.ts) on this spec's day.
for (const row of CONFIRM_DIALOGS.filter((r) => r.clockDays === 55)) {
  test(`${row.name}: Escape gives the focus back to its opener; activated twice, one request`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    await narrowestPhone({ page }, info);
    await walkDialog(row, { page, headers, staffSession, baseURL: baseURL!, info });
  });
}

// The teacher's «Guardar asistencia» and «Reportar avance», walked as every button that acts at once is
// (dialog-walks.spec.ts) on this spec's day, on a class and a teacher of the row's own.
for (const row of ACTIONS.filter((r) => r.clockDays === 55)) {
  test(`${row.name}: activated twice, one request, shown as the success it is`, async ({
    page,
    adminHeaders: headers,
    staffSession,
    baseURL,
  }, info) => {
    await narrowestPhone({ page }, info);
    await walkActions(row, { page, headers, staffSession, baseURL: baseURL!, info });
  });
}
