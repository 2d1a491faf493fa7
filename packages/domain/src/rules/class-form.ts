import { isValidClassKey } from './class-key.ts';
import { timeToMinutes } from './schedule.ts';
import { isOnSlot, isWithinShift, SHIFTS, type Shift } from './shift.ts';

export const CLASS_FORM_MESSAGES = {
  required: 'Por favor, completa todos los campos obligatorios.',
  days: 'Debes seleccionar al menos un día de la semana.',
  startBeforeEnd: 'La hora de inicio debe ser menor que la hora de fin.',
  slot: 'Las horas deben estar en intervalos de 30 minutos.',
  keyFormat: 'Formato inválido. Debe ser: 3 letras + 4 números',
  whatsappRequired: 'El enlace del grupo de WhatsApp es obligatorio.',
  whatsappFormat: 'El enlace debe ser de un grupo de WhatsApp (https://chat.whatsapp.com/...).',
  duplicateDay: 'Cada día de la semana solo puede aparecer una vez en el horario.',
} as const;

export function outsideShiftMessage(shift: Shift): string {
  const s = SHIFTS[shift];
  return `El horario del turno ${s.label.toLowerCase()} debe estar entre ${s.start} y ${s.end}.`;
}

/** The popup titles of the create page for each kind of problem (spec §5). */
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
  whatsappRequired: boolean;
}

const WHATSAPP_GROUP = /^https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9_-]{10,64}\/?$/;

export function isWhatsappGroupLink(value: string): boolean {
  return WHATSAPP_GROUP.test(value.trim());
}

/**
 * The class form's rules in the order the original checks them; the first problem found, or null.
 * The create page shows it in a popup; the API answers it as a 400.
 */
export function classFormProblem(input: ClassFormInput): ClassFormProblem | null {
  const { subjectId, clave, period, startTime, endTime, shift } = input;
  if (!subjectId || !clave || !period || !startTime || !endTime) {
    const field = !subjectId
      ? 'subjectId'
      : !clave
        ? 'clave'
        : !period
          ? 'period'
          : !startTime
            ? 'startTime'
            : 'endTime';
    return { kind: 'required', field, message: CLASS_FORM_MESSAGES.required };
  }
  if (!input.dayIds || input.dayIds.length === 0) {
    return { kind: 'days', field: 'schedule', message: CLASS_FORM_MESSAGES.days };
  }
  if (new Set(input.dayIds).size !== input.dayIds.length) {
    return { kind: 'days', field: 'schedule', message: CLASS_FORM_MESSAGES.duplicateDay };
  }
  const start = timeToMinutes(startTime);
  const end = timeToMinutes(endTime);
  if (start === null || end === null || start >= end) {
    return { kind: 'time', field: 'startTime', message: CLASS_FORM_MESSAGES.startBeforeEnd };
  }
  if (!isOnSlot(startTime) || !isOnSlot(endTime)) {
    return { kind: 'time', field: 'startTime', message: CLASS_FORM_MESSAGES.slot };
  }
  if (shift && (!isWithinShift(shift, startTime) || !isWithinShift(shift, endTime))) {
    return { kind: 'time', field: 'shift', message: outsideShiftMessage(shift) };
  }
  if (!isValidClassKey(clave)) {
    return { kind: 'required', field: 'clave', message: CLASS_FORM_MESSAGES.keyFormat };
  }
  const link = input.whatsappLink?.trim() ?? '';
  if (input.whatsappRequired && !link) {
    return { kind: 'whatsapp', field: 'whatsappLink', message: CLASS_FORM_MESSAGES.whatsappRequired };
  }
  if (link && !isWhatsappGroupLink(link)) {
    return { kind: 'whatsapp', field: 'whatsappLink', message: CLASS_FORM_MESSAGES.whatsappFormat };
  }
  return null;
}
