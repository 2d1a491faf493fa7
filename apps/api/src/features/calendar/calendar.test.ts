import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classMeetings } from '@portal/domain/rules';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';

// Classes start 40 days after the scenario's today (2026-07-20, a Monday) and end 80 days after (2026-08-29).
const TODAY = '2026-06-10T15:00:00Z';
const SLOTS = [
  { dayId: 1, start: '07:00:00', end: '09:00:00' },
  { dayId: 3, start: '07:00:00', end: '09:00:00' },
];

/** The events of an .ics text, parsed back with an independent iCalendar parser (it throws on a malformed file). */
function eventsOf(text: string) {
  const cal = new ICAL.Component(ICAL.parse(text));
  const zone = cal.getFirstSubcomponent('vtimezone');
  expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Cancun');
  ICAL.TimezoneService.register(zone!);
  return cal.getAllSubcomponents('vevent').map((ev) => {
    const start = ev.getFirstProperty('dtstart')!;
    const value = start.getFirstValue() as ICAL.Time;
    return {
      tzid: start.getParameter('tzid'),
      local: value.toString(),
      utc: value.toJSDate().toISOString(),
      end: (ev.getFirstPropertyValue('dtend') as ICAL.Time).toString(),
      summary: ev.getFirstPropertyValue('summary'),
      location: ev.getFirstPropertyValue('location'),
      description: String(ev.getFirstPropertyValue('description')),
      status: ev.getFirstPropertyValue('status'),
      uid: String(ev.getFirstPropertyValue('uid')),
    };
  });
}

