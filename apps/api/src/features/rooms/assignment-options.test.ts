import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { classOnDay, createStaff } from '../../test/fixtures.ts';

const WEDNESDAY = 3;

/**
 * The pickers of «Asignar Salones» say before anything is sent what the assignment would answer: each room's
 * clash and capacity, each busy teacher's clash — with the very messages PUT /classes/{id}/room and /teacher
 * answer — and the list keeps to the classes still without a room or a teacher.
 */
describe(`GET /api/classes/{id}/assignment-options and ?missing= (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let period = 2070;
  let n = 0;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({ method, url, token: adminToken, payload: payload as never });
  const newRoom = async (capacity: number) => {
    const res = await call('POST', '/api/rooms', {
      name: `O-${++n}-${period}`,
      building: 'Edificio O',
      capacity,
      kind: 'aula',
    });
    expect(res.statusCode).toBe(201);
    return res.json().id_room as number;
  };
  /** A class of the test's period, Wednesday `start`–`end`, with `enrolled` students. */
  const wednesday = (subject: string, start: string, end: string, opts: { status?: string; enrolled?: number } = {}) =>
    classOnDay(t.db, { subject, dayId: WEDNESDAY, start, end, period, ...opts });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminToken = await t.staffToken(admin.userId, 'admin');
  });
  afterAll(() => t.close());

  it('shows each room’s clash and capacity and each busy teacher’s clash, as the assignment then answers', async () => {
    period++;
    const busyRoom = await newRoom(40);
    const smallRoom = await newRoom(10);
    const freeRoom = await newRoom(40);
    const busyTeacher = (await createStaff(t.db, { role: 'teacher', name: 'Irene' })).userId;
    const freeTeacher = (await createStaff(t.db, { role: 'teacher', name: 'Tomás' })).userId;
    const held = await wednesday('Termodinámica', '09:00', '11:00');
    expect((await call('PUT', `/api/classes/${held}/room`, { roomId: busyRoom })).statusCode).toBe(200);
    expect((await call('PUT', `/api/classes/${held}/teacher`, { staffId: busyTeacher })).statusCode).toBe(200);
    const cls = await wednesday('Óptica', '10:00', '12:00', { enrolled: 16 });

    const res = await call('GET', `/api/classes/${cls}/assignment-options`);
    expect(res.statusCode).toBe(200);
    const options = res.json() as {
      students: number;
      rooms: { id_room: number; clash: string | null; small: string | null }[];
      teachers: { id_user: number; clash: string }[];
    };
    expect(options.students).toBe(16);
    const room = (id: number) => options.rooms.find((r) => r.id_room === id);
    expect(room(busyRoom)).toEqual({
      id_room: busyRoom,
      clash: `El salón O-1-${period} (Edificio O) está ocupado por Termodinámica (miércoles 09:00–11:00).`,
      small: null,
    });
    expect(room(smallRoom)).toEqual({
      id_room: smallRoom,
      clash: null,
      small:
        'El salón tiene capacidad para 10 y la clase tiene 16 estudiantes. Confirma para asignarlo de todos modos.',
    });
    expect(room(freeRoom)).toEqual({ id_room: freeRoom, clash: null, small: null });
    expect(options.teachers).toContainEqual({
      id_user: busyTeacher,
      clash: 'El docente se empalma con Termodinámica (miércoles 09:00–11:00).',
    });
    expect(options.teachers.map((x) => x.id_user)).not.toContain(freeTeacher);

    // What the pickers said is what the assignments answer.
    const refusedRoom = await call('PUT', `/api/classes/${cls}/room`, { roomId: busyRoom });
    expect([refusedRoom.statusCode, refusedRoom.json().message]).toEqual([409, room(busyRoom)!.clash]);
    const warned = await call('PUT', `/api/classes/${cls}/room`, { roomId: smallRoom });
    expect([warned.statusCode, warned.json().message]).toEqual([409, room(smallRoom)!.small]);
    const refusedTeacher = await call('PUT', `/api/classes/${cls}/teacher`, { staffId: busyTeacher });
    expect(refusedTeacher.json().message).toBe('El docente se empalma con Termodinámica (miércoles 09:00–11:00).');
    expect((await call('PUT', `/api/classes/${cls}/room`, { roomId: freeRoom })).statusCode).toBe(200);
    expect((await call('PUT', `/api/classes/${cls}/teacher`, { staffId: freeTeacher })).statusCode).toBe(200);

    // Once the class has them, its own room and teacher are no clash for it; the first class now meets both.
    const again = (await call('GET', `/api/classes/${cls}/assignment-options`)).json() as typeof options;
    expect(again.rooms.find((r) => r.id_room === freeRoom)!.clash).toBeNull();
    const fromHeld = (await call('GET', `/api/classes/${held}/assignment-options`)).json() as typeof options;
    expect(fromHeld.rooms.find((r) => r.id_room === freeRoom)!.clash).toContain('está ocupado por Óptica');
    expect(fromHeld.teachers.map((x) => x.id_user)).toContain(freeTeacher);
  });

  it('answers 404 for no class and 409 for a class that cannot get a room, in Spanish', async () => {
    period++;
    const missing = await call('GET', '/api/classes/99999999/assignment-options');
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'CLASS_NOT_FOUND']);
    const pending = await wednesday('Acústica', '08:00', '09:00', { status: 'pendiente' });
    const refused = await call('GET', `/api/classes/${pending}/assignment-options`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, ERROR_MESSAGES.classNotAssignable]);
  });

  it('lists only the classes still without a room, a teacher, or either', async () => {
    period++;
    const room = await newRoom(40);
    const teacher = (await createStaff(t.db, { role: 'teacher' })).userId;
    const bare = await wednesday('Mecánica', '07:00', '08:00');
    const roomed = await wednesday('Electricidad', '08:00', '09:00');
    const staffed = await wednesday('Magnetismo', '09:00', '10:00');
    const complete = await wednesday('Ondas', '10:00', '11:00');
    for (const id of [roomed, complete]) {
      expect((await call('PUT', `/api/classes/${id}/room`, { roomId: room })).statusCode).toBe(200);
    }
    for (const id of [staffed, complete]) {
      expect((await call('PUT', `/api/classes/${id}/teacher`, { staffId: teacher })).statusCode).toBe(200);
    }
    const ids = async (missing: string) => {
      const res = await call('GET', `/api/classes?period=${period}&missing=${missing}&pageSize=50`);
      expect(res.statusCode).toBe(200);
      return (res.json().data as { id_class: number }[]).map((c) => c.id_class).sort((a, b) => a - b);
    };
    expect(await ids('room')).toEqual([bare, staffed].sort((a, b) => a - b));
    expect(await ids('teacher')).toEqual([bare, roomed].sort((a, b) => a - b));
    expect(await ids('either')).toEqual([bare, roomed, staffed].sort((a, b) => a - b));
    const bad = await call('GET', `/api/classes?missing=salon`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(bad.json().message)).toContain('missing debe ser room, teacher o either.');
  });
});
