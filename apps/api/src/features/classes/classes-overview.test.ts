import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/fixtures.ts';
import { classScenario, expectError } from '../../test/class-scenario.ts';

describe(`GET /api/classes/overview (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const overview = (query = '', token: string | undefined = s.adminToken) =>
    t.request({ method: 'GET', url: `/api/classes/overview${query}`, token });

  // 150 classes in 2026 and 40 in 2025: far more than the 100 the original dashboard read.
  const STATUSES = ['pendiente', 'aprobado', 'rechazado', 'active', 'cancelled'] as const;
  const expected = {
    2025: { byStatus: {} as Record<string, number>, enrolments: 0 },
    2026: { byStatus: {} as Record<string, number>, enrolments: 0 },
  };

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    for (const [period, count] of [
      [2026, 150],
      [2025, 40],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const status = STATUSES[i % STATUSES.length]!;
        const enrolled = i % 31;
        const id = await createClass(t.db, { subjectId: s.subjectId, status, period, schedule: [] });
        await t.db.updateTable('classes').set({ enrolled }).where('id_class', '=', id).execute();
        const e = expected[period];
        e.byStatus[status] = (e.byStatus[status] ?? 0) + 1;
        e.enrolments += enrolled;
      }
    }
  });
  afterAll(() => t.close());

  it('counts every class of an academic year', async () => {
    const res = await overview('?period=2026');
    expect(res.statusCode).toBe(200);
    const e = expected[2026];
    expect(res.json()).toEqual({
      period: 2026,
      totalClasses: 150,
      pendingClasses: e.byStatus['pendiente'],
      activeClasses: e.byStatus['aprobado'],
      totalEnrolments: e.enrolments,
      byStatus: { pendiente: 30, aprobado: 30, rechazado: 30, active: 30, cancelled: 30, finished: 0 },
    });
    expect(e.enrolments).toBeGreaterThan(0);
  });

  it('counts all years when no period is given, and nothing for an empty year', async () => {
    const all = (await overview()).json();
    expect(all).toMatchObject({
      period: null,
      totalClasses: 190,
      pendingClasses: 38,
      activeClasses: 38,
      totalEnrolments: expected[2025].enrolments + expected[2026].enrolments,
    });
    expect((await overview('?period=2024')).json()).toEqual({
      period: 2024,
      totalClasses: 0,
      pendingClasses: 0,
      activeClasses: 0,
      totalEnrolments: 0,
      byStatus: { pendiente: 0, aprobado: 0, rechazado: 0, active: 0, cancelled: 0, finished: 0 },
    });
    expect((await overview('?period=')).json().totalClasses).toBe(190);
  });

  it('refuses a bad period and anyone but an admin', async () => {
    expectError(await overview('?period=20x6'), 400, /El año académico/);
    const st = await s.student();
    const admin = 'No tienes permisos para realizar esta acción: se requiere un administrador.';
    expectError(await overview('', st.token), 403, admin);
    expectError(await overview('', s.teacherToken), 403, admin);
    expectError(await overview('', ''), 401, 'Token de staff requerido');
  });
});
