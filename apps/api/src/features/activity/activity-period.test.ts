import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createClass, createStaff, createSubject } from '../../test/fixtures.ts';

/** The Bitácora of one summer: what was done on its classes, and what touched no class in its year. */
describe(`activity log by period (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    token = await t.staffToken(admin.userId, 'admin');
    const subjectId = await createSubject(t.db, { careerIds: [await createCareer(t.db)] });
    const old = await createClass(t.db, { subjectId, period: 2070 });
    const next = await createClass(t.db, { subjectId, period: 2071 });
    const entry = (action: string, at: string, idClass: number | null) => ({
      at,
      action,
      actor_user_id: admin.userId,
      actor_role: 'admin',
      id_class: idClass,
      id_student: null,
      id_application: null,
      detail: null,
      request_id: null,
    });
    await t.db
      .insertInto('activity_log')
      .values([
        entry('class.approved', '2070-06-20T15:00:00.000Z', old),
        // Reviewed in January of the next year: still the 2070 class's summer.
        entry('class.started', '2071-01-10T15:00:00.000Z', old),
        entry('class.approved', '2071-06-20T15:00:00.000Z', next),
        entry('period.created', '2070-03-01T15:00:00.000Z', null),
        // Dec 31, 2070, 23:30 in Cancun: still 2070 there, although 2071 in UTC.
        entry('period.edited', '2071-01-01T04:30:00.000Z', null),
        entry('period.edited', '2071-01-01T05:00:00.000Z', null),
      ])
      .execute();
  });
  afterAll(() => t.close());

  const log = async (query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/activity?${query}`, token });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { action: string; at: string }[] }).data.map(
      (e) => `${e.action}@${e.at.slice(0, 16)}`,
    );
  };

  it('keeps a summer’s class entries and its year’s other entries', async () => {
    expect(await log('period=2070')).toEqual([
      'class.started@2071-01-10T15:00',
      'period.edited@2071-01-01T04:30',
      'class.approved@2070-06-20T15:00',
      'period.created@2070-03-01T15:00',
    ]);
    expect(await log('period=2071')).toEqual(['class.approved@2071-06-20T15:00', 'period.edited@2071-01-01T05:00']);
  });

  it('refuses a year out of range in Spanish', async () => {
    const res = await t.request({ method: 'GET', url: '/api/activity?period=1999', token });
    expect(res.statusCode).toBe(400);
    expect(String((res.json() as { message: unknown }).message)).toMatch(/El año académico/);
  });
});
