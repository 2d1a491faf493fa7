import { describe, expect, it } from 'vitest';
import { scheduleClash } from '@portal/domain/rules';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { classTimetable, heldTimetable } from '../../features/classes/timetable.repository.ts';
import { lifecycleInvariantViolations } from '../lifecycle-invariants.ts';

/** The demo data shows cases: a class that clashes with alumno1's, a full class with a waitlist. */
describe(`demo seed and fair enrolment (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('keeps the invariants (no clashing pairs, waitlist apart from the roster)', async () => {
    expect(await lifecycleInvariantViolations(seeded.db)).toEqual([]);
  });

  it('alumno1 sees a pending class that clashes with theirs; alumno2 is still at the limit', async () => {
    const db = seeded.db;
    const students = await db
      .selectFrom('students as s')
      .innerJoin('users as u', 'u.id_user', 's.id_user')
      .leftJoin('student_summers as ss', (j) =>
        j.onRef('ss.id_student', '=', 's.id_student').on('ss.period', '=', 2026),
      )
      .select(['s.id_student', 'u.email', 'ss.enrolments'])
      .where('u.email', 'in', ['alumno1@tec.example', 'alumno2@tec.example'])
      .orderBy('u.email')
      .execute();
    expect(students.map((s) => s.enrolments)).toEqual([1, 2]);
    const held = await heldTimetable(db, students[0]!.id_student, 2026, 0);
    const pending = await db.selectFrom('classes').select('id_class').where('status', '=', 'pendiente').execute();
    let clashing = 0;
    for (const c of pending) {
      const cls = await classTimetable(db, c.id_class);
      if (cls && scheduleClash(cls, held)) clashing++;
    }
    expect(clashing).toBeGreaterThan(0);
  });

  it('a full pending class has a waitlist of 3, the first holding an open offer of the one seat left', async () => {
    const rows = await seeded.db
      .selectFrom('class_waitlist as w')
      .innerJoin('classes as c', 'c.id_class', 'w.id_class')
      .select(['c.status', 'c.enrolled', 'c.max_students', 'w.ticket', 'w.offer_expires_at'])
      .orderBy('w.ticket')
      .execute();
    expect(rows.map((r) => r.ticket)).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.status === 'pendiente' && r.enrolled + 1 === r.max_students)).toBe(true);
    expect(rows.map((r) => r.offer_expires_at !== null)).toEqual([true, false, false]);
    const jobs = await seeded.db
      .selectFrom('scheduled_jobs')
      .select('kind')
      .where('kind', 'like', 'waitlist-offer-%')
      .execute();
    expect(jobs.map((j) => j.kind).sort()).toEqual(['waitlist-offer-expiry', 'waitlist-offer-reminder']);
  });
});