describe(`calendar feeds (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let student: TestStudent;
  let classId: number;
  let teacherToken: string;
  const createToken = (token: string) => t.request({ method: 'POST', url: '/api/calendar/token', token, payload: {} });
  const feed = (url: string) => t.request({ url: new URL(url).pathname });

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: TODAY });
    s = await classScenario(t);
    student = await s.student();
    classId = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado', schedule: SLOTS });
    await enrolDirectly(t.db, student.studentId, classId, true);
    const room = await t.db
      .insertInto('rooms')
      .values({
        name: 'Aula 5',
        building: 'Edificio B',
        room_key: 'edificio b aula 5',
        capacity: 40,
        kind: 'aula',
        created_at: TODAY,
      })
      .returning('id_room')
      .executeTakeFirstOrThrow();
    const teacher = await createStaff(t.db, { role: 'teacher', name: 'Rosa' });
    teacherToken = await t.staffToken(teacher.userId, 'teacher');
    await t.db
      .updateTable('classes')
      .set({ id_room: room.id_room, id_teacher: teacher.userId })
      .where('id_class', '=', classId)
      .execute();
  });
  afterAll(() => t.close());

  it('a student creates their private address; the feed parses back with every session, the zone and the room', async () => {
    expect((await t.request({ url: '/api/calendar/token', token: student.token })).json()).toEqual({
      url: null,
      created_at: null,
    });
    const made = await createToken(student.token);
    expect(made.statusCode, made.body).toBe(201);
    const { url } = made.json() as { url: string };
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await t.request({ url: '/api/calendar/token', token: student.token })).json()).toMatchObject({ url });

    const res = await feed(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const events = eventsOf(res.body);
    const expected = classMeetings(
      SLOTS.map((x) => ({ id_day: x.dayId, start_time: x.start, end_time: x.end })),
      '2026-07-20',
      '2026-08-29',
    );
    // Mondays and Wednesdays from 20 July to 29 August: 6 weeks, 12 sessions.
    expect(events).toHaveLength(12);
    expect(events.map((e) => e.local)).toEqual(expected.map((x) => `${x.day}T07:00:00`));
    expect(events[0]).toMatchObject({
      tzid: 'America/Cancun',
      local: '2026-07-20T07:00:00',
      // 07:00 in Cancun is 12:00 UTC (UTC-5).
      utc: '2026-07-20T12:00:00.000Z',
      end: '2026-07-20T09:00:00',
      location: 'Aula 5 (Edificio B)',
      status: 'CONFIRMED',
    });
    expect(events[0]!.description).toContain('Docente: Rosa');
    expect(events[0]!.description).toContain('https://chat.whatsapp.com/');
    expect(new Set(events.map((e) => e.uid)).size).toBe(12);
  });

  it('a cancelled class keeps its events, cancelled', async () => {
    const other = await createClass(t.db, { subjectId: s.subjectId, status: 'cancelled', schedule: [SLOTS[0]!] });
    await enrolDirectly(t.db, student.studentId, other);
    const { url } = (await t.request({ url: '/api/calendar/token', token: student.token })).json() as { url: string };
    const events = eventsOf((await feed(url)).body);
    const cancelled = events.filter((e) => e.uid.startsWith(`clase-${other}-`));
    expect(cancelled).toHaveLength(6);
    expect(cancelled.every((e) => e.status === 'CANCELLED')).toBe(true);
  });

  it('a revoked address is a 404 at once; a new one replaces the old', async () => {
    const first = ((await createToken(student.token)).json() as { url: string }).url;
    const second = ((await createToken(student.token)).json() as { url: string }).url;
    expect(second).not.toBe(first);
    expectError(await feed(first), 404, 'Esta dirección de calendario no existe o fue revocada.');
    expect((await feed(second)).statusCode).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/calendar/token', token: student.token })).statusCode).toBe(
      204,
    );
    expectError(await feed(second), 404, 'Esta dirección de calendario no existe o fue revocada.');
    expectError(await t.request({ url: '/api/calendar/not-a-token.ics' }), 400, /no válida/);
  });

  it('a teacher gets the classes they teach; an admin has no calendar address', async () => {
    const made = await createToken(teacherToken);
    expect(made.statusCode).toBe(201);
    const events = eventsOf((await feed((made.json() as { url: string }).url)).body);
    expect(events).toHaveLength(12);
    expect(events[0]!.description).not.toContain('whatsapp');
    expectError(await createToken(s.adminToken), 403, 'Solo estudiantes y docentes tienen dirección de calendario.');
  });

  it('any class’s schedule downloads as a file; the WhatsApp group only for its members', async () => {
    const anonymous = await t.request({ url: `/api/classes/${classId}/calendar.ics` });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['content-disposition']).toContain(`clase-${classId}.ics`);
    const events = eventsOf(anonymous.body);
    expect(events).toHaveLength(12);
    expect(events[0]!.description).not.toContain('whatsapp');
    const member = eventsOf(
      (await t.request({ url: `/api/classes/${classId}/calendar.ics`, token: student.token })).body,
    );
    expect(member[0]!.description).toContain('https://chat.whatsapp.com/');
    expectError(await t.request({ url: '/api/classes/999999/calendar.ics' }), 404, /no existe|no encontrada/i);
  });

  it('a schedule change shows in the feed and tells the class’s students once', async () => {
    const { url } = (await createToken(student.token)).json() as { url: string };
    // Running classes may still change their schedule (an approved one may not).
    await t.db.updateTable('classes').set({ status: 'active' }).where('id_class', '=', classId).execute();
    const changed = await t.request({
      method: 'PUT',
      url: `/api/classes/${classId}/schedule`,
      token: s.adminToken,
      payload: { schedule: [{ dayId: 2, startTime: '08:00', endTime: '10:00' }] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mine = eventsOf((await feed(url)).body).filter((e) => e.uid.startsWith(`clase-${classId}-`));
    expect(mine).toHaveLength(6);
    expect(mine[0]).toMatchObject({ local: '2026-07-21T08:00:00', utc: '2026-07-21T13:00:00.000Z' });
    const told = await t.db
      .selectFrom('notifications')
      .select('body')
      .where('id_user', '=', student.userId)
      .where('kind', '=', 'class.schedule_changed')
      .execute();
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('08:00');
  });
});
