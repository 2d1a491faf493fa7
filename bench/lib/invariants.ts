import type { Target } from './database.ts';

const COUNTING = `(SELECT count(*) FROM student_classes sc JOIN classes k ON k.id_class = sc.id_class
  WHERE sc.id_student = s.id_student AND k.status NOT IN ('rechazado', 'cancelled'))`;

/**
 * The enrolment rules (docs/rules.md; docs/decisions/004-enrolment-concurrency.md; "what counts", issue 15) as queries that must all answer 0
 * (the reliability suite's invariants): an enrolment counts only while its class is neither
 * rejected nor cancelled; regular seats within the class's maximum, mobility places within 5.
 */
const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'clases por encima del cupo regular',
    sql: 'SELECT count(*) AS n FROM classes WHERE enrolled > max_students OR enrolled < 0',
  },
  {
    name: 'clases con más de 5 de movilidad o contador distinto de sus filas',
    sql: 'SELECT count(*) AS n FROM classes c WHERE c.mobility_enrolled > 5 OR c.mobility_enrolled <> (SELECT count(*) FROM class_mobility_students m WHERE m.id_class = c.id_class)',
  },
  {
    name: 'estudiantes con más de 2 inscripciones que cuentan',
    sql: `SELECT count(*) AS n FROM students s WHERE s.enrolments > 2 OR s.enrolments < 0 OR ${COUNTING} > 2`,
  },
  {
    name: 'clases cuyo contador no es igual a sus filas que cuentan',
    sql: "SELECT count(*) AS n FROM classes c WHERE c.enrolled <> CASE WHEN c.status IN ('rechazado', 'cancelled') THEN 0 ELSE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class) END",
  },
  {
    name: 'estudiantes cuyo contador no es igual a sus filas que cuentan',
    sql: `SELECT count(*) AS n FROM students s WHERE s.enrolments <> ${COUNTING}`,
  },
  {
    name: 'clases con estudiantes sin exactamente un jefe de grupo (o con jefe y vacías)',
    sql: `SELECT count(*) AS n FROM classes c WHERE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class AND sc.group_leader = 1) <> CASE WHEN EXISTS (SELECT 1 FROM student_classes sc WHERE sc.id_class = c.id_class) THEN 1 ELSE 0 END`,
  },
  {
    name: 'estudiantes inscritos dos veces en una clase',
    sql: 'SELECT count(*) AS n FROM (SELECT id_student, id_class FROM student_classes GROUP BY id_student, id_class HAVING count(*) > 1) d',
  }, // Issue 16 (docs/rules.md, Fair enrolment).
  {
    name: 'estudiantes con dos clases empalmadas que cuentan (pares de horarios)',
    sql: "SELECT count(*) AS n FROM student_classes a JOIN student_classes b ON b.id_student = a.id_student AND b.id_class > a.id_class JOIN classes ca ON ca.id_class = a.id_class JOIN classes cb ON cb.id_class = b.id_class JOIN class_schedules sa ON sa.id_class = a.id_class JOIN class_schedules sb ON sb.id_class = b.id_class WHERE ca.status NOT IN ('rechazado', 'cancelled') AND cb.status NOT IN ('rechazado', 'cancelled') AND ca.period = cb.period AND sa.id_day = sb.id_day AND sa.start_time < sb.end_time AND sb.start_time < sa.end_time",
  },
  {
    name: 'estudiantes en la lista de espera de una clase en la que están inscritos',
    sql: 'SELECT count(*) AS n FROM class_waitlist w JOIN student_classes sc ON sc.id_class = w.id_class AND sc.id_student = w.id_student',
  },
  {
    name: 'lugares repetidos en la lista de espera de una clase',
    sql: 'SELECT count(*) AS n FROM (SELECT id_class, ticket FROM class_waitlist GROUP BY id_class, ticket HAVING count(*) > 1) d',
  },
];

export interface InvariantResult {
  name: string;
  violations: number;
}

export async function checkInvariants(target: Target): Promise<InvariantResult[]> {
  const results: InvariantResult[] = [];
  for (const c of CHECKS) {
    const [row] = await target.query<{ n: number | string }>(c.sql);
    results.push({ name: c.name, violations: Number(row?.n ?? -1) });
  }
  return results;
}

export async function enrolmentRows(target: Target): Promise<number> {
  const [row] = await target.query<{ n: number | string }>('SELECT count(*) AS n FROM student_classes');
  return Number(row?.n ?? 0);
}
