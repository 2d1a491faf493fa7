import { expect, test } from './fixtures/portal.ts';
import { signInAsStaff } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, approveBelowQuorum, pendingClass } from './fixtures/classes.ts';
import { cancunDay } from './fixtures/summers.ts';

/**
 * The admin's period selector and the publication blockers, at 1280 and 375 px. Each project works on a
 * summer of its own, whose groups were published a few days ago, so the two never meet on the shared server.
 */
test('the overview opens on the current period; a summer past its publication lists its blockers', async ({
  page,
  request,
}, info) => {
  const year = info.project.name === 'mobile' ? 2086 : 2085;
  const admin = await adminHeaders(request);
  const created = await request.post('/api/periods', {
    headers: admin,
    data: {
      year,
      proposalsOpen: cancunDay(-60),
      proposalsClose: cancunDay(-30),
      enrolmentOpen: cancunDay(-40),
      enrolmentClose: cancunDay(-10),
      publication: cancunDay(-3),
      classesStart: cancunDay(5),
      classesEnd: cancunDay(45),
      gradesDue: cancunDay(50),
    },
  });
  expect([201, 409]).toContain(created.status());
  const { id, subject } = await pendingClass(request, admin, 7, 'Clase de prueba de publicación.', undefined, year);
  await approveBelowQuorum(request, admin, id);
  const { current } = (await (await request.get('/api/periods')).json()) as { current: number };

  await signInAsStaff(page);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Resumen General', level: 1 })).toBeVisible();
  const select = page.getByLabel('Periodo');
  // The current summer is chosen; the others are one choice away, the closed ones said so.
  await expect(select).toHaveValue(String(current));
  await expect(select.locator('option', { hasText: 'Verano 2025 (concluido)' })).toHaveCount(1);
  const blockers = page.getByRole('region', { name: 'Pendientes de publicación' });
  await expect(blockers.getByText(/se publican el \d+ de/)).toBeVisible();

  const asked = page.waitForResponse((r) => r.url().includes(`/api/periods/${year}/blockers`));
  await select.selectOption(String(year));
  expect((await asked).status()).toBe(200);
  const list = blockers.getByRole('list', { name: `Clases sin docente o sin salón de Verano ${year}` });
  const item = list.getByRole('listitem').filter({ hasText: `${subject.name} (${subject.clave})` });
  await expect(item).toContainText('Sin docente ni salón');
  await expect(blockers.getByText(/los grupos ya se publicaron\.$/)).toBeVisible();
  await expect(blockers.getByRole('link', { name: 'Asignar docentes y salones' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The Bitácora opens on the current summer too, with the same selector.
  await page.goto('/admin/dashboard?section=bitacora');
  await expect(page.getByRole('heading', { name: 'Bitácora', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Periodo')).toHaveValue(String(current));
  const logged = page.waitForResponse(
    (r) => r.url().includes('/api/activity?') && new URL(r.url()).searchParams.get('period') === String(year),
  );
  await page.getByLabel('Periodo').selectOption(String(year));
  expect((await logged).status()).toBe(200);
  await expect(page.getByText(subject.name).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a summer that ended is looked at, not decided on: no review or assignment buttons, and it says why', async ({
  page,
}) => {
  await signInAsStaff(page);
  await page.goto('/admin/dashboard?section=aprobar');
  await expect(page.getByRole('heading', { name: 'Aprobar Clases', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Estado' }).getByRole('button', { name: 'Todas' }).click();
  await page.getByLabel('Periodo').selectOption({ label: 'Verano 2025 (concluido)' });
  await expect(page.getByRole('alert').filter({ hasText: 'Verano 2025 concluyó' })).toContainText(
    'ya no se aprueban ni se rechazan',
  );
  // The past summer's classes are listed, each with its details only.
  await expect(page.getByRole('button', { name: /^Ver detalles de / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Revisar / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Aprobar las listas/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/admin/dashboard?section=salones');
  await expect(page.getByRole('heading', { name: 'Asignar Salones', level: 1 })).toBeVisible();
  await page.getByLabel('Periodo').selectOption({ label: 'Verano 2025 (concluido)' });
  await expect(page.getByRole('alert').filter({ hasText: 'Verano 2025 concluyó' })).toBeVisible();
  await expect(page.getByText(/^\d+ clases?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Asignar|Cambiar) (salón|docente) de / })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
