import { addDays, isIsoDay } from './institute-days.ts';

/**
 * Coordination of a course while it runs (docs/rules.md COO): attendance per session, the weekly progress
 * report, the list of classes behind, and the anonymous end-of-course evaluation of the teacher. Every
 * date is a Cancun day (`YYYY-MM-DD`).
 */

/** Under this attendance a student is flagged to the teacher and the coordinator. */
export const ATTENDANCE_MIN_PERCENT = 80;
/** Sessions gone by without attendance that put a class on the coordinator's list. */
export const MISSING_ATTENDANCE_LIMIT = 2;
/** An evaluation's results are shown only from this many answers (fewer could point at who answered). */
export const EVALUATION_MIN_ANSWERS = 5;
export const EVALUATION_COMMENT_MAX = 1000;
export const PROGRESS_NOTE_MAX = 500;
export const WARNING_MAX = 1000;

export const COORDINATION_MESSAGES = {
  notSession: 'Esa fecha no es una sesión de la clase: elige un día de su horario entre el inicio y el fin de clases.',
  futureSession: 'No se puede pasar lista de una sesión que todavía no ocurre.',
  notStarted: 'La asistencia y el avance se registran solo en una clase iniciada.',
  absentNotInClass: 'Un estudiante marcado como ausente no está en esta clase.',
  notClassTeacher: 'Solo el docente asignado a esta clase o un administrador puede pasar lista o reportar su avance.',
  percentInvalid: 'El avance debe ser un número entero de 0 a 100.',
  weekInvalid: 'La semana debe ser un número entero de 1 en adelante.',
  noteTooLong: `La nota debe tener como máximo ${PROGRESS_NOTE_MAX} caracteres.`,
  weekNotCurrent: 'Solo se reporta o corrige el avance de la semana en curso.',
  reminderSent: 'Ya se envió ese recordatorio a esta clase esta semana.',
  reminderReasonInvalid: 'Elige el recordatorio: avance o asistencia.',
  warningRequired: 'Escribe la advertencia.',
  evaluationClosed:
    'La evaluación docente se responde desde la última semana de clases hasta la entrega de calificaciones.',
  evaluationAnswered: 'Ya respondiste la evaluación de este docente.',
  evaluationNotInClass: 'Solo los estudiantes de esta clase evalúan a su docente.',
  evaluationNoTeacher: 'Esta clase no tiene docente asignado.',
  scoresInvalid: 'Califica cada afirmación con un número entero del 1 al 5.',
  commentTooLong: `El comentario debe tener como máximo ${EVALUATION_COMMENT_MAX} caracteres.`,
  resultsLocked: 'Verás los resultados de tu evaluación cuando se cierre el acta de la clase.',
  resultsHidden: `Los resultados se muestran a partir de ${EVALUATION_MIN_ANSWERS} respuestas, para que nadie pueda saber quién respondió qué.`,
  attendanceSaved: 'Asistencia guardada.',
  progressSaved: 'Avance guardado.',
  reminderDone: 'Recordatorio enviado.',
  warningDone: 'Advertencia registrada en el historial de la clase.',
  evaluationDone: 'Gracias: tu evaluación se guardó de forma anónima.',
} as const;

/**
 * The statements a student rates 1 (totalmente en desacuerdo) to 5 (totalmente de acuerdo), in the
 * spirit of TecNM's evaluación docente: mastery, planning, teaching, assessment and the class's climate.
 */
export const EVALUATION_QUESTIONS = [
  'El docente domina los temas de la asignatura.',
  'Presentó al inicio el programa, los criterios de evaluación y la forma de trabajo.',
  'Cubrió los temas del programa en el tiempo del curso.',
  'Explica con claridad y resuelve las dudas del grupo.',
  'Relaciona los temas con ejemplos y problemas de la carrera.',
  'Usa actividades y recursos (incluidas herramientas digitales) que ayudan a aprender.',
  'Evalúa conforme a los criterios que dio a conocer y entrega los resultados a tiempo.',
  'Asiste puntualmente y aprovecha el tiempo de cada sesión.',
  'Trata con respeto a todos los estudiantes y propicia un buen ambiente de trabajo.',
  'En general, estoy satisfecho con el desempeño del docente en este curso.',
] as const;

