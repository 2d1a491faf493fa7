import type { ColumnType, Generated } from 'kysely';

/** A class session whose attendance was taken; the absent students are in `class_absences`. */
export interface ClassAttendanceTable {
  id: Generated<number>;
  id_class: number;
  /** The session's day, `YYYY-MM-DD` (Cancun). */
  session_date: string;
  taken_at: string;
  taken_by: number | null;
}

export interface ClassAbsencesTable {
  id_attendance: number;
  id_student: number;
}

/** A teacher's progress report of one course week. */
export interface ClassProgressTable {
  id: Generated<number>;
  id_class: number;
  week: number;
  percent: number;
  note: ColumnType<string | null, string | null | undefined, string | null>;
  reported_at: string;
  reported_by: number | null;
}

/** A reminder sent, by its key (`kind:class:period-of-time`): its row makes it once. */
export interface CoordinationRemindersTable {
  reminder_key: string;
  /** Null for a reminder about the whole summer (the fortnightly attendance report). */
  id_class: number | null;
  kind: string;
  sent_at: string;
  sent_by: number | null;
}

/** Who answered which class's evaluation (never what). */
export interface EvaluationSubmissionsTable {
  id_class: number;
  id_student: number;
}

/** What was answered (never who): a random key, the class and its teacher, the scores as JSON. */
export interface EvaluationAnswersTable {
  answer_key: string;
  id_class: number;
  id_teacher: number;
  scores: string;
  comment: string | null;
}
