import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { PAYMENT_MESSAGES } from '@portal/domain/rules';
import type { ClassPayments } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';

describe(`payments of a class's enrolments (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let classId: number;
  let otherClassId: number;
  let leader: TestStudent;
  let members: TestStudent[];
  let otherLeader: TestStudent;

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
    const subjectId = await createSubject(t.db, { credits: 6, careerIds: [s.careerId] });
    classId = await createClass(t.db, { subjectId });
    otherClassId = await createClass(t.db, { subjectId: s.subjectId });
    leader = await s.student({ paternal: 'Aguilar' });
    await enrolDirectly(t.db, leader.studentId, classId, true);
    members = [];
    for (let i = 0; i < 4; i++) {
      const m = await s.student();
      await enrolDirectly(t.db, m.studentId, classId);
      members.push(m);
    }
    otherLeader = await s.student();
    await enrolDirectly(t.db, otherLeader.studentId, otherClassId, true);
  });
  afterAll(() => t?.close());

  const patch = (studentId: number, payload: object, token: string | null = s.adminToken, id = classId) =>
    t.request({ method: 'PATCH', url: `/api/classes/${id}/students/${studentId}/payment`, payload, token });
  const list = (token: string | null, id = classId) =>
    t.request({ method: 'GET', url: `/api/classes/${id}/payments`, token });
  const row = (studentId: number, id = classId) =>
    t.db
      .selectFrom('student_classes')
      .select(['payment_status', 'payment_folio', 'payment_date', 'payment_updated_by'])
      .where('id_class', '=', id)
      .where('id_student', '=', studentId)
      .executeTakeFirstOrThrow();

  it('every enrolment starts pending; the cost comes from the subject’s hours', async () => {
    const res = await list(s.adminToken);
    expect(res.statusCode).toBe(200);
    const body = res.json<ClassPayments>();
    expect(body).toMatchObject({ id_class: classId, hours: 90, cost: '$1,250.00', paid: 0, total: 5 });
    expect(body.students.every((p) => p.status === 'pendiente' && p.folio === null && p.paid_on === null)).toBe(true);
  });

  it('the admin marks a payment paid (folio in upper case) and back to pending', async () => {
    const target = members[0]!;
    const res = await patch(target.studentId, { status: 'pagado', folio: ' r-2026/0153 ', paidOn: '2026-06-20' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id_student: target.studentId,
      status: 'pagado',
      folio: 'R-2026/0153',
      paid_on: '2026-06-20',
    });
    expect(await row(target.studentId)).toEqual({
      payment_status: 'pagado',
      payment_folio: 'R-2026/0153',
      payment_date: '2026-06-20',
      payment_updated_by: s.admin.userId,
    });
    expect((await list(s.adminToken)).json<ClassPayments>()).toMatchObject({ paid: 1, total: 5 });

    const back = await patch(target.studentId, { status: 'pendiente' });
    expect(back.json()).toMatchObject({ status: 'pendiente', folio: null, paid_on: null });
    expect((await row(target.studentId)).payment_folio).toBeNull();

    // Each change is one activity record by the admin, with what the payment was before and after.
    const records = await t.db
      .selectFrom('activity_log')
      .select(['actor_user_id', 'actor_role', 'detail'])
      .where('action', '=', 'enrolment.payment_changed')
      .where('id_student', '=', target.studentId)
      .orderBy('id')
      .execute();
    expect(records.map((r) => [r.actor_user_id, r.actor_role])).toEqual([
      [s.admin.userId, 'admin'],
      [s.admin.userId, 'admin'],
    ]);
    expect(JSON.parse(records[0]!.detail!)).toEqual({
      before: { status: 'pendiente', folio: null, paidOn: null },
      after: { status: 'pagado', folio: 'R-2026/0153', paidOn: '2026-06-20' },
    });
  });

  it('the class’s leader reads who has paid, without folios; nobody else reads them', async () => {
    await patch(members[1]!.studentId, { status: 'pagado', folio: 'LEADER-1', paidOn: '2026-06-21' });
    const res = await list(leader.token);
    expect(res.statusCode).toBe(200);
    const paid = res.json<ClassPayments>().students.find((p) => p.id_student === members[1]!.studentId);
    expect(paid).toEqual({
      id_student: members[1]!.studentId,
      status: 'pagado',
      folio: null,
      paid_on: '2026-06-21',
      place: null,
    });
    for (const token of [members[2]!.token, otherLeader.token, s.teacherToken]) {
      expectError(await list(token), 403, ERROR_MESSAGES.paymentsForbidden);
    }
    expectError(await list(null), 401, ERROR_MESSAGES.authRequired);
    expectError(await list(s.adminToken, 999_999), 404, ERROR_MESSAGES.classNotFound);
  });

  it('only an administrator records payments', async () => {
    const body = { status: 'pagado', folio: 'X1', paidOn: '2026-06-01' };
    for (const token of [members[2]!.token, leader.token, otherLeader.token]) {
      expectError(await patch(members[2]!.studentId, body, token), 403, ERROR_MESSAGES.adminOnly);
    }
    expectError(await patch(members[2]!.studentId, body, s.teacherToken), 403, ERROR_MESSAGES.adminOnly);
    expectError(await patch(members[2]!.studentId, body, null), 401, ERROR_MESSAGES.staffTokenRequired);
    expect((await row(members[2]!.studentId)).payment_status).toBe('pendiente');
  });

  it('bad input is 400 in Spanish and changes nothing', async () => {
    const id = members[2]!.studentId;
    const cases: [object, string][] = [
      [{ status: 'pagado', paidOn: '2026-06-01' }, PAYMENT_MESSAGES.folioRequired],
      [{ status: 'pagado', folio: 'A1' }, PAYMENT_MESSAGES.dateRequired],
      [{ status: 'pagado', folio: 'A1', paidOn: '2999-01-01' }, PAYMENT_MESSAGES.dateFuture],
      [{ status: 'pagado', folio: 'A1', paidOn: '2026-13-01' }, PAYMENT_MESSAGES.dateInvalid],
      [{ status: 'pagado', folio: '=SUM(A1)', paidOn: '2026-06-01' }, PAYMENT_MESSAGES.folioFormat],
      [{ status: 'pendiente', folio: 'A1' }, PAYMENT_MESSAGES.pendingWithData],
      [{ status: 'pagada' }, PAYMENT_MESSAGES.status],
    ];
    for (const [payload, message] of cases) expectError(await patch(id, payload), 400, message);
    expectError(await patch(id, { folio: 'A1' }), 400, new RegExp(PAYMENT_MESSAGES.status.replace('.', '\\.')));
    expect(await row(id)).toMatchObject({ payment_status: 'pendiente', payment_folio: null });
  });

  it('404 for an unknown class or a student not enrolled; 409 for a folio already used or a released class', async () => {
    const body = { status: 'pagado', folio: 'NOT-HERE', paidOn: '2026-06-01' };
    expectError(await patch(members[2]!.studentId, body, s.adminToken, 999_999), 404, ERROR_MESSAGES.classNotFound);
    expectError(await patch(otherLeader.studentId, body), 404, ERROR_MESSAGES.notEnrolled);
    expectError(
      await patch(members[2]!.studentId, { ...body, folio: 'leader-1' }),
      409,
      ERROR_MESSAGES.paymentFolioTaken,
    );

    const released = await createClass(t.db, { subjectId: s.subjectId, status: 'cancelled' });
    await t.db
      .insertInto('student_classes')
      .values({
        id_student: members[3]!.studentId,
        id_class: released,
        group_leader: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    expectError(await patch(members[3]!.studentId, body, s.adminToken, released), 409, ERROR_MESSAGES.paymentReleased);
    expect((await row(members[3]!.studentId, released)).payment_status).toBe('pendiente');
  });

  it('under concurrency: one folio goes to one enrolment; parallel changes of one payment leave one of them', async () => {
    const [a, b] = [members[2]!, members[3]!];
    const raced = await Promise.all(
      [a, b].map((m) => patch(m.studentId, { status: 'pagado', folio: 'RACE-1', paidOn: '2026-06-02' })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const holders = await t.db
      .selectFrom('student_classes')
      .select('id_student')
      .where('payment_folio', '=', 'RACE-1')
      .execute();
    expect(holders).toHaveLength(1);

    const target = members[0]!;
    const writes = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? { status: 'pagado', folio: `TOGGLE-${i}`, paidOn: '2026-06-03' } : { status: 'pendiente' },
    );
    const results = await Promise.all(writes.map((w) => patch(target.studentId, w)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const final = await row(target.studentId);
    expect(writes.some((w) => w.status === final.payment_status && (w.folio ?? null) === final.payment_folio)).toBe(
      true,
    );
    const summary = (await list(s.adminToken)).json<ClassPayments>();
    expect(summary.paid).toBe(summary.students.filter((p) => p.status === 'pagado').length);
  });

  it('a student who withdraws takes the payment row along', async () => {
    const m = members[1]!;
    const res = await t.request({ method: 'DELETE', url: `/api/classes/${classId}/enrollment`, token: m.token });
    expect(res.statusCode).toBe(204);
    const summary = (await list(s.adminToken)).json<ClassPayments>();
    expect(summary.total).toBe(4);
    expect(summary.students.some((p) => p.id_student === m.studentId)).toBe(false);
    // The folio is free again for another enrolment.
    expect(
      (await patch(members[0]!.studentId, { status: 'pagado', folio: 'LEADER-1', paidOn: '2026-06-04' })).statusCode,
    ).toBe(200);
  });
});
