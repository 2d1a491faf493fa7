import { CLASS_MOBILITY_SEATS, MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';

/**
 * The enrolment rules (docs/rules.md INS and REV-7; docs/decisions/004-enrolment-concurrency.md; "what counts";
 * fair enrolment) as the one list of database invariants: the API's tests
 * (`lifecycle-invariants.ts`), the reliability scripts and the bench (`tools/harness`) all check these.
 * Each is plain SQL that runs on SQLite and PostgreSQL alike and selects one row per violation (with the ids
 * that locate it), so a healthy database answers no rows. An enrolment counts only while its class is neither
 * rejected nor cancelled; the rows of a released class stay as history.
 */
export interface Invariant {
  /** A short stable id (English), for code and JSON. */
  key: string;
  /** What a violation is, in Spanish: the reports print it. */
  name: string;
  /** SELECT … of the violating rows; no trailing semicolon, no LIMIT (callers wrap it). */
  sql: string;
}

const RELEASED = "('rechazado', 'cancelled')";

/** A student's enrolments that count in one summer (`ss` is the student's row of that summer). */
const COUNTING = `(SELECT count(*) FROM student_classes sc JOIN classes k ON k.id_class = sc.id_class
  WHERE sc.id_student = ss.id_student AND k.period = ss.period AND k.status NOT IN ${RELEASED})`;

/** The (student, summer) pairs that hold a counting enrolment but have no counter row. */
const UNCOUNTED = `SELECT sc.id_student, k.period, count(*) AS enrolments FROM student_classes sc
  JOIN classes k ON k.id_class = sc.id_class
  WHERE k.status NOT IN ${RELEASED} AND NOT EXISTS (SELECT 1 FROM student_summers ss
    WHERE ss.id_student = sc.id_student AND ss.period = k.period)
  GROUP BY sc.id_student, k.period`;

export const INVARIANTS: readonly Invariant[] = [
  {
    key: 'class-over-seats',
    name: 'clases por encima del cupo regular (o con contador negativo)',
    sql: 'SELECT id_class, enrolled, max_students FROM classes WHERE enrolled > max_students OR enrolled < 0',
  },
  {
    key: 'class-mobility',
    name: `clases con más de ${CLASS_MOBILITY_SEATS} de movilidad o contador distinto de sus filas`,
    sql: `SELECT c.id_class, c.mobility_enrolled FROM classes c WHERE c.mobility_enrolled > ${CLASS_MOBILITY_SEATS} OR c.mobility_enrolled <> (SELECT count(*) FROM class_mobility_students m WHERE m.id_class = c.id_class)`,
  },
  {
    key: 'student-over-limit',
    name: `estudiantes con más de ${MAX_ENROLMENTS_PER_STUDENT} inscripciones que cuentan en un verano`,
    sql: `SELECT ss.id_student, ss.period, ss.enrolments FROM student_summers ss WHERE ss.enrolments > ${MAX_ENROLMENTS_PER_STUDENT} OR ss.enrolments < 0 OR ${COUNTING} > ${MAX_ENROLMENTS_PER_STUDENT}`,
  },
  {
    key: 'class-counter',
    name: 'clases cuyo contador no es igual a sus filas que cuentan',
    sql: `SELECT c.id_class, c.status, c.enrolled FROM classes c WHERE c.enrolled <> CASE WHEN c.status IN ${RELEASED} THEN 0 ELSE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class) END`,
  },
  {
    key: 'student-counter',
    name: 'estudiantes cuyo contador de un verano no es igual a sus filas que cuentan',
    sql: `SELECT ss.id_student, ss.period, ss.enrolments FROM student_summers ss WHERE ss.enrolments <> ${COUNTING} UNION ALL ${UNCOUNTED}`,
  },
  {
    key: 'group-leader',
    name: 'clases con estudiantes sin exactamente un jefe de grupo (o con jefe y vacías)',
    sql: 'SELECT c.id_class FROM classes c WHERE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class AND sc.group_leader = 1) <> CASE WHEN EXISTS (SELECT 1 FROM student_classes sc WHERE sc.id_class = c.id_class) THEN 1 ELSE 0 END',
  },
  {
    key: 'duplicate-enrolment',
    name: 'estudiantes inscritos dos veces en una clase',
    sql: 'SELECT id_student, id_class FROM student_classes GROUP BY id_student, id_class HAVING count(*) > 1',
  },
  {
    key: 'schedule-clash',
    name: 'estudiantes con dos clases empalmadas que cuentan (pares de horarios)',
    sql: `SELECT a.id_student, a.id_class AS id_class_a, b.id_class AS id_class_b FROM student_classes a JOIN student_classes b ON b.id_student = a.id_student AND b.id_class > a.id_class JOIN classes ca ON ca.id_class = a.id_class JOIN classes cb ON cb.id_class = b.id_class JOIN class_schedules sa ON sa.id_class = a.id_class JOIN class_schedules sb ON sb.id_class = b.id_class WHERE ca.status NOT IN ${RELEASED} AND cb.status NOT IN ${RELEASED} AND ca.period = cb.period AND sa.id_day = sb.id_day AND sa.start_time < sb.end_time AND sb.start_time < sa.end_time`,
  },
  {
    key: 'waitlisted-and-enrolled',
    name: 'estudiantes en la lista de espera de una clase en la que están inscritos',
    sql: 'SELECT w.id_student, w.id_class FROM class_waitlist w JOIN student_classes sc ON sc.id_class = w.id_class AND sc.id_student = w.id_student',
  },
  {
    key: 'waitlist-ticket',
    name: 'lugares repetidos en la lista de espera de una clase',
    sql: 'SELECT id_class, ticket FROM class_waitlist GROUP BY id_class, ticket HAVING count(*) > 1',
  },
  {
    key: 'waitlist-offer',
    name: 'ofertas de lugar a medias (sin fecha o sin plazo) o en clases que no están pendientes',
    sql: "SELECT w.id, w.id_class FROM class_waitlist w JOIN classes c ON c.id_class = w.id_class WHERE (w.offered_at IS NULL) <> (w.offer_expires_at IS NULL) OR (w.offered_at IS NOT NULL AND c.status <> 'pendiente')",
  },
];

export interface InvariantResult {
  key: string;
  name: string;
  /** Violating rows (0 when the invariant holds). */
  violations: number;
  /** Up to 3 violating rows, to find them. */
  examples: Record<string, unknown>[];
}

/**
 * Runs every invariant through `query` (any read connection: better-sqlite3, pg, Kysely's `sql.raw`):
 * the count of violating rows, and a few of them when there are any.
 */
export async function checkInvariants(
  query: (text: string) => Promise<Record<string, unknown>[]>,
): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const inv of INVARIANTS) {
    const [row] = await query(`SELECT count(*) AS n FROM (${inv.sql}) v`);
    const violations = Number(row?.['n'] ?? -1);
    const examples = violations > 0 ? await query(`${inv.sql} LIMIT 3`) : [];
    results.push({ key: inv.key, name: inv.name, violations, examples });
  }
  return results;
}
