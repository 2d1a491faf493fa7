import { selectableYears } from '@portal/domain/constants';
import { endTimeOptions, startTimeOptions, type ClassFormInput, type Shift } from '@portal/domain/rules';
import { ApiError, userMessage } from '../../lib/api-client.ts';

export type ClassFormMode = 'student' | 'admin';

/** The class-creation form (docs/rules.md CLA-1–CLA-14), as the inputs hold it (selects give text). */
export interface ClassFormValues {
  subjectId: string | null;
  /** Read-only, filled from the subject. */
  clave: string;
  period: string;
  /** Labelled "Motivo". */
  description: string;
  shift: Shift;
  startTime: string;
  endTime: string;
  /** Weekday ids 1–5 as text, in the order they were ticked. */
  dayIds: string[];
  whatsappLink: string;
  /** Admin mode only: the optional responsible student. */
  responsibleStudentId: string;
  responsibleControlNumber: string;
  responsiblePhone: string;
}

/** A student the admin may choose as responsible (admin mode): fills id, control number and phone. */
export interface ResponsibleCandidate {
  id: number;
  /** What the picker shows and searches: full name and control number. */
  label: string;
  controlNumber: string;
  phone: string;
  /** Their career, so the subject list offers its subjects first. */
  careerId?: number | null;
}

/** The signed-in student a student-mode form creates the class for (their own record). */
export interface CreatingStudent {
  id_student: number;
  control_number: string;
  phone: string;
  /** Their career, so the subject list offers its subjects first. */
  id_career?: number | null;
}

/** The body of POST /classes as the form builds it (a `CreateClassBody` of the domain; sent by `api/classes.ts`). */
export interface CreateClassRequest {
  subjectId: number;
  clave: string;
  period: number;
  description: string | null;
  schedule: { dayId: number; startTime: string; endTime: string }[];
  shift: Shift;
  whatsappLink: string | null;
  responsibleStudent?: { studentId: number; controlNumber?: string; studentPhone?: string };
}

export function classFormDefaults(now: Date): ClassFormValues {
  const years = selectableYears(now);
  return {
    subjectId: null,
    clave: '',
    period: String(years[years.length - 1]),
    description: '',
    shift: 'matutino',
    startTime: '',
    endTime: '',
    dayIds: [],
    whatsappLink: '',
    responsibleStudentId: '',
    responsibleControlNumber: '',
    responsiblePhone: '',
  };
}

/**
 * The times that stay valid after the shift or the start changes: a start outside the new shift is
 * cleared, and so is an end that is not among the ends allowed after the start.
 */
export function keepValidTimes(
  shift: Shift,
  startTime: string,
  endTime: string,
): { startTime: string; endTime: string } {
  const start = startTimeOptions(shift).includes(startTime) ? startTime : '';
  const end = endTimeOptions(shift, start || null).includes(endTime) ? endTime : '';
  return { startTime: start, endTime: end };
}

/** What the shared class-form rules (`classFormProblem`) check; a student must give the WhatsApp link. */
export function toClassFormInput(values: ClassFormValues, mode: ClassFormMode): ClassFormInput {
  return {
    subjectId: values.subjectId ? Number(values.subjectId) : null,
    clave: values.clave.trim(),
    period: values.period ? Number(values.period) : null,
    shift: values.shift,
    startTime: values.startTime,
    endTime: values.endTime,
    dayIds: values.dayIds.map(Number),
    whatsappLink: values.whatsappLink,
    whatsappRequired: mode === 'student',
  };
}

/** A positive whole number typed as text, or null. */
function positiveInt(text: string): number | null {
  const t = text.trim();
  return /^\d+$/.test(t) && Number(t) > 0 ? Number(t) : null;
}

export const RESPONSIBLE_STUDENT_INVALID = 'El ID del estudiante responsable debe ser un número entero positivo.';

/** Admin mode: the responsible student id, when one is typed, must be a positive whole number. */
export function responsibleStudentProblem(values: ClassFormValues, mode: ClassFormMode): string | null {
  if (mode !== 'admin' || values.responsibleStudentId.trim() === '') return null;
  return positiveInt(values.responsibleStudentId) === null ? RESPONSIBLE_STUDENT_INVALID : null;
}

/**
 * The body of POST /classes: one schedule entry per chosen day with the same times (days in
 * Monday → Friday order). A student's class names the student as responsible; the admin's
 * responsible student is sent only when an id is given (docs/rules.md CLA-13).
 */
export function toCreateClassRequest(
  values: ClassFormValues,
  mode: ClassFormMode,
  student: CreatingStudent | null,
): CreateClassRequest {
  const dayIds = [...new Set(values.dayIds.map(Number))].sort((a, b) => a - b);
  const body: CreateClassRequest = {
    subjectId: Number(values.subjectId),
    clave: values.clave.trim(),
    period: Number(values.period),
    description: values.description.trim() || null,
    schedule: dayIds.map((dayId) => ({ dayId, startTime: values.startTime, endTime: values.endTime })),
    shift: values.shift,
    whatsappLink: values.whatsappLink.trim() || null,
  };
  if (mode === 'student' && student) {
    body.responsibleStudent = {
      studentId: student.id_student,
      controlNumber: student.control_number,
      studentPhone: student.phone,
    };
  }
  const responsibleId = mode === 'admin' ? positiveInt(values.responsibleStudentId) : null;
  if (responsibleId !== null) {
    body.responsibleStudent = {
      studentId: responsibleId,
      ...(values.responsibleControlNumber.trim() ? { controlNumber: values.responsibleControlNumber.trim() } : {}),
      ...(values.responsiblePhone.trim() ? { studentPhone: values.responsiblePhone.trim() } : {}),
    };
  }
  return body;
}

export const CREATE_CLASS_ERRORS = {
  title: 'Error al crear clase',
  unknownServer: 'Error desconocido del servidor',
  unexpected: 'Error inesperado. Por favor, intenta nuevamente.',
} as const;

/**
 * The message of "Error al crear clase" (docs/rules.md CLA-14): the server's message; a server answer without
 * one is "Error desconocido del servidor"; no answer at all is unexpected. A call refused before it
 * left (no token) says why in its own words.
 */
export const SESSION_ERROR = {
  title: 'Error de sesión',
  message: 'No se pudo obtener la información del usuario. Por favor, inicia sesión nuevamente.',
} as const;

/**
 * The popup of a failed creation: a 401 means the session ended while the form was open, which
 * docs/rules.md CLA-14 words as "Error de sesión"; anything else is "Error al crear clase".
 */
export function createClassErrorPopup(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError && error.status === 401) return SESSION_ERROR;
  return { title: CREATE_CLASS_ERRORS.title, message: createClassErrorMessage(error) };
}

export const createClassErrorMessage = (error: unknown): string =>
  userMessage(error, CREATE_CLASS_ERRORS.unknownServer, {
    network: CREATE_CLASS_ERRORS.unexpected,
    unexpected: CREATE_CLASS_ERRORS.unexpected,
  });
