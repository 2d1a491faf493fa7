import { DEMO, studentStorageEntry } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { classInProgress } from './fixtures/coordination.ts';
import { expect, test } from './fixtures/signed-in.ts';
import { CONFIRM_DIALOGS } from './fixtures/dialogs.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { walkDialog } from './fixtures/walk.ts';
import { putStorageState } from './fixtures/reused-page.ts';

/**
 * The anonymous end-of-course evaluation of the teacher (docs/rules.md COO-6), on the demo's class in progress.
 * Day 80 after the seed day: the last week of classes (they end on day 83; grades are due on day 90).
 */
test.use({ portalClockDays: 80 });
// One worker walks them in turn: a portal on another day is a worker of its own, and starting one for each of
// a few tests cost more than the tests themselves.
test.describe.configure({ mode: 'default' });

test.describe('in the last week of classes', () => {
  test('a student answers the anonymous evaluation of the teacher', async ({
    page,
    adminHeaders,
    staffSession,
    baseURL,
  }) => {
    const cls = await classInProgress(page.request, (await staffSession(DEMO.teacher)).token);
    const roster = await page.request.get(`/api/classes/${cls.id_class}/students?pagesize=50`, {
      headers: adminHeaders,
    });
    const students = ((await roster.json()) as { data: { student: { user: { email: string } } }[] }).data;
    const email = students[0]!.student.user.email;
    const entry = await studentStorageEntry(page.request, email);
    await putStorageState(page, { cookies: [], origins: [{ origin: baseURL!, localStorage: [entry] }] });

    await page.goto('/my-courses');
    const open = page.getByRole('button', { name: /^Evaluar al docente de / }).first();
    await expect(open).toBeVisible();
    await expectNoAxeViolations(page);
    await open.click();
    const dialog = page.getByRole('dialog', { name: /Evaluación docente/ });
    await expect(dialog.getByRole('radiogroup')).toHaveCount(10);
    await dialog.getByRole('button', { name: 'Enviar evaluación' }).click();
    await expect(dialog.getByText('Califica cada afirmación con un número entero del 1 al 5.')).toBeVisible();
    for (const group of await dialog.getByRole('radiogroup').all()) {
      await group.getByRole('radio', { name: '4: De acuerdo' }).check();
    }
    await dialog.getByLabel('Comentario (opcional)').fill('Buen curso.');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Enviar evaluación' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Evaluación docente enviada. Gracias.').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// The evaluation's dialog, walked as every confirming dialog is (dialog-walks.spec.ts) on this spec's later day.
for (const row of CONFIRM_DIALOGS.filter((r) => r.clockDays === 80)) {
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
