import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures/portal.ts';
import { DEMO_PASSWORD, isMobile, signInAsStaff, signInAsStudent } from './fixtures/auth.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { adminHeaders, ownSlot, registeredStudent, unique } from './fixtures/classes.ts';
import { newSubject } from './fixtures/catalogue.ts';

/**
 * At 1280 and 375 px: «Me interesa» before a class exists (a student marks a subject without a class, a
 * classmate proposes one and the first hears of it), and the admin's «Analítica», whose every table shows the
 * API's figures.
 */

/** A summer subject of the career registeredStudent gives, of the test's own: no class has it yet. */
async function subjectWithoutClass(request: APIRequestContext) {
  const careers = (await (await request.get('/api/careers')).json()) as { data: { id_career: number }[] };
  return newSubject(request, await adminHeaders(request), careers.data[0]!.id_career, `Oceanografía ${unique()}`);
}

test('a student marks «Me interesa» in a subject without a class; a classmate proposes it and the student hears', async ({
  page,
  request,
}) => {
  const subject = await subjectWithoutClass(request);
  const me = await registeredStudent(request, `interes.${unique()}@tec.example`);
  const classmate = await registeredStudent(request, `propone.${unique()}@tec.example`);

  await signInAsStudent(page, me.email);
  await page.goto('/classes');
  await page.getByRole('button', { name: 'Me interesa una materia' }).click();
  const dialog = page.getByRole('dialog', { name: 'Materias que me interesan' });
  await expect(dialog.getByText('Aún no marcas ninguna materia.')).toBeVisible();
  await dialog.getByLabel('Buscar una materia').fill(subject.name);
  const mark = dialog.getByRole('button', { name: `Me interesa: ${subject.name}` });
  await mark.click();
  await expect(
    dialog.getByRole('status').filter({ hasText: `Marcaste «Me interesa» en ${subject.name}` }),
  ).toBeVisible();
  await expect(mark).toHaveAttribute('aria-pressed', 'true');
  const mine = dialog.getByRole('listitem').filter({ hasText: subject.name }).first();
  await expect(mine).toContainText('Sin clase');
  await expect(dialog.getByText('Mis materias (1 de 5)')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();

  // The classmate sees how many want it, and proposes the class.
  const count = await request.get(`/api/subjects/${subject.id_subject}/interest`, { headers: classmate.headers });
  expect(((await count.json()) as { interested: number }).interested).toBeGreaterThanOrEqual(1);
  const proposed = await request.post('/api/classes', {
    headers: classmate.headers,
    data: {
      subjectId: subject.id_subject,
      clave: subject.clave,
      period: new Date().getFullYear(),
      description: 'La necesitamos varios este verano.',
      schedule: ownSlot(),
      shift: 'matutino',
      whatsappLink: `https://chat.whatsapp.com/Interes${unique()}`,
    },
  });
  expect(proposed.status(), await proposed.text()).toBe(201);

  // The first student hears of it, once.
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notificaciones: 1 sin leer' });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole('dialog').getByText(`Nueva clase de ${subject.name}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

/** Every table of the analytics screen, as its header and rows of cell texts. */
async function readTables(page: Page) {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLTableElement>('table[data-figure]')].map((t) => [
        t.dataset['figure']!,
        {
          columns: [...t.tHead!.rows[0]!.cells].map((c) => c.textContent!.trim()),
          rows: [...t.tBodies[0]!.rows].map((r) => [...r.cells].map((c) => c.textContent!.trim())),
        },
      ]),
    ),
  );
}

const number = (n: number) => new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 }).format(n);
const pesos = (n: number) => new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(n);
const STATUS: Record<string, string> = { rechazado: 'Rechazada', cancelled: 'Cancelada' };

interface Analytics {
  year: number;
  years: number[];
  demandBySubject: { year: number; name: string; interested: number; enrolled: number }[];
  demandByCareer: { year: number; name: string; interested: number; enrolled: number }[];
  fill: {
    classes: { classId: number; name: string; enrolled: number; max: number; atRisk: boolean }[];
    summary: { year: number; classes: number; belowMin: number; full: number }[];
  };
  enrolmentsPerDay: { year: number; phase: string; day: number; enrolments: number; cumulative: number }[];
  cancellations: { year: number; status: string; reason: string; classes: number }[];
  money: { year: number; expected: number; validated: number; credited: number }[];
  results: { year: number; name: string; graded: number; rate: number }[];
}

