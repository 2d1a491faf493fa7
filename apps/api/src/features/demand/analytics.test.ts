import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, cancunDay, moneyBucket, passRate, PASSING_GRADE } from '@portal/domain/rules';
import type { AnalyticsResponse } from '@portal/domain/schemas';
import { seedDemoData } from '../../db/seed/seed.ts';
import { DEMO_SEED_DATE } from '../../test/demo-seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { SettableClock } from '../../lib/clock.ts';
import { ANALYTICS_KEPT_MS } from './analytics.service.ts';

const RELEASED = ['rechazado', 'cancelled'];

/**
 * GET /api/analytics/{year} on the demo's three summers: every figure equals what this test counts from
 * the rows themselves (docs/rules.md DEM-5 – DEM-9).
 */
describe(`GET /api/analytics/{year} on the demo (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let body: AnalyticsResponse;
  let token: string;
  const clock = new SettableClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock });
    await seedDemoData(t.db, DEMO_SEED_DATE);
    const admin = await t.db
      .selectFrom('users')
      .select('id_user')
      .where('email', '=', 'admin@tec.example')
      .executeTakeFirstOrThrow();
    token = await t.staffToken(admin.id_user, 'admin');
    const res = await t.request({ method: 'GET', url: '/api/analytics/2026', token });
    expect(res.statusCode).toBe(200);
    body = res.json();
  }, 180_000);
  afterAll(() => t.close());

  const rows = async () => {
    const classes = await t.db.selectFrom('classes').selectAll().execute();
    const enrolments = await t.db
      .selectFrom('student_classes')
      .select(['id_class', 'id_student', 'grade', 'created_at'])
      .execute();
    const students = await t.db.selectFrom('students').select(['id_student', 'id_career']).execute();
    const interests = await t.db.selectFrom('subject_interests').selectAll().execute();
    return { classes, enrolments, students, interests, classOf: new Map(classes.map((c) => [c.id_class, c])) };
  };

  it('compares 2024, 2025 and 2026, with interest in each and the same subjects wanted every year', async () => {
    expect(body.years).toEqual([2024, 2025, 2026]);
    const top = body.demandBySubject!.filter((r) => r.clave === 'ACF0905');
    expect(top.map((r) => r.year)).toEqual([2024, 2025, 2026]);
    for (const r of top) expect(r.interested).toBeGreaterThan(25);
  });

  it('demand by subject and by career equals the marks and the enrolments of classes that did not fail', async () => {
    const { classes, enrolments, students, interests, classOf } = await rows();
    const careerOf = new Map(students.map((s) => [s.id_student, s.id_career]));
    const live = (id: number) => !RELEASED.includes(classOf.get(id)!.status);
    expect(body.demandBySubject!.length).toBeGreaterThan(0);
    for (const r of body.demandBySubject!) {
      expect(r.interested).toBe(interests.filter((i) => i.period === r.year && i.id_subject === r.subjectId).length);
      expect(r.enrolled).toBe(
        enrolments.filter((e) => {
          const c = classOf.get(e.id_class)!;
          return c.period === r.year && c.id_subject === r.subjectId && live(e.id_class);
        }).length,
      );
    }
    for (const r of body.demandByCareer!) {
      expect(r.interested).toBe(
        interests.filter((i) => i.period === r.year && careerOf.get(i.id_student) === r.careerId).length,
      );
      expect(r.enrolled).toBe(
        enrolments.filter(
          (e) =>
            classOf.get(e.id_class)!.period === r.year && live(e.id_class) && careerOf.get(e.id_student) === r.careerId,
        ).length,
      );
    }
    expect(classes.length).toBeGreaterThan(0);
  });

  it('fill: those at risk first, then the emptiest; each summer’s totals as the rows say', async () => {
    const { classes } = await rows();
    const fill = body.fill!;
    const firstSafe = fill.classes.findIndex((c) => !c.atRisk);
    if (firstSafe >= 0) expect(fill.classes.slice(firstSafe).every((c) => !c.atRisk)).toBe(true);
    for (const c of fill.classes) {
      const row = classes.find((x) => x.id_class === c.classId)!;
      expect({ enrolled: c.enrolled, max: c.max, status: c.status }).toEqual({
        enrolled: row.enrolled,
        max: row.max_students,
        status: row.status,
      });
      expect(c.atRisk).toBe(row.status === 'pendiente' && row.enrolled < body.minStudents);
    }
    const periods = await t.db.selectFrom('periods').select(['year', 'min_students']).execute();
    for (const s of fill.summary) {
      const min = periods.find((p) => p.year === s.year)!.min_students;
      const mine = classes.filter((c) => c.period === s.year && !RELEASED.includes(c.status));
      expect(s).toEqual({
        year: s.year,
        classes: mine.length,
        belowMin: mine.filter((c) => c.enrolled < min).length,
        full: mine.filter((c) => c.enrolled >= c.max_students).length,
      });
    }
  });

  it('enrolments per day count every enrolment made on each Cancun day of the window, and those before and after', async () => {
    const { enrolments, classOf } = await rows();
    const periods = await t.db.selectFrom('periods').select(['year', 'enrolment_open', 'enrolment_close']).execute();
    for (const year of body.years) {
      const p = periods.find((x) => x.year === year)!;
      const days = enrolments
        .filter((e) => classOf.get(e.id_class)!.period === year)
        .map((e) => cancunDay(new Date(e.created_at)));
      const mine = body.enrolmentsPerDay!.filter((d) => d.year === year);
      for (const d of mine) {
        const counted =
          d.phase === 'antes'
            ? days.filter((x) => x < p.enrolment_open).length
            : d.phase === 'despues'
              ? days.filter((x) => x > p.enrolment_close).length
              : days.filter((x) => x === addDays(p.enrolment_open, d.day - 1)).length;
        expect(d.enrolments, `${year} ${d.phase} ${d.day}`).toBe(counted);
      }
      expect(mine.at(-1)!.cumulative, String(year)).toBe(days.length);
    }
    // The past summers' enrolments happened inside their windows.
    expect(
      body.enrolmentsPerDay!.filter((d) => d.year === 2025 && d.phase === 'ventana').some((d) => d.enrolments > 0),
    ).toBe(true);
  });

  it('cancellations by reason add up to the summer’s rejected and cancelled classes', async () => {
    const { classes } = await rows();
    for (const year of body.years) {
      for (const status of RELEASED) {
        const counted = classes.filter((c) => c.period === year && c.status === status).length;
        const answered = body.cancellations!.filter((c) => c.year === year && c.status === status);
        expect(
          answered.reduce((s, c) => s + c.classes, 0),
          `${year} ${status}`,
        ).toBe(counted);
      }
    }
    expect(body.cancellations!.some((c) => c.reason.startsWith('No alcanzó el mínimo'))).toBe(true);
  });

  it('money: expected, validated and credited pesos as the payments say; finance gets the same', async () => {
    const payments = await t.db.selectFrom('place_payments').select(['period', 'status', 'amount_cents']).execute();
    for (const m of body.money) {
      const mine = payments.filter((p) => p.period === m.year);
      const sum = (b: string[]) =>
        mine.filter((p) => b.includes(moneyBucket(p.status))).reduce((s, p) => s + p.amount_cents, 0) / 100;
      expect(m).toEqual({
        year: m.year,
        expected: sum(['validated', 'credited', 'pending']),
        validated: sum(['validated']),
        credited: sum(['credited']),
      });
    }
    expect(body.money.find((m) => m.year === 2025)!.validated).toBeGreaterThan(0);
    const finance = await t.db
      .selectFrom('users')
      .select('id_user')
      .where('email', '=', 'finanzas@tec.example')
      .executeTakeFirstOrThrow();
    const res = await t.request({
      method: 'GET',
      url: '/api/analytics/2026',
      token: await t.staffToken(finance.id_user, 'finanzas'),
    });
    expect(res.json()).toEqual({ year: 2026, years: body.years, minStudents: body.minStudents, money: body.money });
  });

  it('results: graded and passed students of finished classes by subject', async () => {
    const { enrolments, classOf } = await rows();
    expect(body.results!.length).toBeGreaterThan(2);
    for (const r of body.results!) {
      const graded = enrolments.filter((e) => {
        const c = classOf.get(e.id_class)!;
        return c.period === r.year && c.id_subject === r.subjectId && c.status === 'finished' && e.grade !== null;
      });
      const passed = graded.filter((e) => e.grade! >= PASSING_GRADE).length;
      expect(r).toMatchObject({ graded: graded.length, passed, rate: passRate(passed, graded.length) });
    }
  });

  // Last: it adds a mark, which the other checks do not count.
  it('keeps a summer’s answer 30 s on the app’s clock, then counts again', async () => {
    const student = await t.db
      .selectFrom('students')
      .select(['id_student', 'id_career'])
      .where('id_student', 'not in', (eb) => eb.selectFrom('subject_interests').select('id_student'))
      .orderBy('id_student')
      .executeTakeFirstOrThrow();
    const top = body.demandBySubject!.find((r) => r.year === 2026)!;
    await t.db
      .insertInto('subject_interests')
      .values({
        id_student: student.id_student,
        id_subject: top.subjectId,
        period: 2026,
        id_career: student.id_career,
        created_at: clock.now().toISOString(),
      })
      .execute();
    const ask = async () =>
      (
        (await t.request({ method: 'GET', url: '/api/analytics/2026', token })).json() as AnalyticsResponse
      ).demandBySubject!.find((r) => r.year === 2026 && r.subjectId === top.subjectId)!.interested;
    expect(await ask()).toBe(top.interested);
    clock.advance(ANALYTICS_KEPT_MS);
    expect(await ask()).toBe(top.interested + 1);
  });
});
