/**
 * Grades and the acta (docs/rules.md ACT): TecNM grades are whole numbers from 0 to 100; 70 or more passes
 * («Acreditada»), below it the subject is «No acreditada (NA)», as in a semester.
 */
export const GRADE_MIN = 0;
export const GRADE_MAX = 100;
export const PASSING_GRADE = 70;

export type GradeResult = 'acreditada' | 'no_acreditada';

export const GRADE_RESULT_LABELS: Record<GradeResult, string> = {
  acreditada: 'Acreditada',
  no_acreditada: 'No acreditada (NA)',
};

export const GRADE_MESSAGES = {
  invalid: 'La calificación debe ser un número entero de 0 a 100.',
  studentRequired: 'Cada calificación debe indicar el estudiante.',
  gradesRequired: 'Envía al menos una calificación.',
  notStarted: 'Las calificaciones se capturan solo en una clase iniciada.',
  actaClosed: 'El acta de esta clase está cerrada.',
  notInClass: 'El estudiante no está en esta clase.',
  notGradingTeacher: 'Solo el docente asignado a esta clase o un administrador puede capturar sus calificaciones.',
  reopenReasonRequired: 'Escribe el motivo para reabrir el acta.',
  actaNotClosed: 'El acta de esta clase no está cerrada.',
  constanciaUnavailable: 'La constancia solo está disponible para los estudiantes que terminaron esta clase.',
  folioNotFound: 'No existe una constancia con ese folio.',
  saved: 'Calificaciones guardadas.',
  closed: 'Acta cerrada.',
  reopened: 'Acta reabierta.',
} as const;

/** Whether a value is a grade the API accepts: a whole number 0–100. */
export function isGrade(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= GRADE_MIN && value <= GRADE_MAX;
}

export function gradeResult(grade: number): GradeResult {
  return grade >= PASSING_GRADE ? 'acreditada' : 'no_acreditada';
}

export function gradeResultLabel(grade: number): string {
  return GRADE_RESULT_LABELS[gradeResult(grade)];
}

/**
 * What a grade field typed by a person means: empty (no grade yet), a grade, or a problem. Spaces around
 * it are ignored; anything but digits is refused (no decimals, no signs).
 */
export function parseGradeInput(text: string): { grade: number | null } | { problem: string } {
  const t = text.trim();
  if (t === '') return { grade: null };
  if (!/^\d{1,3}$/.test(t)) return { problem: GRADE_MESSAGES.invalid };
  const n = Number(t);
  return isGrade(n) ? { grade: n } : { problem: GRADE_MESSAGES.invalid };
}

const UNITS = ['cero', 'uno', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve'];
const TEENS = [
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
];
const TWENTIES = [
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];

/** A grade in Spanish words, as the acta writes it beside the figure: 75 → «setenta y cinco», 100 → «cien». */
export function gradeInWords(grade: number): string {
  if (!isGrade(grade)) throw new RangeError(`not a grade: ${grade}`);
  if (grade === 100) return 'cien';
  if (grade < 10) return UNITS[grade]!;
  if (grade < 20) return TEENS[grade - 10]!;
  if (grade < 30) return TWENTIES[grade - 20]!;
  const tens = TENS[Math.floor(grade / 10)]!;
  const unit = grade % 10;
  return unit === 0 ? tens : `${tens} y ${UNITS[unit]}`;
}

/** The 409 of closing an acta with students still ungraded: names every one of them. */
export function missingGradesMessage(names: readonly string[]): string {
  return `No se puede cerrar el acta: falta la calificación de ${names.join(', ')}.`;
}

/** The statuses in which grades are captured (the class started) and the one the acta closes it into. */
export const GRADING_STATUS = 'active';
export const FINISHED_STATUS = 'finished';

/**
 * Whether a grade may be written now: the class started and its acta open. Returns the refusal's
 * message key, or null when it may.
 */
export function gradingRefusal(cls: { status: string; actaClosed: boolean }): 'actaClosed' | 'notStarted' | null {
  if (cls.actaClosed || cls.status === FINISHED_STATUS) return 'actaClosed';
  if (cls.status !== GRADING_STATUS) return 'notStarted';
  return null;
}

/** A reopening's reason, trimmed; null when blank (refused). */
export function reopenReason(reason: unknown): string | null {
  return typeof reason === 'string' && reason.trim() !== '' ? reason.trim().slice(0, 500) : null;
}

/** The reopening form's rule (the same the API applies): a reason is required. */
export function reopenReasonProblem(reason: string): string | null {
  return reopenReason(reason) === null ? GRADE_MESSAGES.reopenReasonRequired : null;
}
