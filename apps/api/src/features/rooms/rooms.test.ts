import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classOnDay, createStaff } from '../../test/fixtures.ts';

const TUESDAY = 2;

describe(`rooms and PUT /api/classes/{id}/room (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let adminId: number;
  let period = 2060;
  let n = 0;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.request({ method, url, token: adminToken, payload: payload as never });
  const newRoom = async (capacity = 30, name = `L-${++n}`) => {
    const res = await call('POST', '/api/rooms', { name, building: 'Edificio L', capacity, kind: 'laboratorio' });
    expect(res.statusCode).toBe(201);
    return res.json().id_room as number;
  };
  const assign = (classId: number, body: Record<string, unknown>) => call('PUT', `/api/classes/${classId}/room`, body);
  /** A class of the test's own period, Tuesday `start`–`end`, with `enrolled` regular students counted. */
  const tuesday = (subject: string, start: string, end: string, opts: { status?: string; enrolled?: number } = {}) =>
    classOnDay(t.db, { subject, dayId: TUESDAY, start, end, period, ...opts });
  const roomOf = async (classId: number) =>
    (await t.db.selectFrom('classes').select('id_room').where('id_class', '=', classId).executeTakeFirstOrThrow())
      .id_room;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminId = admin.userId;
    adminToken = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('creates and lists rooms; refuses a duplicate name in a building and bad input in Spanish', async () => {
    const classroomOfA = (name: string, capacity: number) => ({ name, building: 'Edificio A', capacity, kind: 'aula' });
    const res = await call('POST', '/api/rooms', classroomOfA(' A-101 ', 35));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id_room: expect.any(Number),
      name: 'A-101',
      building: 'Edificio A',
      capacity: 35,
      kind: 'aula',
      classes: 0,
    });
    const again = await call('POST', '/api/rooms', classroomOfA('A-101', 20));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ERROR_MESSAGES.roomDuplicate);
    const bad = await call('POST', '/api/rooms', { name: '', building: 'Edificio A', capacity: 0, kind: 'patio' });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const m of ['El nombre del salón es obligatorio.', 'La capacidad debe ser', 'El tipo de salón debe ser']) {
      expect(text).toContain(m);
    }
    const list = (await call('GET', '/api/rooms')).json().data as { name: string }[];
    expect(list.filter((r) => r.name === 'A-101')).toHaveLength(1);
  });

  it('assigns a room, refuses it to an overlapping class of the period with "ocupado" naming that class', async () => {
    period++;
    const room = await newRoom();
    const first = await tuesday('Bioquímica', '08:00', '10:00');
    const overlapping = await tuesday('Microbiología', '09:00', '11:00');
    const after = await tuesday('Genética', '10:00', '12:00');
    const ok = await assign(first, { roomId: room });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id_class: first, room: { id_room: room, kind: 'laboratorio', capacity: 30 } });
    const refused = await assign(overlapping, { roomId: room });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^El salón L-\d+ \(Edificio L\) está ocupado por Bioquímica \(martes 08:00–10:00\)\.$/,
    );
    expect(await roomOf(overlapping)).toBeNull();
    expect((await assign(after, { roomId: room })).statusCode).toBe(200);
    const log = await t.db
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id'])
      .where('id_class', '=', first)
      .execute();
    expect(log).toEqual([{ action: 'class.room_assigned', actor_user_id: adminId }]);
  });

  it('asks to confirm a room smaller than the class, and assigns it with confirmSmall', async () => {
    period++;
    const room = await newRoom(20);
    const classId = await tuesday('Anatomía', '12:00', '14:00', { enrolled: 25 });
    const warned = await assign(classId, { roomId: room });
    expect(warned.statusCode).toBe(409);
    expect(warned.json().message).toBe(
      'El salón tiene capacidad para 20 y la clase tiene 25 estudiantes. Confirma para asignarlo de todos modos.',
    );
    expect(await roomOf(classId)).toBeNull();
    expect((await assign(classId, { roomId: room, confirmSmall: true })).statusCode).toBe(200);
    expect(await roomOf(classId)).toBe(room);
  });

  it('refuses pending classes, unknown rooms and classes; deletes only unused rooms', async () => {
    period++;
    const room = await newRoom();
    const pending = await tuesday('Botánica', '16:00', '18:00', { status: 'pendiente' });
    const approved = await tuesday('Zoología', '16:00', '18:00');
    const checks = [
      [await assign(pending, { roomId: room }), 409, ERROR_MESSAGES.classNotAssignable],
      [await assign(999_999, { roomId: room }), 404, ERROR_MESSAGES.classNotFound],
      [await assign(approved, { roomId: 999_999 }), 400, ERROR_MESSAGES.roomNotFound],
    ] as const;
    for (const [res, status, message] of checks) {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await assign(approved, { roomId: room })).statusCode).toBe(200);
    const inUse = await call('DELETE', `/api/rooms/${room}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe(ERROR_MESSAGES.roomInUse);
    const unused = await newRoom();
    expect((await call('DELETE', `/api/rooms/${unused}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/rooms/${unused}`)).statusCode).toBe(404);
  });

  it('two parallel assignments of one room to clashing classes: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      period++;
      const room = await newRoom();
      const a = await tuesday(`Óptica ${round}`, '08:00', '10:00');
      const b = await tuesday(`Acústica ${round}`, '09:00', '11:00');
      const results = await Promise.all([assign(a, { roomId: room }), assign(b, { roomId: room })]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect([await roomOf(a), await roomOf(b)].filter((id) => id === room)).toHaveLength(1);
    }
  });
});
