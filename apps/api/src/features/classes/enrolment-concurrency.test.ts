import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, enrolDirectly } from '../../test/fixtures.ts';
import { classCounts, classScenario, enrolmentsOf, type TestStudent } from '../../test/class-scenario.ts';

/**
 * The enrolment rules under concurrent requests (docs/decisions/004-enrolment-concurrency.md). On PostgreSQL the requests really
 * run in parallel (a pool of 20 connections); on SQLite they queue for the single connection.
 * Either way no request may see a 500, and counters and rows must agree afterwards.
 */
describe(`enrolment under concurrency (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const enrol = (classId: number, st: TestStudent) =>
    t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: st.token });
  const tally = (codes: number[]) =>
    codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('100 students racing for 30 seats: exactly 30 enrolments, a count of 30 and one leader', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: 30 });
    const students: TestStudent[] = [];
    for (let i = 0; i < 100; i++) students.push(await s.student());
    const results = await Promise.all(students.map((st) => enrol(classId, st)));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 30, 409: 70 });
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json().message).toBe('La clase ya está llena.');
    const counts = await classCounts(t, classId);
    expect(counts).toMatchObject({ enrolled: 30, rows: 30 });
    expect(counts.leaders).toHaveLength(1);
    const winners = new Set(results.filter((r) => r.statusCode === 201).map((r) => r.json().id_student as number));
    expect(new Set(counts.students)).toEqual(winners);
    // Exactly one response said "you lead it", and it is the leader in the database.
    const leaderResponses = results.filter((r) => r.statusCode === 201 && r.json().group_leader === true);
    expect(leaderResponses.map((r) => r.json().id_student)).toEqual(counts.leaders);
    const enrolledValues = results.filter((r) => r.statusCode === 201).map((r) => r.json().enrrolled as number);
    expect([...enrolledValues].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const st of students) {
      const e = await enrolmentsOf(t, st.studentId);
      expect(e.counter).toBe(e.rows);
    }
  });

  it('one student racing into 10 classes: exactly 2 enrolments', async () => {
    const me = await s.student();
    const classIds: number[] = [];
    for (let i = 0; i < 10; i++) classIds.push(await createClass(t.db, { subjectId: s.subjectId }));
    const results = await Promise.all(classIds.map((id) => enrol(id, me)));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 2, 409: 8 });
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Has alcanzado el máximo de 2 inscripciones.');
    }
    expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 2, rows: 2 });
    for (const id of classIds) {
      const c = await classCounts(t, id);
      expect(c.enrolled).toBe(c.rows);
    }
  });

  it('one student sending the same enrolment 10 times at once: one enrolment', async () => {
    const me = await s.student();
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    const results = await Promise.all(Array.from({ length: 10 }, () => enrol(classId, me)));
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 201: 1, 409: 9 });
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().message).toBe('Ya estás inscrito en esta clase.');
    }
    expect(await classCounts(t, classId)).toMatchObject({ enrolled: 1, rows: 1 });
    expect(await enrolmentsOf(t, me.studentId)).toEqual({ counter: 1, rows: 1 });
  });

  it('parallel admin enrolments and removals keep the count equal to the rows, with one leader', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId, maxStudents: 25 });
    const present: TestStudent[] = [];
    for (let i = 0; i < 15; i++) {
      const st = await s.student();
      await enrolDirectly(t.db, st.studentId, classId, i === 0);
      present.push(st);
    }
    const newcomers: TestStudent[] = [];
    for (let i = 0; i < 30; i++) newcomers.push(await s.student());
    const ops = [
      ...present.map((st) =>
        t.request({ method: 'DELETE', url: `/api/classes/${classId}/student/${st.studentId}`, token: s.adminToken }),
      ),
      ...newcomers.map((st) =>
        t.request({
          method: 'POST',
          url: '/api/classes/enrollStudent',
          payload: { classId, student: { studentId: st.studentId } },
          token: s.adminToken,
        }),
      ),
      // The same newcomer twice more, and removals of students who are not there.
      ...[0, 1].map(() =>
        t.request({
          method: 'POST',
          url: '/api/classes/enrollStudent',
          payload: { classId, student: { studentId: newcomers[0]!.studentId } },
          token: s.adminToken,
        }),
      ),
      ...newcomers
        .slice(20)
        .map((st) =>
          t.request({ method: 'DELETE', url: `/api/classes/${classId}/student/${st.studentId}`, token: s.adminToken }),
        ),
    ];
    const results = await Promise.all(ops);
    for (const r of results) expect([200, 201, 404, 409]).toContain(r.statusCode);
    expect(results.slice(0, 15).every((r) => r.statusCode === 200)).toBe(true);

    const counts = await classCounts(t, classId);
    expect(counts.enrolled).toBe(counts.rows);
    expect(counts.rows).toBeLessThanOrEqual(25);
    expect(counts.leaders).toHaveLength(counts.rows > 0 ? 1 : 0);
    for (const st of [...present, ...newcomers]) {
      const e = await enrolmentsOf(t, st.studentId);
      expect(e.counter).toBe(e.rows);
    }
    expect(counts.students.filter((id) => present.some((p) => p.studentId === id))).toEqual([]);
  });
});
