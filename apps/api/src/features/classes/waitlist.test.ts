import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, expectError, type TestStudent } from '../../test/class-scenario.ts';

/** The waitlist of a full pending class, and the offer made in the transaction that frees a seat. */
describe(`waitlist (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const join = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist`, token: st.token });
  const leave = (classId: number, st: TestStudent) =>
    t.request({ method: 'DELETE', url: `/api/classes/${classId}/waitlist`, token: st.token });
  const accept = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/waitlist/accept`, token: st.token, payload: {} });
  const offered = async (classId: number) =>
    (
      await t.db
        .selectFrom('class_waitlist')
        .select('id_student')
        .where('id_class', '=', classId)
        .where('offer_expires_at', 'is not', null)
        .orderBy('ticket')
        .execute()
    ).map((r) => r.id_student);
  const withdraw = (classId: number, st: TestStudent) =>
    t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: st.token });
  const roster = async (classId: number) => {
    const res = await t.request({ url: `/api/classes/${classId}/waitlist`, token: s.adminToken });
    expect(res.statusCode).toBe(200);
    return (res.json() as { id_student: number; position: number }[]).map((r) => [r.position, r.id_student]);
  };
  /** A full pending class of `seats`, whose students have tokens (so they can withdraw). */
  const fullClass = async (seats = 2, schedule?: { dayId: number; start: string; end: string }[]) => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: seats, schedule });
    const members: TestStudent[] = [];
    for (let i = 0; i < seats; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      members.push(st);
    }
    return { classId, members };
  };
  const promotedAt = async (classId: number, studentId: number) =>
    (
      await t.db
        .selectFrom('student_classes')
        .select('promoted_at')
        .where('id_class', '=', classId)
        .where('id_student', '=', studentId)
        .executeTakeFirst()
    )?.promoted_at;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('joins a full pending class with a position, in order; leaving moves the others up', async () => {
    const { classId } = await fullClass();
    const [a, b, c] = [await s.student(), await s.student(), await s.student()];
    const ra = await join(classId, a);
    expect(ra.statusCode).toBe(201);
    expect(ra.json()).toEqual({ id_class: classId, id_student: a.studentId, position: 1 });
    expect((await join(classId, b)).json().position).toBe(2);
    expect((await join(classId, c)).json().position).toBe(3);
    expect(await roster(classId)).toEqual([
      [1, a.studentId],
      [2, b.studentId],
      [3, c.studentId],
    ]);
    expect((await leave(classId, a)).statusCode).toBe(204);
    expect(await roster(classId)).toEqual([
      [1, b.studentId],
      [2, c.studentId],
    ]);
    const mine = await t.request({ url: '/api/classes/student/waitlists', token: c.token });
    expect(mine.json()).toMatchObject([
      { position: 2, total: 2, offer_expires_at: null, class: { id_class: classId } },
    ]);
    expectError(await leave(classId, a), 404, 'No estás en la lista de espera de esta clase.');
  });

  it('refuses: a class with seats, a closed class, twice, an enrolled student, a third list, a clash', async () => {
    const open = await createClass(t.db, { subjectId: s.subjectId, maxStudents: 5 });
    const me = await s.student();
    expectError(await join(open, me), 409, 'La clase todavía tiene lugares: inscríbete directamente.');
    const approved = await createClass(t.db, { subjectId: s.subjectId, status: 'aprobado', maxStudents: 1 });
    expectError(await join(approved, me), 409, 'Solo hay lista de espera en clases pendientes.');
    const first = await fullClass(1);
    expect((await join(first.classId, me)).statusCode).toBe(201);
    expectError(await join(first.classId, me), 409, 'Ya estás en la lista de espera de esta clase.');
    expectError(await join(first.classId, first.members[0]!), 409, 'Ya estás inscrito en esta clase.');
    expect((await join((await fullClass(1)).classId, me)).statusCode).toBe(201);
    expectError(await join((await fullClass(1)).classId, me), 409, 'Puedes estar como máximo en 2 listas de espera.');
    const calculo = await createSubject(t.db, { name: 'Cálculo Integral', careerIds: [s.careerId] });
    const held = await createClass(t.db, {
      subjectId: calculo,
      schedule: [{ dayId: 2, start: '10:00:00', end: '12:00:00' }],
    });
    const other = await s.student();
    await enrolDirectly(t.db, other.studentId, held);
    const clashing = await fullClass(1, [{ dayId: 2, start: '11:00:00', end: '12:30:00' }]);
    expectError(
      await join(clashing.classId, other),
      409,
      'El horario se empalma con Cálculo Integral (martes 10:00–12:00).',
    );
    const unregistered = await s.unregistered();
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${first.classId}/waitlist`,
      token: unregistered.token,
    });
    expect(res.statusCode).toBe(403);
  });

  it('a withdrawal offers the seat to the first waiting student; accepting enrols them and they see it in their classes', async () => {
    const { classId, members } = await fullClass(2);
    const [a, b] = [await s.student(), await s.student()];
    await join(classId, a);
    await join(classId, b);
    expect((await withdraw(classId, members[1]!)).statusCode).toBe(204);
    // An offer, not a place: the seat is held for the first of the list.
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
    expect(await offered(classId)).toEqual([a.studentId]);
    expect((await t.request({ url: '/api/classes/student/waitlists', token: a.token })).json()).toMatchObject([
      { position: 1, total: 2, offer_expires_at: expect.any(String) },
    ]);
    expect((await t.request({ url: '/api/notifications', token: a.token })).json()).toMatchObject({
      unread: 1,
      data: [{ kind: 'waitlist.offered', id_class: classId }],
    });
    // Held for them alone: the second of the list has no offer to accept.
    expectError(
      await accept(classId, b),
      409,
      'No tienes una oferta de lugar abierta en esta clase (o su plazo ya venció).',
    );
    const taken = await accept(classId, a);
    expect(taken.statusCode, taken.body).toBe(201);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 2, rows: 2 });
    expect((await classCounts(t, classId)).students).toContain(a.studentId);
    expect(await roster(classId)).toEqual([[1, b.studentId]]);
    expect(await enrolmentsOf(t, a.studentId)).toEqual({ counter: 1, rows: 1 });
    expect(await promotedAt(classId, a.studentId)).toEqual(expect.any(String));
    const mine = await t.request({ url: '/api/classes/student', token: a.token });
    expect(mine.json()).toMatchObject([{ id_class: classId, promoted_from_waitlist: true, group_leader: false }]);
    expect((await t.request({ url: '/api/classes/student/waitlists', token: b.token })).json()).toMatchObject([
      { position: 1 },
    ]);
    expect((await t.request({ url: '/api/notifications', token: b.token })).json()).toMatchObject({ unread: 0 });
    // The offer is the system's record; the acceptance is the student's own.
    const records = await t.db
      .selectFrom('activity_log')
      .select(['action', 'actor_role', 'id_student'])
      .where('action', 'in', ['waitlist.offered', 'enrolment.promoted'])
      .where('id_class', '=', classId)
      .orderBy('id')
      .execute();
    expect(records).toEqual([
      { action: 'waitlist.offered', actor_role: 'system', id_student: a.studentId },
      { action: 'enrolment.promoted', actor_role: 'student', id_student: a.studentId },
    ]);
  });

  it('skips students at their limit or with a clash (they keep their turn), offers the seat to the next who qualifies', async () => {
    const { classId, members } = await fullClass(1, [{ dayId: 4, start: '16:00:00', end: '18:00:00' }]);
    const [atLimit, clashing, next] = [await s.student(), await s.student(), await s.student()];
    await join(classId, atLimit);
    await join(classId, clashing);
    await join(classId, next);
    // After joining, one reaches the limit and the other takes a clashing class.
    for (let i = 0; i < 2; i++)
      await enrolDirectly(t.db, atLimit.studentId, await createClass(t.db, { subjectId: s.subjectId }));
    const clash = await createClass(t.db, {
      subjectId: s.subjectId,
      schedule: [{ dayId: 4, start: '17:00:00', end: '19:00:00' }],
    });
    await enrolDirectly(t.db, clashing.studentId, clash);
    expect((await withdraw(classId, members[0]!)).statusCode).toBe(204);
    expect(await offered(classId)).toEqual([next.studentId]);
    expect((await accept(classId, next)).statusCode).toBe(201);
    const counts = await classCounts(t, classId);
    expect(counts).toMatchObject({ enrolled: 1, rows: 1, students: [next.studentId], leaders: [next.studentId] });
    expect(await roster(classId)).toEqual([
      [1, atLimit.studentId],
      [2, clashing.studentId],
    ]);
    expect(await enrolmentsOf(t, atLimit.studentId)).toEqual({ counter: 2, rows: 2 });
    expect(await enrolmentsOf(t, clashing.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('with nobody qualifying the seat stays free', async () => {
    const { classId, members } = await fullClass(1);
    const atLimit = await s.student();
    await join(classId, atLimit);
    for (let i = 0; i < 2; i++)
      await enrolDirectly(t.db, atLimit.studentId, await createClass(t.db, { subjectId: s.subjectId }));
    expect((await withdraw(classId, members[0]!)).statusCode).toBe(204);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0, rows: 0 });
    expect(await roster(classId)).toEqual([[1, atLimit.studentId]]);
    expect(await offered(classId)).toEqual([]);
  });

  it('an admin removal and a larger cap make offers too', async () => {
    const { classId, members } = await fullClass(2);
    const [a, b, c] = [await s.student(), await s.student(), await s.student()];
    for (const st of [a, b, c]) await join(classId, st);
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/classes/${classId}/student/${members[0]!.studentId}`,
      token: s.adminToken,
    });
    expect(removal.statusCode).toBe(200);
    expect(await offered(classId)).toEqual([a.studentId]);
    const cap = await t.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/capacity`,
      payload: { maxStudents: 4 },
      token: s.adminToken,
    });
    expect(cap.statusCode).toBe(200);
    expect(cap.json()).toMatchObject({ max_students: 4, enrrolled: 1 });
    expect(await offered(classId)).toEqual([a.studentId, b.studentId, c.studentId]);
    for (const st of [c, a, b]) expect((await accept(classId, st)).statusCode).toBe(201);
    expect((await classCounts(t, classId)).students).toEqual([
      members[1]!.studentId,
      c.studentId,
      a.studentId,
      b.studentId,
    ]);
    expect(await roster(classId)).toEqual([]);
    expectError(
      await t.request({
        method: 'PATCH',
        url: `/api/classes/${classId}/capacity`,
        payload: { maxStudents: 3 },
        token: s.adminToken,
      }),
      409,
      'El cupo no puede ser menor que el número de inscritos (4).',
    );
  });

  it('a release lets a student waiting elsewhere (skipped at their limit) take the free seat', async () => {
    const { classId, members } = await fullClass(1);
    const waiting = await s.student();
    await join(classId, waiting);
    const other = await createClass(t.db, { subjectId: s.subjectId });
    await enrolDirectly(t.db, waiting.studentId, other);
    await enrolDirectly(t.db, waiting.studentId, await createClass(t.db, { subjectId: s.subjectId }));
    expect((await withdraw(classId, members[0]!)).statusCode).toBe(204);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 0 });
    const res = await t.request({
      method: 'POST',
      url: `/api/classes/${other}/status/cancelled`,
      payload: { reason: 'Sin docente' },
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(200);
    expect(await offered(classId)).toEqual([waiting.studentId]);
    expect((await accept(classId, waiting)).statusCode).toBe(201);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, students: [waiting.studentId] });
    expect(await enrolmentsOf(t, waiting.studentId)).toEqual({ counter: 2, rows: 2 });
  });

  it('a class leaving pendiente empties its list', async () => {
    const { classId } = await fullClass(1);
    const a = await s.student();
    await join(classId, a);
    await t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/rechazado`,
      payload: {},
      token: s.adminToken,
    });
    expect(await roster(classId)).toEqual([]);
  });

  it('K waiting students and W parallel withdrawals: exactly min(K, W) offers, in their order', async () => {
    const { classId, members } = await fullClass(6);
    const waiting: TestStudent[] = [];
    for (let i = 0; i < 4; i++) {
      const st = await s.student();
      expect((await join(classId, st)).statusCode).toBe(201);
      waiting.push(st);
    }
    const ids = waiting.map((w) => w.studentId);
    // W = 2 < K = 4: the first two are offered the seats and take them, the other two move up.
    const first = await Promise.all(members.slice(0, 2).map((m) => withdraw(classId, m)));
    expect(first.map((r) => r.statusCode)).toEqual([204, 204]);
    expect(await offered(classId)).toEqual(ids.slice(0, 2));
    for (const st of waiting.slice(0, 2)) expect((await accept(classId, st)).statusCode).toBe(201);
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 6, rows: 6 });
    expect((await classCounts(t, classId)).students.slice(-2).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await roster(classId)).toEqual([
      [1, ids[2]],
      [2, ids[3]],
    ]);
    // W = 3 > K = 2: both offered, one seat stays free.
    const second = await Promise.all(members.slice(2, 5).map((m) => withdraw(classId, m)));
    expect(second.map((r) => r.statusCode)).toEqual([204, 204, 204]);
    expect(await offered(classId)).toEqual(ids.slice(2));
    await Promise.all(waiting.slice(2).map((st) => accept(classId, st)));
    const counts = await classCounts(t, classId);
    expect(counts).toMatchObject({ enrolled: 5, rows: 5 });
    expect(counts.students).toEqual(expect.arrayContaining(ids));
    expect(await roster(classId)).toEqual([]);
    for (const id of ids) expect(await enrolmentsOf(t, id)).toEqual({ counter: 1, rows: 1 });
  });
});
