import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createClass, createSubject, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { classProposal, expectError, useClassScenario } from '../../test/class-scenario.ts';

/** «Me interesa», its notices and the demand (docs/rules.md DEM-1 – DEM-4). */
describe(`«Me interesa» and the demand (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();
  const mark = (subjectId: number, token: string) =>
    ctx.t.request({ method: 'POST', url: `/api/subjects/${subjectId}/interest`, token });
  const unmark = (subjectId: number, token: string) =>
    ctx.t.request({ method: 'DELETE', url: `/api/subjects/${subjectId}/interest`, token });
  const noticesOf = (userId: number, classId: number) =>
    ctx.t.db
      .selectFrom('notifications')
      .select(['kind', 'title'])
      .where('id_user', '=', userId)
      .where('id_class', '=', classId)
      .where('kind', 'like', 'interest.%')
      .execute();
  const approve = (classId: number) =>
    ctx.t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/aprobado`,
      payload: { belowQuorumReason: 'Hay docente y demanda.' },
      token: ctx.s.adminToken,
    });

  it('marks at most 5 subjects a summer, with its message; marking twice or withdrawing changes what it says', async () => {
    const me = await ctx.s.student();
    const subjects = [];
    for (let i = 0; i < 6; i++) subjects.push(await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId] }));
    for (const id of subjects.slice(0, 5)) expect((await mark(id, me.token)).statusCode).toBe(200);
    // The same one again changes nothing.
    const again = await mark(subjects[0]!, me.token);
    expect(again.json().subjects).toHaveLength(5);
    expectError(await mark(subjects[5]!, me.token), 409, ERROR_MESSAGES.interestLimit, 'INTEREST_LIMIT');
    const rows = await ctx.t.db
      .selectFrom('subject_interests')
      .selectAll()
      .where('id_student', '=', me.studentId)
      .execute();
    expect(rows.map((r) => r.id_subject).sort()).toEqual(subjects.slice(0, 5).sort());
    expect(ERROR_MESSAGES.interestLimit).toBe(
      'Puedes marcar «Me interesa» en 5 materias como máximo. Quita una para marcar otra.',
    );
    // Withdrawing one makes room.
    const left = await unmark(subjects[0]!, me.token);
    expect(left.statusCode).toBe(200);
    expect(left.json().subjects.map((s: { id: number }) => s.id)).not.toContain(subjects[0]);
    expect((await mark(subjects[5]!, me.token)).statusCode).toBe(200);
    const mine = await ctx.t.request({ method: 'GET', url: '/api/interests/mine', token: me.token });
    expect(mine.json()).toMatchObject({ period: 2026, max: 5 });
    expect(
      mine
        .json()
        .subjects.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual(subjects.slice(1).sort());
  });

  it('refuses six marks sent at once past the limit: exactly five stay', async () => {
    const me = await ctx.s.student();
    const subjects = [];
    for (let i = 0; i < 8; i++) subjects.push(await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId] }));
    const answers = await Promise.all(subjects.map((id) => mark(id, me.token)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(3);
    const rows = await ctx.t.db
      .selectFrom('subject_interests')
      .selectAll()
      .where('id_student', '=', me.studentId)
      .execute();
    expect(rows).toHaveLength(5);
  });

  it('refuses an unknown subject and one not offered in summer, and keeps nothing', async () => {
    const me = await ctx.s.student();
    expectError(await mark(999_999, me.token), 404, ERROR_MESSAGES.subjectNotFound, 'SUBJECT_NOT_FOUND');
    const closed = await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId], summer: false });
    expectError(await mark(closed, me.token), 409, ERROR_MESSAGES.subjectNotAuthorised);
    const rows = await ctx.t.db
      .selectFrom('subject_interests')
      .selectAll()
      .where('id_student', '=', me.studentId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('tells each interested student once per class: at the proposal, or at the approval if they marked later', async () => {
    const subjectId = await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId] });
    const clave = (
      await ctx.t.db
        .selectFrom('subjects')
        .select('clave')
        .where('id_subject', '=', subjectId)
        .executeTakeFirstOrThrow()
    ).clave;
    const [early, late, proposer] = [await ctx.s.student(), await ctx.s.student(), await ctx.s.student()];
    await mark(subjectId, early.token);
    await mark(subjectId, proposer.token);
    const before = await ctx.t.request({
      method: 'GET',
      url: `/api/subjects/${subjectId}/interest`,
      token: proposer.token,
    });
    expect(before.json()).toEqual({
      subjectId,
      period: 2026,
      interested: 2,
      text: '2 estudiantes marcaron «Me interesa» en esta materia este verano.',
    });
    const proposed = await ctx.t.request({
      method: 'POST',
      url: '/api/classes',
      payload: classProposal({ subjectId, clave }),
      token: proposer.token,
    });
    expect(proposed.statusCode).toBe(201);
    const classId = proposed.json().id_class as number;
    expect(await noticesOf(early.userId, classId)).toEqual([
      { kind: 'interest.class_proposed', title: expect.stringContaining('Nueva clase de') },
    ]);
    // The proposer is in the class: nothing to tell them.
    expect(await noticesOf(proposer.userId, classId)).toEqual([]);
    await mark(subjectId, late.token);
    expect((await approve(classId)).statusCode).toBe(200);
    expect(await noticesOf(early.userId, classId)).toHaveLength(1);
    expect(await noticesOf(late.userId, classId)).toEqual([
      { kind: 'interest.class_approved', title: expect.stringContaining('Se aprobó una clase de') },
    ]);
    // Back to review and approved again: nobody hears twice.
    await ctx.t.request({ method: 'POST', url: `/api/classes/${classId}/status/pendiente`, token: ctx.s.adminToken });
    await approve(classId);
    expect(await noticesOf(early.userId, classId)).toHaveLength(1);
    expect(await noticesOf(late.userId, classId)).toHaveLength(1);
    // A second class of the subject is news again.
    const second = await createClass(ctx.t.db, { subjectId });
    expect((await approve(second)).statusCode).toBe(200);
    expect(await noticesOf(early.userId, second)).toHaveLength(1);
    const mails = await ctx.t.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('kind', 'like', 'interest.%')
      .execute();
    expect(mails.filter((m) => m.to_address === early.email)).toHaveLength(2);
  });

  it('GET /api/demand counts interested, classes and enrolled by subject and by career as the rows say', async () => {
    const subjectId = await createSubject(ctx.t.db, { careerIds: [ctx.s.careerId] });
    const a = await ctx.s.student();
    const b = await ctx.s.student();
    await mark(subjectId, a.token);
    await mark(subjectId, b.token);
    const c1 = await createClass(ctx.t.db, { subjectId });
    await createClass(ctx.t.db, { subjectId, status: 'rechazado' });
    await enrolDirectly(ctx.t.db, a.studentId, c1, true);

    const res = await ctx.t.request({ method: 'GET', url: '/api/demand?period=2026', token: ctx.s.adminToken });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // Figures computed here from the rows.
    const db = ctx.t.db;
    const interestRows = await db
      .selectFrom('subject_interests')
      .select(['id_subject', 'id_student'])
      .where('period', '=', 2026)
      .execute();
    const classRows = await db
      .selectFrom('classes')
      .select(['id_class', 'id_subject', 'status'])
      .where('period', '=', 2026)
      .execute();
    const enrolRows = await db.selectFrom('student_classes').select(['id_class', 'id_student']).execute();
    const students = await db.selectFrom('students').select(['id_student', 'id_career']).execute();
    const careerOf = new Map(students.map((s) => [s.id_student, s.id_career]));
    const live = new Map(
      classRows.filter((c) => !['rechazado', 'cancelled'].includes(c.status)).map((c) => [c.id_class, c.id_subject]),
    );
    for (const row of body.bySubject) {
      expect(row.interested).toBe(interestRows.filter((r) => r.id_subject === row.subjectId).length);
      expect(row.proposed).toBe(classRows.filter((c) => c.id_subject === row.subjectId).length);
      expect(row.enrolled).toBe(enrolRows.filter((e) => live.get(e.id_class) === row.subjectId).length);
    }
    expect(body.bySubject.find((r: { subjectId: number }) => r.subjectId === subjectId)).toMatchObject({
      interested: 2,
      proposed: 2,
      enrolled: 1,
    });
    const career = body.byCareer.find((r: { careerId: number }) => r.careerId === ctx.s.careerId);
    expect(career.interested).toBe(interestRows.filter((r) => careerOf.get(r.id_student) === ctx.s.careerId).length);
    expect(career.enrolled).toBe(
      enrolRows.filter((e) => live.has(e.id_class) && careerOf.get(e.id_student) === ctx.s.careerId).length,
    );
    expect(career.proposed).toBe(classRows.length);

    expectError(
      await ctx.t.request({ method: 'GET', url: '/api/demand?period=2099', token: ctx.s.adminToken }),
      404,
      ERROR_MESSAGES.periodNotFound,
    );
  });

  it('GET /api/analytics/{year}: finance gets the money only, a teacher is refused', async () => {
    const finance = await createStaff(ctx.t.db, { role: 'finanzas' });
    const token = await ctx.t.staffToken(finance.userId, 'finanzas');
    const res = await ctx.t.request({ method: 'GET', url: '/api/analytics/2026', token });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['minStudents', 'money', 'year', 'years']);
    expectError(
      await ctx.t.request({ method: 'GET', url: '/api/analytics/2026', token: ctx.s.teacherToken }),
      403,
      ERROR_MESSAGES.forbidden,
    );
  });
});
