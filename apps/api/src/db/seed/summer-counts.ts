import { sql } from 'kysely';
import type { DbOrTrx } from '../tables.ts';

/**
 * Sets every (student, summer) two-class counter from the enrolments that count (classes neither
 * rejected nor cancelled): what the demo data and the bench's data write once their rows are in,
 * instead of counting as they go.
 */
export async function countSummersFromRows(trx: DbOrTrx): Promise<void> {
  await trx.deleteFrom('student_summers').execute();
  await sql`
    INSERT INTO student_summers (id_student, period, enrolments)
    SELECT sc.id_student, c.period, count(*)
    FROM student_classes sc JOIN classes c ON c.id_class = sc.id_class
    WHERE c.status NOT IN ('rechazado', 'cancelled')
    GROUP BY sc.id_student, c.period`.execute(trx);
}
