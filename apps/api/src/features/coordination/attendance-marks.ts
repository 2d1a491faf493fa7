import type { DbOrTrx } from '../../db/tables.ts';
import type { AttendanceMarks } from '../exports/attendance-pdf.ts';
import { attendanceOf, classStudents } from './coordination.repository.ts';

/** The sessions taken of a class, per regular student's control number, for the printed attendance list. */
export async function attendanceMarksOf(db: DbOrTrx, classId: number): Promise<AttendanceMarks> {
  const [rows, students] = await Promise.all([attendanceOf(db, [classId]), classStudents(db, classId)]);
  const dates = [...new Set(rows.map((r) => r.session_date))];
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
