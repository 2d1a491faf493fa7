import { expect, test } from './fixtures/signed-in.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { pendingClass, registeredStudent, unique } from './fixtures/classes.ts';
import { narrowestPhone } from './fixtures/phone.ts';
import { openSummerOfItsOwn } from './fixtures/summers.ts';

const QUORUM = 15;

// At 360 px on the phone project, the narrowest phone the portal is walked at.
test.beforeEach(narrowestPhone);

/**
 * A registrar at volume: «Aprobar las listas» approves every pending class that reached the minimum with one
 * confirmation, each class on its own — one rejected by another administrator meanwhile is refused with its own
 * message while the other is approved — and lists what happened to each. Each project works on a summer of its
 * own, so the button counts only this test's classes.
 */
test('«Aprobar las listas»: one confirmation approves each ready class on its own and says what happened to each', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const year = info.project.name === 'mobile' ? 2082 : 2081;
  await openSummerOfItsOwn(page.request, headers, year);
  const base = info.project.name === 'mobile' ? 3 : 13;
  const kept = await pendingClass(
    page.request,
    headers,
    base,
    'Clase de prueba de la aprobación en bloque.',
    undefined,
    year,
  );
  const lost = await pendingClass(
    page.request,
    headers,
    base + 1,
    'Clase de prueba de la aprobación en bloque.',
    undefined,
    year,
  );
  // The same fifteen students in both (two classes each, at different hours): both reach the minimum.
  const id = unique();
  const students = await Promise.all(
    Array.from({ length: QUORUM }, (_, i) => registeredStudent(page.request, `e2e-bloque-${i}-${id}@tec.example`)),
  );
  for (const cls of [kept, lost]) {
    await Promise.all(
      students.map(async (student) => {
        const enrol = await page.request.post('/api/classes/enrollStudent', {
          headers,
          data: { classId: cls.id, student: { studentId: student.id } },
        });
        expect(enrol.status(), await enrol.text()).toBe(201);
      }),
    );
  }

  await page.goto('/admin/dashboard?section=aprobar');
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobar Clases' })).toBeVisible();
  await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Pendientes' }).click();
  await page.getByLabel('Periodo').selectOption(String(year));
  const bulk = page.getByRole('button', { name: 'Aprobar las listas (2)' });
  await expect(bulk).toBeVisible();
  await expectNoAxeViolations(page);
  await bulk.click();

  const dialog = page.getByRole('dialog', { name: 'Aprobar las clases listas' });
  const items = dialog.getByRole('list', { name: 'Clases a aprobar' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: `(clase ${kept.id}) · ${QUORUM}/` })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Another administrator rejects one of them while this one reads the list.
  const rejected = await page.request.post(`/api/classes/${lost.id}/status/rechazado`, {
    headers,
    data: { reason: 'Rechazada por otra persona mientras tanto.' },
  });
  expect(rejected.status(), await rejected.text()).toBe(200);

  // One confirmation; a second tap while it works sends nothing more: one request per class.
  const approvals: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/status/aprobado')) approvals.push(new URL(r.url()).pathname);
  });
  await dialog.getByRole('button', { name: 'Aprobar 2 clases' }).dblclick();
  await expect(dialog.getByRole('status')).toHaveText('Se aprobaron 1 de 2 clases; las demás dicen por qué.');
  const keptItem = items.filter({ hasText: `(clase ${kept.id})` });
  const lostItem = items.filter({ hasText: `(clase ${lost.id})` });
  await expect(keptItem).toContainText('Aprobada');
  await expect(lostItem).toContainText('No aprobada');
  await expect(lostItem).toContainText(/rechazada/i);
  expect(approvals.sort()).toEqual(
    [`/api/classes/${kept.id}/status/aprobado`, `/api/classes/${lost.id}/status/aprobado`].sort(),
  );
  await expectNoAxeViolations(page);
  // «Cerrar» at the foot (the corner's × has the same name).
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(dialog).toBeHidden();

  // The server says the same: one approved, one rejected, and nothing is left to approve in that summer.
  const status = async (classId: number) =>
    ((await (await page.request.get(`/api/classes/${classId}`, { headers })).json()) as { status: string }).status;
  expect([await status(kept.id), await status(lost.id)]).toEqual(['aprobado', 'rechazado']);
  await expect(page.getByRole('button', { name: /^Aprobar las listas/ })).toBeHidden();
});

/**
 * One class approved from the list, at volume: the approval is said in place (no popup to dismiss), the focus goes
 * to the «Revisar» that took the approved class's place, in sight, and the window is not sent back to the top of the
 * list. A summer of its own with seven pending classes: a full page and one to slide in.
 */
test('approved in place: the focus goes to the class that took its place and the window keeps its scroll', async ({
  adminPage: page,
  adminHeaders: headers,
}, info) => {
  const year = info.project.name === 'mobile' ? 2084 : 2083;
  await openSummerOfItsOwn(page.request, headers, year);
  const base = info.project.name === 'mobile' ? 60 : 70;
  for (let i = 0; i < 7; i += 1)
    await pendingClass(page.request, headers, base + i, 'Clase de prueba del lugar en la lista.', undefined, year);

  await page.goto('/admin/dashboard?section=aprobar');
  await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Pendientes' }).click();
  await page.getByLabel('Periodo').selectOption(String(year));
  const reviews = page.getByRole('button', { name: /^Revisar .* \(clase \d+\)$/ });
  // The summer's own list, not the one before the period was chosen (it had six «Revisar» too).
  await expect(page.getByText(new RegExp(`^Verano (?!${year})\\d{4} · `))).toHaveCount(0);
  await expect(reviews).toHaveCount(6);
  const review = reviews.nth(1);
  const name = (await review.getAttribute('aria-label'))!;
  // The second class at the top of the window, clear of the sticky bar (the page scrolls on a phone).
  await review.evaluate((el) => {
    el.scrollIntoView({ block: 'start' });
    window.scrollBy(0, -160);
  });
  const before = await page.evaluate(() => window.scrollY);

  await review.focus();
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: name.replace(/^Revisar (.*) \(clase \d+\)$/, '$1') });
  await modal.getByLabel('Comentario o razón').fill('Grupo pequeño autorizado, aprobado desde la lista.');
  await modal.getByRole('button', { name: 'Aprobar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'Clase Aprobada' })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(reviews).toHaveCount(6);
  await expect(reviews.nth(1)).toBeFocused();
  await expect(reviews.nth(1)).toBeInViewport();
  if (before > 0) expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