test('the admin’s «Analítica»: each chart has a table with the API’s figures and a CSV', async ({ page, request }) => {
  const admin = await adminHeaders(request);
  const year = new Date().getFullYear();
  await signInAsStaff(page);
  const answered = page.waitForResponse((r) => r.url().endsWith(`/api/analytics/${year}`));
  await page.goto('/admin/dashboard?section=analitica');
  await expect(page.getByRole('heading', { name: 'Analítica', level: 1 })).toBeVisible();
  expect((await answered).status()).toBe(200);
  await expect(page.locator('table[data-figure]')).toHaveCount(8);
  // The API's answer, asked again by the test (nothing changes the past summers in between).
  const api = (await (await request.get(`/api/analytics/${year}`, { headers: admin })).json()) as Analytics;
  expect(api.years).toEqual([year - 2, year - 1, year]);
  const tables = await readTables(page);

  const cell = (id: string, rowName: string, column: string) => {
    const t = tables[id]!;
    const row = t.rows.find((r) => r[0] === rowName);
    expect(row, `${id}: ${rowName}`).toBeDefined();
    return row![t.columns.indexOf(column)];
  };
  for (const [id, rows] of [
    ['demanda-materia', api.demandBySubject],
    ['demanda-carrera', api.demandByCareer],
  ] as const) {
    for (const r of rows) {
      expect(cell(id, r.name, `Interés ${r.year}`)).toBe(number(r.interested));
      expect(cell(id, r.name, `Inscritos ${r.year}`)).toBe(number(r.enrolled));
    }
  }
  // The past summers' demand is real: the same subjects wanted every year.
  expect(cell('demanda-materia', 'Ecuaciones Diferenciales', `Interés ${year - 2}`)).not.toBe('0');
  expect(tables['llenado']!.rows.map((r) => r[0])).toEqual(api.fill.classes.map((c) => `${c.name} (#${c.classId})`));
  for (const c of api.fill.classes) {
    expect(cell('llenado', `${c.name} (#${c.classId})`, 'Inscritos')).toBe(number(c.enrolled));
    expect(cell('llenado', `${c.name} (#${c.classId})`, 'Cupo')).toBe(number(c.max));
    expect(cell('llenado', `${c.name} (#${c.classId})`, 'En riesgo')).toBe(c.atRisk ? 'Sí' : 'No');
  }
  for (const s of api.fill.summary) {
    expect(cell('grupos-verano', String(s.year), 'Clases')).toBe(number(s.classes));
    expect(cell('grupos-verano', String(s.year), 'Bajo el mínimo')).toBe(number(s.belowMin));
    expect(cell('grupos-verano', String(s.year), 'Llenas')).toBe(number(s.full));
  }
  for (const d of api.enrolmentsPerDay) {
    const row = d.phase === 'antes' ? 'Antes de abrir' : d.phase === 'despues' ? 'Después de cerrar' : String(d.day);
    expect(cell('inscripciones-dia', row, `Inscripciones ${d.year}`)).toBe(number(d.enrolments));
    expect(cell('inscripciones-dia', row, `Acumulado ${d.year}`)).toBe(number(d.cumulative));
  }
  expect(tables['cancelaciones']!.rows).toEqual(
    api.cancellations.map((c) => [String(c.year), STATUS[c.status], c.reason, number(c.classes)]),
  );
  for (const m of api.money) {
    expect(cell('dinero', String(m.year), 'Esperado')).toBe(pesos(m.expected));
    expect(cell('dinero', String(m.year), 'Validado')).toBe(pesos(m.validated));
    expect(cell('dinero', String(m.year), 'Saldo a favor')).toBe(pesos(m.credited));
  }
  for (const r of api.results) {
    expect(cell('resultados', r.name, `Aprobación ${r.year} (%)`)).toBe(number(r.rate));
    expect(cell('resultados', r.name, `Calificados ${r.year}`)).toBe(number(r.graded));
  }

  // Each chart can be downloaded as CSV: the money one holds the API's pesos.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Descargar CSV: Dinero/ }).click(),
  ]);
  expect(file.suggestedFilename()).toBe(`analitica-dinero-${year}.csv`);
  const csv = (await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv.split('\r\n')[0]).toBe('Verano,Esperado,Validado,Saldo a favor');
  expect(csv).toContain(
    `${api.money[1]!.year},${api.money[1]!.expected},${api.money[1]!.validated},${api.money[1]!.credited}`,
  );

  // A phone never scrolls the page sideways: wide tables scroll in their own box.
  if (isMobile(page)) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await expectNoAxeViolations(page);
});

test('Recursos Financieros sees the money of each summer, with its table and the API’s pesos', async ({
  page,
  request,
}) => {
  const year = new Date().getFullYear();
  const login = await request.post('/api/auth/staff/login', {
    data: { email: 'finanzas@tec.example', password: DEMO_PASSWORD },
  });
  const finance = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  await signInAsStaff(page, 'finanzas@tec.example');
  await page.goto('/staff/profile');
  if (isMobile(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('link', { name: 'Analítica' }).click();
  await expect(page.getByRole('heading', { name: 'Analítica', level: 1 })).toBeVisible();
  // Only the money: the API gives finance nothing else.
  await expect(page.locator('table[data-figure]')).toHaveCount(1);
  const api = (await (await request.get(`/api/analytics/${year}`, { headers: finance })).json()) as Analytics;
  expect(Object.keys(api).sort()).toEqual(['minStudents', 'money', 'year', 'years']);
  const tables = await readTables(page);
  expect(tables['dinero']!.rows).toEqual(
    api.money.map((m) => [String(m.year), pesos(m.expected), pesos(m.validated), pesos(m.credited)]),
  );
  await expectNoAxeViolations(page);
});
