import type { Target } from './database.ts';

/** The enrolment rules (docs/rules.md R38–R42; docs/decisions/004-enrolment-concurrency.md) as queries that must all answer 0 (the reliability suite's invariants). */
const CHECKS: { name: string; sql: string }[] = [
  {
    name: 'clases por encima del cupo',
    sql: 'SELECT count(*) AS n FROM classes WHERE enrolled > max_students OR enrolled < 0',
  },
  {
    name: 'estudiantes con más de 2 inscripciones',
    sql: 'SELECT count(*) AS n FROM students WHERE enrolments > 2 OR enrolments < 0',
  },
  {
    name: 'clases cuyo contador no es igual a sus filas',
    sql: 'SELECT count(*) AS n FROM classes c WHERE c.enrolled <> (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class)',
  },
  {
    name: 'estudiantes cuyo contador no es igual a sus filas',
    sql: 'SELECT count(*) AS n FROM students s WHERE s.enrolments <> (SELECT count(*) FROM student_classes sc WHERE sc.id_student = s.id_student)',
  },
  {
    name: 'clases sin exactamente un jefe de grupo (o con jefe y vacías)',
    sql: `SELECT count(*) AS n FROM classes c WHERE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class AND sc.group_leader = 1) <> CASE WHEN c.enrolled > 0 THEN 1 ELSE 0 END`,
  },
  {
    name: 'estudiantes inscritos dos veces en una clase',
    sql: 'SELECT count(*) AS n FROM (SELECT id_student, id_class FROM student_classes GROUP BY id_student, id_class HAVING count(*) > 1) d',
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
