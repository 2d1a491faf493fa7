import { checkInvariants as check, INVARIANTS, type InvariantResult } from '../../apps/api/src/db/invariants.ts';
import type { Connection, Target } from './database.ts';

export { INVARIANTS, type InvariantResult };

/**
 * The database invariants (apps/api/src/db/invariants.ts, the list the API's tests check too) on a run's
 * database: each with its count of violating rows (0 when it holds) and a few of them.
 */
export function checkInvariants(db: Connection | Target): Promise<InvariantResult[]> {
  return check((text) => db.query(text));
}

/** The lines a report prints for the broken invariants (none when all hold), prefixed by `when`. */
export function invariantProblems(results: InvariantResult[], when = ''): string[] {
  return results
    .filter((r) => r.violations !== 0)
    .map(
      (r) => `${when}${r.name}: ${r.violations}${r.examples.length ? ` (p. ej. ${JSON.stringify(r.examples)})` : ''}`,
    );
}

/** Every (student, class) enrolment row as "student:class". */
export async function enrolmentPairs(db: Connection | Target): Promise<Set<string>> {
  const rows = await db.query<{ id_student: number; id_class: number }>(
    'SELECT id_student, id_class FROM student_classes',
  );
  return new Set(rows.map((r) => `${r.id_student}:${r.id_class}`));
}

/** The number of enrolment rows. */
export async function enrolmentRows(db: Connection | Target): Promise<number> {
  const [row] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM student_classes');
  return Number(row?.n ?? 0);
}
