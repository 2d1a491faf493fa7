/** The shapes the data generator produces: its volumes, the rows it writes and the summary the scenarios read. */

export interface Volumes {
  classes: number;
  students: number;
  enrolments: number;
}

/** One table's rows, column by column in the order of `columns`. */
export interface TableRows {
  table: string;
  columns: string[];
  rows: unknown[][];
}

/** What the scenarios need to know about the generated data. */
export interface DataSummary {
  currentPeriod: number;
  periods: number[];
  careers: { id_career: number; name: string }[];
  /** Keys of subjects that have classes (for the key search). */
  claves: string[];
  /** Students with no enrolment yet: the enrolment rush signs them in. */
  freeStudents: { id_student: number; email: string; id_career: number }[];
  /** Some students with two enrolments: P1 reads their own classes with their tokens. */
  enrolledStudents: { id_student: number; email: string }[];
  /** Pending classes of the current year with free seats: what the rush enrols into. */
  openClasses: { id_class: number; free: number; careers: number[] }[];
  counts: Record<string, number>;
}
