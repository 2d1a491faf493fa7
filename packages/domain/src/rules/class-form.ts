import { isValidClassKey } from './class-key.ts';
import { timeToMinutes } from './schedule.ts';
import { isOnSlot, isWithinShift, shiftOf, SHIFTS, type Shift } from './shift.ts';

export const CLASS_FORM_MESSAGES = {
  required: 'Por favor, completa todos los campos obligatorios.',
  days: 'Debes seleccionar al menos un día de la semana.',
  startBeforeEnd: 'La hora de inicio debe ser menor que la hora de fin.',
  timeFormat: 'La hora debe tener el formato HH:MM.',
  slot: 'Las horas deben estar en intervalos de 30 minutos.',
  keyFormat: 'Formato inválido. Debe ser: 3 letras + 4 números',
  whatsappRequired: 'El enlace del grupo de WhatsApp es obligatorio.',
  whatsappFormat:
    'El enlace debe ser una invitación a un grupo de WhatsApp: https://chat.whatsapp.com/ seguido del código del grupo (al menos 10 letras o números).',
  duplicateDay: 'Cada día de la semana solo puede aparecer una vez en el horario.',
  noShift:
    'El horario debe quedar dentro de un solo turno: matutino (de 07:00 a 14:00) o vespertino (de 14:00 a 22:00).',
} as const;

export function outsideShiftMessage(shift: Shift): string {
  const s = SHIFTS[shift];
  return `El horario del turno ${s.label.toLowerCase()} debe estar entre ${s.start} y ${s.end}.`;
}

/** The popup titles of the create page for each kind of problem (docs/rules.md CLA-1–CLA-14). */
export const CLASS_FORM_TITLES = {
  required: 'Campos requeridos',
  days: 'Días requeridos',
  time: 'Horario inválido',
  whatsapp: 'Campos requeridos',
} as const;

export type ClassFormProblemKind = keyof typeof CLASS_FORM_TITLES;

export interface ClassFormProblem {
  kind: ClassFormProblemKind;
  field: string;
  message: string;
}

export interface ClassFormInput {
  subjectId?: number | null;
  clave?: string | null;
  period?: number | null;
  shift?: Shift | null;
  startTime?: string | null;
  endTime?: string | null;
  dayIds?: readonly number[] | null;
  whatsappLink?: string | null;
  /** A student-created class needs its group's WhatsApp link (docs/rules.md CLA-8); the admin form does not. */
  whatsappRequired: boolean;
  /**
   * The forms always choose a shift; the API lets a client leave it out (the spec's required fields
   * do not name it): then the times must fit one shift, which becomes the class's.
   */
  shiftOptional?: boolean;
}

/** A WhatsApp group invitation: https://chat.whatsapp.com/<code>, optionally with a trailing slash or a query. */
const WHATSAPP_GROUP = /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{10,64}\/?(\?[A-Za-z0-9_=&.%-]*)?$/;

export function isWhatsappGroupLink(value: string): boolean {
  return WHATSAPP_GROUP.test(value.trim());
}

/** The WhatsApp link rule alone (class form, and the leader's link editor). */
export function whatsappLinkProblem(link: string | null | undefined, required: boolean): ClassFormProblem | null {
  const value = link?.trim() ?? '';
  if (!value) {
    return required ? { kind: 'whatsapp', field: 'whatsappLink', message: CLASS_FORM_MESSAGES.whatsappRequired } : null;
  }
  return isWhatsappGroupLink(value)
    ? null
    : { kind: 'whatsapp', field: 'whatsappLink', message: CLASS_FORM_MESSAGES.whatsappFormat };
}

/** "07:00", "7:00" or "07:00:00" (seconds, when given, must be 00). */
const TIME_FORMAT = /^\d{1,2}:\d{2}(:00)?$/;

function isTimeValue(value: string): boolean {
  return TIME_FORMAT.test(value) && timeToMinutes(value) !== null;
}

const REQUIRED_FIELDS = ['subjectId', 'clave', 'period', 'shift', 'startTime', 'endTime'] as const;

/**
 * Every problem of a class form at once, at most one per field, in the order the original checks them
 * (required fields, weekdays, the times — format, start before end, the shift's hours, 30-minute
 * slots —, key, WhatsApp link). A check that needs a missing value is skipped: the missing value is
 * the problem. The forms show them all under their fields.
 */
export function classFormProblems(input: ClassFormInput): ClassFormProblem[] {
  const problems: ClassFormProblem[] = [];
  const missing = REQUIRED_FIELDS.filter((f) => {
    if (f === 'shift' && input.shiftOptional) return false;
    const v = input[f];
    return v === null || v === undefined || v === '' || v === 0;
  });
  for (const field of missing) problems.push({ kind: 'required', field, message: CLASS_FORM_MESSAGES.required });
  if (!input.dayIds || input.dayIds.length === 0) {
    problems.push({ kind: 'days', field: 'schedule', message: CLASS_FORM_MESSAGES.days });
  } else if (new Set(input.dayIds).size !== input.dayIds.length) {
    problems.push({ kind: 'days', field: 'schedule', message: CLASS_FORM_MESSAGES.duplicateDay });
  }
  const needed = ['startTime', 'endTime', ...(input.shiftOptional ? [] : ['shift'])];
  const times = needed.some((f) => missing.includes(f as never)) ? null : timesProblem(input);
  if (times) problems.push(times);
  if (!missing.includes('clave') && !isValidClassKey(input.clave!)) {
    problems.push({ kind: 'required', field: 'clave', message: CLASS_FORM_MESSAGES.keyFormat });
  }
  const link = whatsappLinkProblem(input.whatsappLink, input.whatsappRequired);
  if (link) problems.push(link);
  return problems;
}

/** The times of a form whose start, end (and shift, unless optional) are given: the first problem, or null. */
function timesProblem(input: ClassFormInput): ClassFormProblem | null {
  const startTime = input.startTime!;
  const endTime = input.endTime!;
  const given = input.shift || null;
  if (!isTimeValue(startTime) || !isTimeValue(endTime)) {
    return { kind: 'time', field: 'startTime', message: CLASS_FORM_MESSAGES.timeFormat };
  }
  if (timeToMinutes(startTime)! >= timeToMinutes(endTime)!) {
    return { kind: 'time', field: 'startTime', message: CLASS_FORM_MESSAGES.startBeforeEnd };
  }
  if (given === null) {
    if (shiftOf(startTime, endTime) === null)
      return { kind: 'time', field: 'shift', message: CLASS_FORM_MESSAGES.noShift };
  } else if (!isWithinShift(given, startTime) || !isWithinShift(given, endTime)) {
    return { kind: 'time', field: 'shift', message: outsideShiftMessage(given) };
  }
  if (!isOnSlot(startTime) || !isOnSlot(endTime)) {
    return { kind: 'time', field: 'startTime', message: CLASS_FORM_MESSAGES.slot };
  }
  return null;
}

/** The first problem of `classFormProblems`, or null: what the API answers as a 400. */
export function classFormProblem(input: ClassFormInput): ClassFormProblem | null {
  return classFormProblems(input)[0] ?? null;
}
