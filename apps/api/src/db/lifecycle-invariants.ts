import { sql } from 'kysely';
import { CLASS_MOBILITY_SEATS, MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import type { DbOrTrx } from './tables.ts';

/**
 * The invariants of the class lifecycle (docs/rules.md, Ciclo de vida de una clase), checked with plain
 * SQL over the whole database: every broken one as a Spanish-free technical line (empty when all
 * hold). The reliability rush, the bench and the tests share it.
 * - no student holds more than 2 enrolments that count (classes neither rejected nor cancelled);
 * - each student's counter equals their rows that count;
 * - each class's `enrolled` equals its rows that count (0 for a released class), never over its seats;
 * - each class's mobility count equals its mobility rows, never over 5;
 * - (issue 16) no student holds two clashing counting classes; nobody waits for a class they are in;
 *   waitlist places are unique per class.
 */
export async function lifecycleInvariantViolations(db: DbOrTrx): Promise<string[]> {
  const problems: string[] = [];
  const students = await sql<{ id_student: number; enrolments: number; counted: number | string }>`
    SELECT s.id_student, s.enrolments,
      (SELECT count(*) FROM student_classes sc JOIN classes c ON c.id_class = sc.id_class
        WHERE sc.id_student = s.id_student AND c.status NOT IN ('rechazado', 'cancelled')) AS counted
    FROM students s`.execute(db);
  for (const r of students.rows) {
    const counted = Number(r.counted);
    if (counted > MAX_ENROLMENTS_PER_STUDENT) problems.push(`student ${r.id_student}: ${counted} counting enrolments`);
    if (counted !== Number(r.enrolments))
      problems.push(`student ${r.id_student}: counter ${r.enrolments} ≠ ${counted}`);
  }
  const classes = await sql<{
    id_class: number;
    status: string;
    enrolled: number;
    max_students: number;
    mobility_enrolled: number;
    rows: number | string;
    mobility_rows: number | string;
  }>`
    SELECT c.id_class, c.status, c.enrolled, c.max_students, c.mobility_enrolled,
      (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class) AS rows,
      (SELECT count(*) FROM class_mobility_students m WHERE m.id_class = c.id_class) AS mobility_rows
    FROM classes c`.execute(db);
  for (const c of classes.rows) {
    const released = c.status === 'rechazado' || c.status === 'cancelled';
    const expected = released ? 0 : Number(c.rows);
    if (Number(c.enrolled) !== expected) problems.push(`class ${c.id_class}: enrolled ${c.enrolled} ≠ ${expected}`);
    if (Number(c.enrolled) > Number(c.max_students)) problems.push(`class ${c.id_class}: over its seats`);
    if (Number(c.mobility_enrolled) !== Number(c.mobility_rows)) {
      problems.push(`class ${c.id_class}: mobility ${c.mobility_enrolled} ≠ ${c.mobility_rows}`);
    }
    if (Number(c.mobility_enrolled) > CLASS_MOBILITY_SEATS) problems.push(`class ${c.id_class}: over 5 mobility`);
  }
  // Issue 16 (docs/rules.md, Fair enrolment): clashes and the waitlist.
  const fair = [
    [
      'clashing counting schedule pairs',
      sql<{
        n: number | string;
      }>`SELECT count(*) AS n FROM student_classes a JOIN student_classes b ON b.id_student = a.id_student AND b.id_class > a.id_class JOIN classes ca ON ca.id_class = a.id_class JOIN classes cb ON cb.id_class = b.id_class JOIN class_schedules sa ON sa.id_class = a.id_class JOIN class_schedules sb ON sb.id_class = b.id_class WHERE ca.status NOT IN ('rechazado', 'cancelled') AND cb.status NOT IN ('rechazado', 'cancelled') AND ca.period = cb.period AND sa.id_day = sb.id_day AND sa.start_time < sb.end_time AND sb.start_time < sa.end_time`,
    ],
    [
      'waitlisted students enrolled in the same class',
      sql<{
        n: number | string;
      }>`SELECT count(*) AS n FROM class_waitlist w JOIN student_classes sc ON sc.id_class = w.id_class AND sc.id_student = w.id_student`,
    ],
    [
      'repeated waitlist places',
      sql<{
        n: number | string;
      }>`SELECT count(*) AS n FROM (SELECT id_class, ticket FROM class_waitlist GROUP BY id_class, ticket HAVING count(*) > 1) d`,
    ],
  ] as const;
  for (const [name, query] of fair) {
    const n = Number((await query.execute(db)).rows[0]?.n ?? 0);
    if (n > 0) problems.push(`${name}: ${n}`);
  }
  return problems;
}
