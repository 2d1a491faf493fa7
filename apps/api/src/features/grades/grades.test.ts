import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { GRADE_MESSAGES } from '@portal/domain/rules';
import type { GradeSheet } from '@portal/domain/schemas';
import { expectError, useClassScenario, type TestStudent } from '../../test/class-scenario.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';

/** docs/rules.md ACT: grades, the acta, who may write them, and the acta's lock. */
describe(`grades and the acta (${process.env['TEST_DIALECT']})`, () => {
  const ctx = useClassScenario();

  /** An active class taught by a fresh teacher, with `n` students (named) and one mobility student. */
  async function startedClass(n = 2, status = 'active') {
    const { t, s } = ctx;
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const teacherToken = await t.staffToken(teacher.userId, 'teacher');
    const classId = await createClass(t.db, { subjectId: s.subjectId, status });
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', classId).execute();
    const students: TestStudent[] = [];
    for (let i = 0; i < n; i++) {
      const st = await s.student({ name: `Nombre${i}`, paternal: `Apellido${String.fromCharCode(65 + i)}` });
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      students.push(st);
    }
    const mobility = await t.db
      .insertInto('class_mobility_students')
      .values({
        id_class: classId,
        name: 'Marta',
        paternal_surname: 'Movilidad',
        maternal_surname: '',
        institute: 'TecNM Campus Mérida',
        email: `movilidad${classId}@tec.example`,
        phone: '9981234567',
        control_number: 'M123',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { classId, teacherToken, students, mobilityId: mobility.id };
  }

  const put = (classId: number, grades: unknown, token: string | undefined) =>
    ctx.t.request({ method: 'PUT', url: `/api/classes/${classId}/grades`, payload: { grades }, token });
  const close = (classId: number, token: string) =>
    ctx.t.request({ method: 'POST', url: `/api/classes/${classId}/acta`, token });

  it('refuses grades out of bounds, with decimals or not numbers, with a Spanish 400', async () => {
    const { classId, teacherToken, students } = await startedClass(1);
    for (const grade of [-1, 101, 70.5, 'A']) {
      const res = await put(classId, [{ studentId: students[0]!.studentId, grade }], teacherToken);
      expectError(res, 400, GRADE_MESSAGES.invalid, 'VALIDATION_FAILED');
    }
    const row = await ctx.t.db
      .selectFrom('student_classes')
      .select('grade')
      .where('id_class', '=', classId)
      .executeTakeFirstOrThrow();
    expect(row.grade).toBeNull();
  });

  it('saves whole grades 0–100 with their result, mobility students included, and logs before and after', async () => {
    const { classId, teacherToken, students, mobilityId } = await startedClass(2);
    const [a, b] = students;
    const res = await put(
      classId,
      [
        { studentId: a!.studentId, grade: 70 },
        { studentId: b!.studentId, grade: 69 },
        { mobilityStudentId: mobilityId, grade: 100 },
      ],
      teacherToken,
    );
    expect(res.statusCode).toBe(200);
    const sheet = res.json() as GradeSheet;
    expect(sheet.rows.map((r) => [r.name, r.grade, r.result_label])).toEqual([
      ['ApellidoA Nombre0', 70, 'Acreditada'],
      ['ApellidoB Nombre1', 69, 'No acreditada (NA)'],
      ['Movilidad Marta', 100, 'Acreditada'],
    ]);
    // A reload reads the same.
    const again = await ctx.t.request({ method: 'GET', url: `/api/classes/${classId}/grades`, token: teacherToken });
    expect((again.json() as GradeSheet).rows.map((r) => r.grade)).toEqual([70, 69, 100]);

    await put(classId, [{ studentId: a!.studentId, grade: 85 }], teacherToken);
    const log = await ctx.t.db
      .selectFrom('activity_log')
      .select(['action', 'detail'])
      .where('id_class', '=', classId)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['class.grades_saved', 'class.grades_saved']);
    expect(JSON.parse(log[1]!.detail!)).toEqual({ changes: [{ studentId: a!.studentId, before: 70, after: 85 }] });
  });

  it('lets only the assigned teacher or an admin write', async () => {
    const { t, s } = ctx;
    const { classId, students } = await startedClass(1);
    const body = [{ studentId: students[0]!.studentId, grade: 90 }];
    const other = await createStaff(t.db, { role: 'teacher' });
    const otherToken = await t.staffToken(other.userId, 'teacher');
    expectError(await put(classId, body, otherToken), 403, ERROR_MESSAGES.notGradingTeacher, 'NOT_GRADING_TEACHER');
    expectError(await put(classId, body, students[0]!.token), 403, /./);
    expectError(await put(classId, body, undefined), 401, /./);
    expect((await put(classId, body, s.adminToken)).statusCode).toBe(200);
  });

  it('answers 409 before the class starts and 404 for a student not in it, writing nothing', async () => {
    const { classId, teacherToken, students } = await startedClass(1, 'aprobado');
    const res = await put(classId, [{ studentId: students[0]!.studentId, grade: 90 }], teacherToken);
    expectError(res, 409, GRADE_MESSAGES.notStarted, 'GRADING_NOT_STARTED');

    const started = await startedClass(1);
    const stranger = await ctx.s.student();
    const mixed = [
      { studentId: started.students[0]!.studentId, grade: 90 },
      { studentId: stranger.studentId, grade: 90 },
    ];
    expectError(await put(started.classId, mixed, started.teacherToken), 404, GRADE_MESSAGES.notInClass);
    const sheet = await ctx.t.request({
      method: 'GET',
      url: `/api/classes/${started.classId}/grades`,
      token: started.teacherToken,
    });
    expect((sheet.json() as GradeSheet).rows.every((r) => r.grade === null)).toBe(true);
    expectError(await put(999_999, mixed, ctx.s.adminToken), 404, ERROR_MESSAGES.classNotFound);
  });

  it('refuses closing while a grade is missing, naming the student', async () => {
    const { classId, teacherToken, students, mobilityId } = await startedClass(2);
    await put(
      classId,
      [
        { studentId: students[0]!.studentId, grade: 80 },
        { mobilityStudentId: mobilityId, grade: 75 },
      ],
      teacherToken,
    );
    const res = await close(classId, teacherToken);
    expectError(res, 409, 'No se puede cerrar el acta: falta la calificación de Nombre1 ApellidoB.', 'GRADES_MISSING');
    const cls = await ctx.t.db
      .selectFrom('classes')
      .select('status')
      .where('id_class', '=', classId)
      .executeTakeFirstOrThrow();
    expect(cls.status).toBe('active');
  });

  it('closes the acta: the class is «Finalizada», grades locked, one constancia per student', async () => {
    const { classId, teacherToken, students, mobilityId } = await startedClass(2);
    await put(
      classId,
      [
        { studentId: students[0]!.studentId, grade: 80 },
        { studentId: students[1]!.studentId, grade: 40 },
        { mobilityStudentId: mobilityId, grade: 75 },
      ],
      teacherToken,
    );
    const res = await close(classId, teacherToken);
    expect(res.statusCode).toBe(200);
    expect((res.json() as GradeSheet).status).toBe('finished');
    const locked = await put(classId, [{ studentId: students[0]!.studentId, grade: 100 }], ctx.s.adminToken);
    expectError(locked, 409, 'El acta de esta clase está cerrada.', 'ACTA_CLOSED');
    expectError(await close(classId, teacherToken), 409, 'El acta de esta clase está cerrada.');
    // Nor does any status move touch it: cancelling, or an edit sending it back to review.
    const cancel = await ctx.t.request({
      method: 'POST',
      url: `/api/classes/${classId}/status/cancelled`,
      token: ctx.s.adminToken,
      payload: { reason: 'Prueba' },
    });
    expectError(cancel, 409, 'El acta de esta clase está cerrada.', 'ACTA_CLOSED');
    const back = await ctx.t.request({
      method: 'PATCH',
      url: `/api/classes/${classId}/class`,
      token: ctx.s.adminToken,
      payload: { status: 'pendiente' },
    });
    expectError(back, 409, 'El acta de esta clase está cerrada.', 'ACTA_CLOSED');
    const constancias = await ctx.t.db
      .selectFrom('constancias')
      .select(['id_student', 'grade', 'folio_hash', 'superseded_at'])
      .where('id_class', '=', classId)
      .orderBy('id_student')
      .execute();
    expect(constancias.map((c) => [c.id_student, c.grade, c.superseded_at])).toEqual([
      [students[0]!.studentId, 80, null],
      [students[1]!.studentId, 40, null],
    ]);
    expect(constancias.every((c) => /^[0-9a-f]{64}$/.test(c.folio_hash))).toBe(true);
    const notes = await ctx.t.db
      .selectFrom('notifications')
      .select(['id_user', 'kind'])
      .where('id_class', '=', classId)
      .execute();
    expect(
      notes
        .filter((n) => n.kind === 'class.grades_published')
        .map((n) => n.id_user)
        .sort(),
    ).toEqual(students.map((s) => s.userId).sort());
    // And by mail (the outbox), the mobility student too, at the address the admin gave.
    const mails = await ctx.t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'class.grades_published')
      .execute();
    const addresses = mails.filter((m) => m.subject.startsWith('Calificación publicada')).map((m) => m.to_address);
    expect(addresses).toEqual(
      expect.arrayContaining([...students.map((s) => s.email), `movilidad${classId}@tec.example`]),
    );
  });

  it('closes once under two simultaneous requests', async () => {
    const { classId, teacherToken, students, mobilityId } = await startedClass(2);
    await put(
      classId,
      [
        { studentId: students[0]!.studentId, grade: 90 },
        { studentId: students[1]!.studentId, grade: 91 },
        { mobilityStudentId: mobilityId, grade: 92 },
      ],
      teacherToken,
    );
    const results = await Promise.all([close(classId, teacherToken), close(classId, ctx.s.adminToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const n = await ctx.t.db
      .selectFrom('constancias')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('id_class', '=', classId)
      .executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
    const closings = await ctx.t.db
      .selectFrom('activity_log')
      .select('id')
      .where('id_class', '=', classId)
      .where('action', '=', 'class.acta_closed')
      .execute();
    expect(closings).toHaveLength(1);
  });

  it('reopens only for an admin with a reason, logged; old constancias are replaced', async () => {
    const { classId, teacherToken, students, mobilityId } = await startedClass(1);
    await put(
      classId,
      [
        { studentId: students[0]!.studentId, grade: 65 },
        { mobilityStudentId: mobilityId, grade: 70 },
      ],
      teacherToken,
    );
    expect((await close(classId, teacherToken)).statusCode).toBe(200);
    const reopen = (token: string, payload: object) =>
      ctx.t.request({ method: 'POST', url: `/api/classes/${classId}/acta/reopen`, token, payload });
    expectError(await reopen(teacherToken, { reason: 'Error' }), 403, /./);
    expectError(await reopen(ctx.s.adminToken, { reason: '  ' }), 400, GRADE_MESSAGES.reopenReasonRequired);
    const res = await reopen(ctx.s.adminToken, { reason: 'Error de captura en el examen final' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as GradeSheet).status).toBe('active');
    expect((await put(classId, [{ studentId: students[0]!.studentId, grade: 72 }], teacherToken)).statusCode).toBe(200);
    expect((await close(classId, teacherToken)).statusCode).toBe(200);

    const log = await ctx.t.db
      .selectFrom('activity_log')
      .select(['action', 'detail', 'actor_role'])
      .where('id_class', '=', classId)
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual([
      'class.grades_saved',
      'class.acta_closed',
      'class.acta_reopened',
      'class.grades_saved',
      'class.acta_closed',
    ]);
    expect(log[2]!.actor_role).toBe('admin');
    expect(JSON.parse(log[2]!.detail!)).toMatchObject({ reason: 'Error de captura en el examen final' });
    expect(JSON.parse(log[3]!.detail!)).toEqual({
      changes: [{ studentId: students[0]!.studentId, before: 65, after: 72 }],
    });
    const constancias = await ctx.t.db
      .selectFrom('constancias')
      .select(['grade', 'superseded_at'])
      .where('id_class', '=', classId)
      .orderBy('id')
      .execute();
    expect(constancias.map((c) => [c.grade, c.superseded_at !== null])).toEqual([
      [65, true],
      [72, false],
    ]);
    const notFinished = await startedClass(1);
    const r2 = await ctx.t.request({
      method: 'POST',
      url: `/api/classes/${notFinished.classId}/acta/reopen`,
      token: ctx.s.adminToken,
      payload: { reason: 'x' },
    });
    expectError(r2, 409, GRADE_MESSAGES.actaNotClosed);
  });
});
