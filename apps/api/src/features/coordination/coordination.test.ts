import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COORDINATION_MESSAGES as M, EVALUATION_QUESTIONS } from '@portal/domain/rules';
import type { AttendanceSheet, CoordinationList, EvaluationForm, ProgressSheet } from '@portal/domain/schemas';
import type { SettableClock } from '../../lib/clock.ts';
import { classScenario, expectError, type ClassScenario, type TestStudent } from '../../test/class-scenario.ts';
import { createClass, createStaff, enrolDirectly } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Summer 2030: classes Monday 3 June to Friday 12 July (six weeks), grades due Friday 19 July. The test
 * sets the clock; «noon in Cancun» of a day is 17:00 UTC.
 */
const SUMMER = {
  year: 2030,
  proposalsOpen: '2030-03-01',
  proposalsClose: '2030-04-01',
  enrolmentOpen: '2030-04-02',
  enrolmentClose: '2030-05-01',
  publication: '2030-05-15',
  classesStart: '2030-06-03',
  classesEnd: '2030-07-12',
  gradesDue: '2030-07-19',
};
const noon = (day: string) => new Date(`${day}T17:00:00Z`);

/** docs/rules.md COO: attendance, weekly progress, classes behind, reminders and the teacher evaluation. */
describe(`coordination of a running course (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: ClassScenario;
  let clock: SettableClock;

  beforeAll(async () => {
    t = await createTestApp({ CLOCK_AT: '2030-03-10T17:00:00Z' });
    clock = t.app.clock as SettableClock;
    s = await classScenario(t);
    const res = await t.request({ method: 'POST', url: '/api/periods', token: s.adminToken, payload: SUMMER });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  /** An active 2030 class on Mondays and Wednesdays, taught by a fresh teacher, with `n` students. */
  async function runningClass(n = 3) {
    const teacher = await createStaff(t.db, { role: 'teacher' });
    const teacherToken = await t.staffToken(teacher.userId, 'teacher');
    const classId = await createClass(t.db, {
      subjectId: s.subjectId,
      status: 'active',
      period: 2030,
      schedule: [
        { dayId: 1, start: '07:00:00', end: '09:00:00' },
        { dayId: 3, start: '07:00:00', end: '09:00:00' },
      ],
    });
    await t.db.updateTable('classes').set({ id_teacher: teacher.userId }).where('id_class', '=', classId).execute();
    const students: TestStudent[] = [];
    for (let i = 0; i < n; i++) {
      const st = await s.student({ name: `Alumno${i}`, paternal: `Apellido${String.fromCharCode(65 + i)}` });
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      students.push(st);
    }
    return { classId, teacher, teacherToken, students };
  }

  const attend = (classId: number, date: string, absent: unknown, token: string) =>
    t.request({ method: 'PUT', url: `/api/classes/${classId}/attendance/${date}`, payload: { absent }, token });
  const progress = (classId: number, payload: object, token: string) =>
    t.request({ method: 'POST', url: `/api/classes/${classId}/progress`, payload, token });
  const behindList = async () => {
    const res = await t.request({ method: 'GET', url: '/api/coordination/classes?period=2030', token: s.adminToken });
    expect(res.statusCode).toBe(200);
    return res.json() as CoordinationList;
  };

  describe('attendance', () => {
    it('only the assigned teacher or an admin takes it; everyone is present but who is marked absent', async () => {
      clock.set(noon('2030-06-05'));
      const { classId, teacherToken, students } = await runningClass(3);
      const other = await t.staffToken((await createStaff(t.db, { role: 'teacher' })).userId, 'teacher');
      expectError(await attend(classId, '2030-06-03', [], other), 403, M.notClassTeacher, 'NOT_COORDINATION_TEACHER');
      expect((await attend(classId, '2030-06-03', [], students[0]!.token)).statusCode).toBe(403);

      const first = await attend(classId, '2030-06-03', [students[1]!.studentId], teacherToken);
      expect(first.statusCode).toBe(200);
      const byAdmin = await attend(classId, '2030-06-05', [students[1]!.studentId], s.adminToken);
      expect(byAdmin.statusCode).toBe(200);
      const sheet = byAdmin.json() as AttendanceSheet;
      expect(sheet.sessions.slice(0, 3)).toEqual([
        { date: '2030-06-03', taken: true, absent: [students[1]!.studentId] },
        { date: '2030-06-05', taken: true, absent: [students[1]!.studentId] },
        { date: '2030-06-10', taken: false, absent: [] },
      ]);
      expect(sheet.sessions).toHaveLength(12);
      expect(sheet.students.map((r) => [r.name, r.percent, r.low])).toEqual([
        ['ApellidoA Alumno0', 100, false],
        ['ApellidoB Alumno1', 0, true],
        ['ApellidoC Alumno2', 100, false],
      ]);
      // Taking it again replaces it: the student was there after all.
      const again = await attend(classId, '2030-06-05', [], teacherToken);
      expect((again.json() as AttendanceSheet).students[1]).toMatchObject({ absences: 1, percent: 50, low: true });
    });

    it('refuses a day that is not a session, one still to come and a stranger, with a Spanish message', async () => {
      clock.set(noon('2030-06-05'));
      const { classId, teacherToken } = await runningClass(1);
      for (const day of ['2030-06-04', '2030-05-27', '2030-07-15', '2030-02-30', 'mañana']) {
        expectError(await attend(classId, day, [], teacherToken), 400, M.notSession, 'ATTENDANCE_NOT_SESSION');
      }
      expectError(await attend(classId, '2030-06-10', [], teacherToken), 400, M.futureSession);
      const stranger = await s.student();
      expectError(await attend(classId, '2030-06-03', [stranger.studentId], teacherToken), 404, M.absentNotInClass);
      const taken = await t.db.selectFrom('class_attendance').select('id').where('id_class', '=', classId).execute();
      expect(taken).toEqual([]);
    });
    it('fills the printed attendance list with the sessions taken', async () => {
      clock.set(noon('2030-07-03'));
      const { classId, teacherToken, students } = await runningClass(2);
      expect((await attend(classId, '2030-07-01', [students[1]!.studentId], teacherToken)).statusCode).toBe(200);
      expect((await attend(classId, '2030-07-03', [], teacherToken)).statusCode).toBe(200);
      const res = await t.request({
        method: 'GET',
        url: `/api/classes/${classId}/attendance.pdf`,
        token: teacherToken,
      });
      expect(res.statusCode).toBe(200);
      const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
      const text = (await parser.getText()).text;
      await parser.destroy();
      expect(text).toContain('tomada en el portal: A asistió, F faltó');
      expect(text).toMatch(/ApellidoA Alumno0[^\n]*A A/);
      expect(text).toMatch(/ApellidoB Alumno1[^\n]*F A/);
    });
  });

  describe('weekly progress', () => {
    it('only the assigned teacher or an admin reports it; percent outside 0–100 is a Spanish 400', async () => {
      clock.set(noon('2030-06-12'));
      const { classId, teacherToken } = await runningClass(1);
      const other = await t.staffToken((await createStaff(t.db, { role: 'teacher' })).userId, 'teacher');
      expectError(await progress(classId, { week: 2, percent: 30 }, other), 403, M.notClassTeacher);
      for (const percent of [-1, 101, 50.5, '40']) {
        expectError(
          await progress(classId, { week: 2, percent }, teacherToken),
          400,
          M.percentInvalid,
          'VALIDATION_FAILED',
        );
      }
      expectError(await progress(classId, { week: 1, percent: 30 }, teacherToken), 409, M.weekNotCurrent);
      const res = await progress(classId, { week: 2, percent: 30, note: '  Unidad 1 completa ' }, teacherToken);
      expect(res.statusCode).toBe(200);
      // Editable during its week: the second report replaces the first.
      const edited = await progress(classId, { week: 2, percent: 36 }, s.adminToken);
      const sheet = edited.json() as ProgressSheet;
      expect(sheet).toMatchObject({ weeks: 6, current_week: 2, current_expected: 33 });
      expect(sheet.reports.map((r) => [r.week, r.percent, r.note])).toEqual([[2, 36, null]]);
    });
  });

  describe("the coordinator's list", () => {
    it('names a class with no report and one behind, not one on time, with the clock set by the test', async () => {
      clock.set(noon('2030-06-12')); // Week 2: each class reports it.
      const none = await runningClass(1);
      const behind = await runningClass(1);
      const onTime = await runningClass(1);
      expect((await progress(behind.classId, { week: 2, percent: 20 }, behind.teacherToken)).statusCode).toBe(200);
      expect((await progress(onTime.classId, { week: 2, percent: 40 }, onTime.teacherToken)).statusCode).toBe(200);
      for (const c of [none, behind, onTime]) {
        for (const day of ['2030-06-03', '2030-06-05', '2030-06-10', '2030-06-12']) {
          expect((await attend(c.classId, day, [], c.teacherToken)).statusCode).toBe(200);
        }
      }
      clock.set(noon('2030-06-18')); // Tuesday of week 3: week 2 just ended; Monday 17 not taken yet.
      const list = await behindList();
      const of = (id: number) => list.classes.find((c) => c.id_class === id)!;
      expect(of(none.classId)).toMatchObject({ reasons: ['no_report'], week: 2, expected: 33, reported: null });
      expect(of(behind.classId)).toMatchObject({ reasons: ['progress_behind'], expected: 33, reported: 20 });
      expect(of(onTime.classId)).toMatchObject({ reasons: [], reported: 40 });
      expect(list.classes.findIndex((c) => c.id_class === onTime.classId)).toBeGreaterThan(
        list.classes.findIndex((c) => c.id_class === behind.classId),
      );

      clock.set(noon('2030-06-20')); // Thursday: Monday 17 and Wednesday 19 without attendance.
      expect((await behindList()).classes.find((c) => c.id_class === onTime.classId)).toMatchObject({
        reasons: ['attendance_missing'],
        missing_sessions: ['2030-06-17', '2030-06-19'],
      });
    });

    it('sends a reminder to the teacher once a week and keeps a warning in the class history', async () => {
      clock.set(noon('2030-06-19'));
      const c = await runningClass(1);
      const remind = () =>
        t.request({
          method: 'POST',
          url: `/api/classes/${c.classId}/reminders`,
          payload: { reason: 'progress' },
          token: s.adminToken,
        });
      expect((await remind()).json()).toEqual({ sent: true, message: M.reminderDone });
      expectError(await remind(), 409, M.reminderSent, 'REMINDER_ALREADY_SENT');
      const list = await behindList();
      expect(list.classes.find((x) => x.id_class === c.classId)?.reminders_sent).toEqual(['progress']);

      const bad = await t.request({
        method: 'POST',
        url: `/api/classes/${c.classId}/warnings`,
        payload: { note: '  ' },
        token: s.adminToken,
      });
      expectError(bad, 400, M.warningRequired);
      const warned = await t.request({
        method: 'POST',
        url: `/api/classes/${c.classId}/warnings`,
        payload: { note: 'Dos semanas sin reporte de avance.' },
        token: s.adminToken,
      });
      expect(warned.statusCode).toBe(200);
      const history = await t.request({
        method: 'GET',
        url: `/api/classes/${c.classId}/activity`,
        token: s.adminToken,
      });
      expect(history.body).toContain('Dos semanas sin reporte de avance.');

      const bell = await t.request({ method: 'GET', url: '/api/notifications', token: c.teacherToken });
      const titles = (bell.json() as { data: { title: string }[] }).data.map((n) => n.title).sort();
      expect(titles).toEqual([
        expect.stringMatching(/^Advertencia de la coordinación/),
        expect.stringMatching(/^Reporta el avance/),
      ]);
    });

    it('the scheduler reminds a teacher of a missing report and the students of the evaluation once each', async () => {
      clock.set(noon('2030-06-12'));
      const c = await runningClass(2);
      for (const day of ['2030-06-03', '2030-06-05', '2030-06-10', '2030-06-12'])
        await attend(c.classId, day, [], c.teacherToken);
      clock.set(noon('2030-06-18'));
      const keyOf = (kind: string) => `auto:${kind}:${c.classId}`;
      await Promise.all([t.app.scheduler.runOnce(), t.app.scheduler.runOnce()]);
      await t.app.scheduler.runOnce();
      const sent = await t.db
        .selectFrom('coordination_reminders')
        .select('reminder_key')
        .where('id_class', '=', c.classId)
        .execute();
      expect(sent.map((r) => r.reminder_key)).toEqual([`${keyOf('progress')}:w2`]);
      const notes = await t.db.selectFrom('notifications').select('kind').where('id_class', '=', c.classId).execute();
      expect(notes.map((n) => n.kind)).toEqual(['coordination.progress_due']);
      // Week 2 ended: the coordinators hear, once, that the fortnight's attendance report is ready.
      const report = await t.db
        .selectFrom('notifications')
        .select(['title', 'id_class'])
        .where('id_user', '=', s.admin.userId)
        .where('kind', '=', 'coordination.attendance_report')
        .execute();
      expect(report).toEqual([{ title: 'Reporte de asistencia: Verano 2030', id_class: null }]);

      clock.set(noon('2030-07-08')); // The last week: the evaluation opens.
      await t.app.scheduler.runOnce();
      await t.app.scheduler.runOnce();
      const evaluation = await t.db
        .selectFrom('notifications')
        .select('id_user')
        .where('id_class', '=', c.classId)
        .where('kind', '=', 'evaluation.open')
        .execute();
      expect(evaluation.map((n) => n.id_user).sort()).toEqual(c.students.map((x) => x.userId).sort());
    });
  });

  describe('the teacher evaluation', () => {
    const answer = (classId: number, token: string, score = 4, comment?: string) =>
      t.request({
        method: 'POST',
        url: `/api/classes/${classId}/evaluation`,
        payload: { scores: Array(EVALUATION_QUESTIONS.length).fill(score), comment },
        token,
      });
    const results = (classId: number, token: string) =>
      t.request({ method: 'GET', url: `/api/classes/${classId}/evaluation/results`, token });

    it('is answered once by a student of the class while it is open; twice → 409, a stranger → 403', async () => {
      clock.set(noon('2030-07-01'));
      const c = await runningClass(2);
      const [a, b] = c.students;
      expectError(await answer(c.classId, a!.token), 409, M.evaluationClosed);
      clock.set(noon('2030-07-08'));
      const form = await t.request({ method: 'GET', url: `/api/classes/${c.classId}/evaluation`, token: a!.token });
      expect(form.json()).toMatchObject({ open: true, answered: false, opens: '2030-07-06', closes: '2030-07-19' });
      expect((form.json() as EvaluationForm).questions).toHaveLength(10);
      expectError(
        await t.request({
          method: 'POST',
          url: `/api/classes/${c.classId}/evaluation`,
          payload: { scores: [5, 5] },
          token: a!.token,
        }),
        400,
        M.scoresInvalid,
        'VALIDATION_FAILED',
      );
      const done = await answer(c.classId, a!.token, 5, 'Muy claro.');
      expect(done.json()).toMatchObject({ answered: true });
      expectError(await answer(c.classId, a!.token), 409, M.evaluationAnswered, 'EVALUATION_ANSWERED');
      const stranger = await s.student();
      expectError(await answer(c.classId, stranger.token), 403, M.evaluationNotInClass);
      expect((await answer(c.classId, b!.token, 3)).statusCode).toBe(200);
      clock.set(noon('2030-07-20'));
      const late = await s.student();
      await enrolDirectly(t.db, late.studentId, c.classId);
      expectError(await answer(c.classId, late.token), 409, M.evaluationClosed);
    });

    it('shows results only from five answers, to the teacher only once the acta is closed, and to admins across summers', async () => {
      clock.set(noon('2030-07-10'));
      const c = await runningClass(6);
      for (const [i, st] of c.students.slice(0, 4).entries())
        expect((await answer(c.classId, st.token, 4, i === 0 ? 'Excelente.' : undefined)).statusCode).toBe(200);
      expect((await results(c.classId, s.adminToken)).json()).toMatchObject({
        answers: 4,
        shown: false,
        means: null,
        comments: [],
      });
      expect((await answer(c.classId, c.students[4]!.token, 5)).statusCode).toBe(200);
      const five = (await results(c.classId, s.adminToken)).json() as {
        shown: boolean;
        overall: number;
        comments: string[];
      };
      expect(five).toMatchObject({ answers: 5, shown: true, overall: 4.2, comments: ['Excelente.'] });
      expectError(await results(c.classId, c.teacherToken), 403, M.resultsLocked);
      await t.db
        .updateTable('classes')
        .set({ status: 'finished', acta_closed_at: new Date().toISOString() })
        .where('id_class', '=', c.classId)
        .execute();
      expect((await results(c.classId, c.teacherToken)).json()).toMatchObject({ answers: 5, shown: true });

      const across = await t.request({
        method: 'GET',
        url: `/api/teachers/${c.teacher.userId}/evaluations`,
        token: s.adminToken,
      });
      expect(across.statusCode).toBe(200);
      expect(across.json()).toMatchObject({
        classes: [{ id_class: c.classId, period: 2030, answers: 5, shown: true }],
      });
    });

    it('stores answers apart from who answered: nothing in them leads back to a student', async () => {
      const tables = await t.db.introspection.getTables();
      const columns = (name: string) =>
        tables
          .find((x) => x.name === name)!
          .columns.map((col) => col.name)
          .sort();
      expect(columns('evaluation_answers')).toEqual(['answer_key', 'comment', 'id_class', 'id_teacher', 'scores']);
      expect(columns('evaluation_submissions')).toEqual(['id_class', 'id_student']);
      // The only column both share is the class: a join yields every answer for every student of it.
      const joined = await t.db
        .selectFrom('evaluation_answers')
        .innerJoin('evaluation_submissions', 'evaluation_submissions.id_class', 'evaluation_answers.id_class')
        .select(['evaluation_answers.answer_key', 'evaluation_submissions.id_student'])
        .execute();
      const perAnswer = new Map<string, number>();
      for (const r of joined) perAnswer.set(r.answer_key, (perAnswer.get(r.answer_key) ?? 0) + 1);
      const answersOfClass = await t.db.selectFrom('evaluation_answers').select(['answer_key', 'id_class']).execute();
      const byClass = await t.db.selectFrom('evaluation_submissions').select('id_class').execute();
      for (const a of answersOfClass) {
        expect(perAnswer.get(a.answer_key)).toBe(byClass.filter((x) => x.id_class === a.id_class).length);
        expect(a.answer_key).toMatch(/^[0-9a-f-]{36}$/);
      }
      // Nothing in the activity log names who answered.
      const log = await t.db
        .selectFrom('activity_log')
        .select('action')
        .where('action', 'like', '%evaluation%')
        .execute();
      expect(log).toEqual([]);
    });
  });
});
