import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUMMER_2071_DATES } from '../../test/summer-2071.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classScenario, expectError, type ClassScenario } from '../../test/class-scenario.ts';
import { createClass, createRoom, createStaff } from '../../test/fixtures.ts';
import type { SettableClock } from '../../lib/clock.ts';

const YEAR = 2071;

/** From the publication day, approved classes without a teacher or a room are the admin's blockers. */
describe(`publication blockers (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: ClassScenario;
  const at = (iso: string) => (t.app.clock as SettableClock).set(new Date(iso));
  const blockers = async () => {
    const res = await t.request({ method: 'GET', url: `/api/periods/${YEAR}/blockers`, token: s.adminToken });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      due: boolean;
      today: string;
      summary: string;
      blockers: { id_class: number; status: string; missing: string[]; reason: string }[];
    };
  };
  let bare: number;
  let teacherOnly: number;
  let started: number;
  let ready: number;
  let teacherId: number;

  beforeAll(async () => {
    process.env['TZ'] = 'UTC';
    t = await createTestApp({ CLOCK_AT: '2071-05-10T12:00:00Z' });
    s = await classScenario(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/periods',
      token: s.adminToken,
      payload: { year: YEAR, ...SUMMER_2071_DATES },
    });
    expect(res.statusCode).toBe(201);
    teacherId = (await createStaff(t.db, { role: 'teacher' })).userId;
    const room = await createRoom(t.db, { name: 'A-1', building: 'Edificio A', capacity: 40 });
    const make = (status: string) => createClass(t.db, { subjectId: s.subjectId, period: YEAR, status });
    bare = await make('aprobado');
    teacherOnly = await make('aprobado');
    started = await make('active');
    ready = await make('aprobado');
    await createClass(t.db, { subjectId: s.subjectId, period: YEAR, status: 'pendiente' });
    await createClass(t.db, { subjectId: s.subjectId, period: YEAR, status: 'cancelled' });
    await t.db
      .updateTable('classes')
      .set({ id_teacher: teacherId })
      .where('id_class', 'in', [teacherOnly, ready])
      .execute();
    await t.db.updateTable('classes').set({ id_room: room }).where('id_class', 'in', [started, ready]).execute();
  });
  afterAll(() => t.close());

  it('lists none before the publication day (Cancun), and says when they will count', async () => {
    at('2071-06-19T04:59:00Z'); // June 18, 23:59 in Cancun
    const answer = await blockers();
    expect(answer).toMatchObject({ due: false, today: '2071-06-18', blockers: [] });
    expect(answer.summary).toBe(
      'Los grupos de Verano 2071 se publican el 19 de junio; desde ese día aquí aparecen las clases aprobadas sin docente o sin salón.',
    );
  });

  it('from the publication day lists each approved or started class missing a teacher or a room', async () => {
    at('2071-06-19T05:00:00Z'); // June 19, 00:00 in Cancun
    const answer = await blockers();
    expect(answer.due).toBe(true);
    expect(answer.summary).toBe(
      '3 clases aprobadas de Verano 2071 no tienen docente o salón y los grupos ya se publicaron.',
    );
    expect(
      answer.blockers.map(({ id_class, status, missing, reason }) => ({ id_class, status, missing, reason })),
    ).toEqual([
      { id_class: bare, status: 'aprobado', missing: ['teacher', 'room'], reason: 'Sin docente ni salón' },
      { id_class: teacherOnly, status: 'aprobado', missing: ['room'], reason: 'Sin salón asignado' },
      { id_class: started, status: 'active', missing: ['teacher'], reason: 'Sin docente asignado' },
    ]);
  });

  it('a teacher assigned through the API clears the blocker on the next look', async () => {
    at('2071-06-25T12:00:00Z');
    const res = await t.request({
      method: 'PUT',
      url: `/api/classes/${started}/teacher`,
      token: s.adminToken,
      payload: { staffId: teacherId },
    });
    expect(res.statusCode).toBe(200);
    expect((await blockers()).blockers.map((b) => b.id_class)).toEqual([bare, teacherOnly]);
  });

  it('a past summer has none; an unknown year is a 404', async () => {
    at('2071-08-22T05:00:00Z'); // August 22 in Cancun: grades were due the day before
    expect(await blockers()).toMatchObject({
      due: false,
      blockers: [],
      summary: 'Verano 2071 ya concluyó: no hay pendientes de publicación.',
    });
    expectError(
      await t.request({ method: 'GET', url: '/api/periods/2072/blockers', token: s.adminToken }),
      404,
      'El periodo no existe.',
    );
  });
});
