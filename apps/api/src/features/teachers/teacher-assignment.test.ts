import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createStaff, createSubject } from '../../test/fixtures.ts';

const MONDAY = 1;

describe(`PUT /api/classes/{id}/teacher (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let adminToken: string;
  let teacherId: number;
  let otherTeacherId: number;
  let inactiveId: number;
  let adminId: number;
  let period = 2040;
  const put = (classId: number, staffId: unknown) =>
    t.request({ method: 'PUT', url: `/api/classes/${classId}/teacher`, token: adminToken, payload: { staffId } });
  /** A class of its own period (tests do not see each other's classes), Monday `start`–`end`. */
  const monday = async (subject: string, start: string, end: string, opts: { status?: string; period?: number } = {}) =>
    createClass(t.db, {
      subjectId: await createSubject(t.db, { name: subject }),
      status: opts.status ?? 'aprobado',
      period: opts.period ?? period,
      schedule: [{ dayId: MONDAY, start: `${start}:00`, end: `${end}:00` }],
    });
  const teacherOf = async (classId: number) =>
    (await t.db.selectFrom('classes').select('id_teacher').where('id_class', '=', classId).executeTakeFirstOrThrow())
      .id_teacher;

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createStaff(t.db, { role: 'admin' });
    adminId = admin.userId;
    adminToken = await t.staffToken(admin.userId, 'admin');
    teacherId = (await createStaff(t.db, { role: 'teacher', name: 'Marta' })).userId;
    otherTeacherId = (await createStaff(t.db, { role: 'teacher' })).userId;
    inactiveId = (await createStaff(t.db, { role: 'teacher', active: false })).userId;
  });
  afterAll(() => t.close());

  it('assigns a teacher to an approved class, answers who, and logs it once', async () => {
    period++;
    const classId = await monday('Cálculo Integral', '10:00', '12:00');
    const res = await put(classId, teacherId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id_class: classId,
      teacher: { id_user: teacherId, name: 'Marta Prueba', email: expect.stringContaining('@') },
    });
    expect(await teacherOf(classId)).toBe(teacherId);
    const log = await t.db
      .selectFrom('activity_log')
      .select(['action', 'actor_user_id', 'detail'])
      .where('id_class', '=', classId)
      .execute();
    expect(log).toEqual([
      {
        action: 'class.teacher_assigned',
        actor_user_id: adminId,
        detail: JSON.stringify({ before: null, after: teacherId }),
      },
    ]);
  });

  it('refuses a teacher who already teaches an overlapping class of the period with 409 "se empalma"', async () => {
    period++;
    const first = await monday('Álgebra Lineal', '10:00', '12:00');
    const overlapping = await monday('Física I', '11:00', '13:00');
    const afterwards = await monday('Química', '12:00', '14:00');
    const nextYear = await monday('Dibujo', '10:00', '12:00', { period: period + 50 });
    expect((await put(first, teacherId)).statusCode).toBe(200);
    const res = await put(overlapping, teacherId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('El docente se empalma con Álgebra Lineal (lunes 10:00–12:00).');
    expect(await teacherOf(overlapping)).toBeNull();
    // Back to back and another period do not clash; another teacher may take the overlapping class.
    expect((await put(afterwards, teacherId)).statusCode).toBe(200);
    expect((await put(nextYear, teacherId)).statusCode).toBe(200);
    expect((await put(overlapping, otherTeacherId)).statusCode).toBe(200);
  });

  it('ignores cancelled classes and re-assigning the same teacher', async () => {
    period++;
    const cancelled = await monday('Estática', '10:00', '12:00', { status: 'cancelled' });
    await t.db.updateTable('classes').set({ id_teacher: teacherId }).where('id_class', '=', cancelled).execute();
    const classId = await monday('Dinámica', '10:00', '12:00', { status: 'active' });
    expect((await put(classId, teacherId)).statusCode).toBe(200);
    expect((await put(classId, teacherId)).statusCode).toBe(200);
  });

  it('refuses pending classes, unknown classes and what is not an active teacher account', async () => {
    period++;
    const pending = await monday('Termodinámica', '10:00', '12:00', { status: 'pendiente' });
    const approved = await monday('Mecánica', '16:00', '18:00');
    const refused = [
      [await put(pending, teacherId), 409, ERROR_MESSAGES.classNotAssignable],
      [await put(999_999, teacherId), 404, ERROR_MESSAGES.classNotFound],
      [await put(approved, inactiveId), 400, ERROR_MESSAGES.teacherNotFound],
      [await put(approved, adminId), 400, ERROR_MESSAGES.teacherNotFound],
      [await put(approved, 999_999), 400, ERROR_MESSAGES.teacherNotFound],
    ] as const;
    for (const [res, status, message] of refused) {
      expect(res.statusCode).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const bad = await put(approved, 'uno');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('El docente (staffId) debe ser un identificador numérico.');
    expect(await teacherOf(approved)).toBeNull();
    expect(await teacherOf(pending)).toBeNull();
  });

  it('two parallel assignments of one teacher to clashing classes: exactly one succeeds', async () => {
    for (let round = 0; round < 5; round++) {
      period++;
      const a = await monday(`Redes ${round}`, '08:00', '10:00');
      const b = await monday(`Sistemas ${round}`, '09:00', '11:00');
      const results = await Promise.all([put(a, otherTeacherId), put(b, otherTeacherId)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const assigned = [await teacherOf(a), await teacherOf(b)].filter((id) => id === otherTeacherId);
      expect(assigned).toHaveLength(1);
    }
  });
});
