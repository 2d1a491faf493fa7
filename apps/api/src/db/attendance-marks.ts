import type { DbOrTrx } from './tables.ts';

/** What the portal recorded: each regular student's sessions taken (by control number), absent or not. */
export type AttendanceMarks = ReadonlyMap<string, { date: string; absent: boolean }[]>;

/** The sessions taken of a class, per regular student's control number (docs/rules.md COO-2), for printed lists. */
export async function attendanceMarksOf(db: DbOrTrx, classId: number): Promise<AttendanceMarks> {
  const [rows, students] = await Promise.all([
    db
      .selectFrom('class_attendance')
      .leftJoin('class_absences', 'class_absences.id_attendance', 'class_attendance.id')
      .select(['class_attendance.session_date', 'class_absences.id_student'])
      .where('class_attendance.id_class', '=', classId)
      .execute(),
    db
      .selectFrom('student_classes')
      .innerJoin('students', 'students.id_student', 'student_classes.id_student')
      .select(['student_classes.id_student', 'students.control_number'])
      .where('student_classes.id_class', '=', classId)
      .execute(),
  ]);
  const dates = [...new Set(rows.map((r) => r.session_date))].sort();
  const marks = new Map<string, { date: string; absent: boolean }[]>();
  if (dates.length === 0) return marks;
  for (const s of students) {
    const id = Number(s.id_student);
    marks.set(
      s.control_number,
      dates.map((date) => ({
        date,
        absent: rows.some((r) => r.session_date === date && r.id_student !== null && Number(r.id_student) === id),
      })),
    );
  }
  return marks;
}
