import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import { useDemoSeed } from '../../test/demo-seed.ts';
import { lifecycleInvariantViolations } from '../lifecycle-invariants.ts';

/** The demo data shows every case and keeps its invariants. */
describe(`demo seed and the class lifecycle (${process.env['TEST_DIALECT']})`, () => {
  const seeded = useDemoSeed();

  it('keeps the invariants: counters equal the rows that count, seats and mobility within bounds', async () => {
    expect(await lifecycleInvariantViolations(seeded.db)).toEqual([]);
  });

  it('has pending classes below and above the quorum, mobility students, and a released class in alumno3’s history', async () => {
    const db = seeded.db;
    const pending = await db.selectFrom('classes').select('enrolled').where('status', '=', 'pendiente').execute();
    expect(pending.some((c) => c.enrolled >= CLASS_MIN_STUDENTS)).toBe(true);
    expect(pending.some((c) => c.enrolled < CLASS_MIN_STUDENTS)).toBe(true);
    const mobility = await db.selectFrom('class_mobility_students').select('id_class').execute();
    expect(new Set(mobility.map((m) => m.id_class)).size).toBe(2);
    const history = await db
      .selectFrom('student_classes as sc')
      .innerJoin('students as s', 's.id_student', 'sc.id_student')
      .innerJoin('users as u', 'u.id_user', 's.id_user')
      .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
      .innerJoin('student_summers as ss', (j) =>
        j.onRef('ss.id_student', '=', 's.id_student').onRef('ss.period', '=', 'c.period'),
      )
      .select(['c.status', 'ss.enrolments'])
      .where('u.email', '=', 'alumno3@tec.example')
      .execute();
    // One class that counts in each summer: 2026's approved one (the cancelled one no longer counts) and
    // 2025's finished one, each on its own summer's counter.
    expect(history.map((h) => h.status).sort()).toEqual(['aprobado', 'cancelled', 'finished']);
    expect(history.map((h) => h.enrolments)).toEqual([1, 1, 1]);
    const released = await sql<{
      n: number;
    }>`SELECT count(*) AS n FROM classes WHERE status IN ('rechazado', 'cancelled') AND enrolled <> 0`.execute(db);
    expect(Number(released.rows[0]!.n)).toBe(0);
  });
});
