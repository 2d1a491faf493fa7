import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/fixtures.ts';
import { classScenario, expectError } from '../../test/class-scenario.ts';
import { recordActivity } from '../../events/activity.ts';
import { identityContext } from '../../lib/service-context.ts';

describe(`GET /api/activity: the Bitácora's filters, paging and CSV (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let classA: number;
  let classB: number;
  const get = (url: string) => t.request({ method: 'GET', url, token: s.adminToken });

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    classA = await createClass(t.db, { subjectId: s.subjectId });
    classB = await createClass(t.db, { subjectId: s.subjectId });
    const admin = { userId: s.admin.userId, role: 'admin' } as const;
    for (let i = 0; i < 25; i++) {
      const ctx = { actor: admin, now: new Date(Date.UTC(2026, 6, 1 + (i % 5), 12)), requestId: 'r-1' };
      await recordActivity(t.db, ctx, {
        action: i % 2 ? 'class.approved' : 'class.rejected',
        classId: i < 20 ? classA : classB,
        detail: { comment: i === 0 ? '=CMD()' : null },
      });
    }
    const visitor = identityContext(null, new Date(Date.UTC(2026, 5, 30)));
    await recordActivity(t.db, visitor, { action: 'staff.login_failed' });
  });
  afterAll(() => t.close());

  it('pages newest first with the names', async () => {
    const res = await get('/api/activity');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ page: 1, totalPages: 2, total: 26 });
    expect(body.data).toHaveLength(20);
    expect(body.data[0]).toMatchObject({ actor: { id_user: s.admin.userId, role: 'admin', name: 'Adela Prueba' } });
    expect(body.data[0].class_name).toEqual(expect.any(String));
    const at = body.data.map((e: { at: string }) => e.at);
    expect([...at].sort().reverse()).toEqual(at);
    expect((await get('/api/activity?page=2')).json().data).toHaveLength(6);
  });

  it('filters by class, action, person and date range (both days included)', async () => {
    expect((await get(`/api/activity?classId=${classB}`)).json().meta.total).toBe(5);
    expect((await get(`/api/activity?classId=${classA}&action=class.approved`)).json().meta.total).toBe(10);
    expect((await get(`/api/activity?userId=${s.admin.userId}`)).json().meta.total).toBe(25);
    expect((await get('/api/activity?from=2026-07-02&to=2026-07-03')).json().meta.total).toBe(10);
    expect((await get('/api/activity?action=staff.login_failed')).json().data[0]).toMatchObject({
      actor: { id_user: null, role: 'visitor', name: null },
    });
    expect((await get(`/api/classes/${classB}/activity`)).json().meta.total).toBe(5);
  });

  it('refuses an unknown action or a malformed date with a Spanish message, and non-admins', async () => {
    expectError(await get('/api/activity?action=borrar.todo'), 400, /La acción no existe/);
    expectError(await get('/api/activity?from=01-07-2026'), 400, /AAAA-MM-DD/);
    expect((await t.request({ method: 'GET', url: '/api/activity', token: s.teacherToken })).statusCode).toBe(403);
  });

  it('exports the filtered log as CSV, every field quoted', async () => {
    const res = await get(`/api/activity/export.csv?classId=${classA}&action=class.rejected`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Fecha","Acción","Persona"');
    expect(lines).toHaveLength(11);
    expect(lines.slice(1).every((l) => l.includes('"Clase rechazada"'))).toBe(true);
    // Inner quotes doubled; the JSON detail starts with "{", so a spreadsheet never runs it.
    expect(res.body).toContain('"{""comment"":""=CMD()""}"');
  });
});