export const EVALUATION_SCALE = [
  { value: 1, label: 'Totalmente en desacuerdo' },
  { value: 2, label: 'En desacuerdo' },
  { value: 3, label: 'Ni de acuerdo ni en desacuerdo' },
  { value: 4, label: 'De acuerdo' },
  { value: 5, label: 'Totalmente de acuerdo' },
] as const;

const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The class's sessions: every day between classes' start and end (both included) that falls on one of its
 * schedule's weekdays (1 = lunes … 5 = viernes), in order.
 */
export function classSessions(scheduleDayIds: readonly number[], classesStart: string, classesEnd: string): string[] {
  if (!isIsoDay(classesStart) || !isIsoDay(classesEnd)) return [];
  const days = new Set(scheduleDayIds);
  const out: string[] = [];
  for (let d = classesStart; d <= classesEnd; d = addDays(d, 1)) if (days.has(weekdayOf(d))) out.push(d);
  return out;
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The course's week a day falls in: week 1 is the seven days from classes' start (0 before it). */
export function courseWeek(classesStart: string, day: string): number {
  const d = daysBetween(classesStart, day);
  return d < 0 ? 0 : Math.floor(d / 7) + 1;
}

/** How many weeks the course has (its last one may be short). */
export function courseWeeks(classesStart: string, classesEnd: string): number {
  return courseWeek(classesStart, classesEnd);
}

/** The first and last day of a course week. */
export function weekDays(classesStart: string, week: number): { from: string; to: string } {
  const from = addDays(classesStart, (week - 1) * 7);
  return { from, to: addDays(from, 6) };
}

/** Where the syllabus should be at the end of `week`: an even share per week, in whole percent. */
export function expectedPercent(week: number, totalWeeks: number): number {
  if (totalWeeks <= 0) return 100;
  return Math.min(100, Math.floor((100 * Math.min(week, totalWeeks)) / totalWeeks));
}

/**
 * The week whose progress report may be written on `today`: the week in course, while classes run;
 * null before the first week and after the last.
 */
export function reportableWeek(p: { classesStart: string; classesEnd: string }, today: string): number | null {
  if (today < p.classesStart || today > p.classesEnd) return null;
  return courseWeek(p.classesStart, today);
}

/** The last whole week before `today` (null before the end of week 1), never past the course's last. */
export function weekJustEnded(p: { classesStart: string; classesEnd: string }, today: string): number | null {
  const w = Math.min(courseWeek(p.classesStart, today) - 1, courseWeeks(p.classesStart, p.classesEnd));
  return w >= 1 ? w : null;
}

/** A student's attendance: the sessions taken, how many they were absent from, and the percentage (null: none taken). */
export function attendancePercent(taken: number, absences: number): number | null {
  if (taken <= 0) return null;
  return Math.floor((100 * (taken - absences)) / taken);
}

export const isLowAttendance = (percent: number | null) => percent !== null && percent < ATTENDANCE_MIN_PERCENT;

export type BehindReason = 'no_report' | 'progress_behind' | 'attendance_missing';

export const BEHIND_REASON_LABELS: Record<BehindReason, string> = {
  no_report: 'Sin reporte de avance de la semana que terminó',
  progress_behind: 'Avance menor al esperado',
  attendance_missing: 'Asistencia sin tomar en dos sesiones o más',
};

/**
 * Why a class is behind on `today` (empty: it is not): no progress report for the week just ended; that
 * report's percentage under what the week should reach; attendance not taken for two past sessions or more.
 */
export function behindReasons(args: {
  period: { classesStart: string; classesEnd: string };
  today: string;
  sessions: readonly string[];
  takenDates: readonly string[];
  reports: readonly { week: number; percent: number }[];
}): {
  reasons: BehindReason[];
  week: number | null;
  expected: number | null;
  reported: number | null;
  missingSessions: string[];
} {
  const { period, today } = args;
  const week = weekJustEnded(period, today);
  const reasons: BehindReason[] = [];
  let expected: number | null = null;
  let reported: number | null = null;
  if (week !== null) {
    expected = expectedPercent(week, courseWeeks(period.classesStart, period.classesEnd));
    const report = args.reports.find((r) => r.week === week);
    if (!report) reasons.push('no_report');
    else {
      reported = report.percent;
      if (report.percent < expected) reasons.push('progress_behind');
    }
  }
  const taken = new Set(args.takenDates);
  const missingSessions = args.sessions.filter((d) => d < today && !taken.has(d));
  if (missingSessions.length >= MISSING_ATTENDANCE_LIMIT) reasons.push('attendance_missing');
  return { reasons, week, expected, reported, missingSessions };
}

/** Whether the evaluation is open on `today`: from the first day of the last week of classes to grades due. */
export function evaluationOpen(p: { classesEnd: string; gradesDue: string }, today: string): boolean {
  return addDays(p.classesEnd, -6) <= today && today <= p.gradesDue;
}

/** The evaluation's window, for screens. */
export function evaluationWindow(p: { classesEnd: string; gradesDue: string }): { from: string; to: string } {
  return { from: addDays(p.classesEnd, -6), to: p.gradesDue };
}

export const isEvaluationScores = (scores: unknown): scores is number[] =>
  Array.isArray(scores) &&
  scores.length === EVALUATION_QUESTIONS.length &&
  scores.every((s) => typeof s === 'number' && Number.isInteger(s) && s >= 1 && s <= 5);

/**
 * An evaluation's summary from its answers: the count, and — only from EVALUATION_MIN_ANSWERS — the mean
 * of each statement and overall (one decimal) and the comments.
 */
export function evaluationSummary(answers: readonly { scores: readonly number[]; comment: string | null }[]): {
  answers: number;
  shown: boolean;
  means: number[] | null;
  overall: number | null;
  comments: string[];
} {
  const n = answers.length;
  if (n < EVALUATION_MIN_ANSWERS) return { answers: n, shown: false, means: null, overall: null, comments: [] };
  const round1 = (x: number) => Math.round(x * 10) / 10;
  const means = EVALUATION_QUESTIONS.map((_, i) => round1(answers.reduce((s, a) => s + (a.scores[i] ?? 0), 0) / n));
  const all = answers.flatMap((a) => a.scores);
  const overall = round1(all.reduce((s, x) => s + x, 0) / all.length);
  const comments = answers.map((a) => a.comment?.trim() ?? '').filter((c) => c !== '');
  return { answers: n, shown: true, means, overall, comments: [...comments].sort() };
}

/** A trimmed optional text; null when blank. */
export function optionalText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t.slice(0, max);
}

/**
 * The printed attendance list's marks of one student: for each week column (`dd/mm` to `dd/mm`), «A» for a
 * session taken where they were present and «F» for one they missed, in date order.
 */
export function marksByWeek(
  weeks: readonly { from: string; to: string }[],
  marks: readonly { date: string; absent: boolean }[],
): string[] {
  const mmdd = (ddmm: string) => {
    const [d, m] = ddmm.split('/').map(Number) as [number, number];
    return m * 100 + d;
  };
  return weeks.map((w) =>
    marks
      .filter((k) => {
        const n = Number(k.date.slice(5, 7)) * 100 + Number(k.date.slice(8, 10));
        return mmdd(w.from) <= n && n <= mmdd(w.to);
      })
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((k) => (k.absent ? 'F' : 'A'))
      .join(' '),
  );
}
