import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidReference, type PlacePaymentStatus } from '@portal/domain/rules';
import type { MyPayments } from '@portal/domain/schemas';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_DIALECT } from '../../test/test-database.ts';
import { createClass, createSubject, enrolDirectly } from '../../test/fixtures.ts';
import { classScenario, expectError, type TestStudent } from '../../test/class-scenario.ts';
import type { SettableClock } from '../../lib/clock.ts';
import { ERROR_MESSAGES } from '@portal/domain/errors';

// 29 June 2026, 10:00 in Cancun.
const NOW = '2026-06-29T15:00:00Z';

describe(`a payment per confirmed place (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  let classId: number;
  let students: TestStudent[];
  const clock = () => t.app.clock as SettableClock;

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: NOW });
    s = await classScenario(t);
    const subjectId = await createSubject(t.db, { credits: 6, careerIds: [s.careerId] });
    classId = await createClass(t.db, { subjectId });
    students = [];
    for (let i = 0; i < 3; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      students.push(st);
    }
  });
  afterAll(() => t?.close());

  const mine = async (token: string) => {
    const res = await t.request({ method: 'GET', url: '/api/payments/mine', token });
    expect(res.statusCode).toBe(200);
    return res.json<MyPayments>();
  };
  const move = (id: number, target: string, payload: object = {}) =>
    t.request({ method: 'POST', url: `/api/classes/${id}/status/${target}`, payload, token: s.adminToken });

  it('nothing to pay while the group is not confirmed', async () => {
    expect((await mine(students[0]!.token)).payments).toEqual([]);
  });

  it('an approval gives every student a payment: fee by hours, a checked reference, due paymentDays later', async () => {
    expect((await move(classId, 'aprobado', { belowQuorumReason: 'Grupo pequeño autorizado' })).statusCode).toBe(200);
    const refs = new Set<string>();
    for (const st of students) {
      const body = await mine(st.token);
      expect(body.payments).toHaveLength(1);
      const p = body.payments[0]!;
      expect(p).toMatchObject({
        classId,
        amount: 1250,
        credit: 0,
        toPay: 1250,
        dueDate: '2026-07-04',
        status: 'pendiente' satisfies PlacePaymentStatus,
        hasReceipt: false,
        period: 2026,
      });
      expect(p.reference).toMatch(/^2026\d{8}$/);
      expect(isValidReference(p.reference)).toBe(true);
      refs.add(p.reference);
      expect(body.howToPay.clabe).toMatch(/^\d{18}$/);
    }
    expect(refs.size).toBe(3);
    // The student hears what to pay and by when, in the app and by mail.
    const notes = await t.db
      .selectFrom('notifications')
      .select(['body'])
      .where('kind', '=', 'payment.opened')
      .where('id_user', '=', students[1]!.userId)
      .execute();
    expect(notes).toHaveLength(1);
    expect(notes[0]!.body).toContain('Paga $1,250.00 a más tardar el 2026-07-04');
    const mails = await t.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('kind', '=', 'payment.opened')
      .where('to_address', '=', students[1]!.email)
      .execute();
    expect(mails).toHaveLength(1);
  });

  it('a student who joins a running group later gets theirs from the day they join', async () => {
    expect((await move(classId, 'active')).statusCode).toBe(200);
    clock().set(new Date('2026-07-02T15:00:00Z'));
    const late = await s.student();
    const res = await t.request({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      payload: { classId, student: { studentId: late.studentId } },
      token: s.adminToken,
    });
    expect(res.statusCode).toBe(201);
    const body = await mine(late.token);
    expect(body.payments).toEqual([expect.objectContaining({ classId, amount: 1250, dueDate: '2026-07-07' })]);
  });

  it('the fee follows the subject’s hours', async () => {
    const small = await createSubject(t.db, { credits: 4, careerIds: [s.careerId] });
    const mid = await createSubject(t.db, { credits: 5, careerIds: [s.careerId] });
    const st = await s.student();
    for (const subjectId of [small, mid]) {
      const id = await createClass(t.db, { subjectId });
      await enrolDirectly(t.db, st.studentId, id);
      expect((await move(id, 'aprobado', { belowQuorumReason: 'Autorizado' })).statusCode).toBe(200);
    }
    expect((await mine(st.token)).payments.map((p) => p.amount)).toEqual([1000, 1125]);
  });

  it('only students read their own payments', async () => {
    expectError(
      await t.request({ method: 'GET', url: '/api/payments/mine', token: s.adminToken }),
      403,
      ERROR_MESSAGES.studentOnly,
    );
    expectError(await t.request({ method: 'GET', url: '/api/payments/mine' }), 401, /.+/);
  });
});
