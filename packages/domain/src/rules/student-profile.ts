import { normalizeStudentPhone } from './phone.ts';

export const STUDENT_PROFILE_MESSAGES = {
  /** The API's answer to a missing field, and the form's summary title over the fields that say which. */
  required: 'Campos requeridos',
  /** Under each empty field of the form: what to do there, rather than the summary repeated three times. */
  careerMissing: 'Elige tu carrera.',
  controlNumberMissing: 'Escribe tu número de control.',
  phoneMissing: 'Escribe tu número de teléfono.',
  phone: 'El teléfono debe contener solo números y tener entre 10 y 15 dígitos.',
  controlNumber: 'El número de control debe tener 8 dígitos, opcionalmente precedido por una letra.',
} as const;

/** Control number: an optional capital letter followed by 8 digits. */
export const CONTROL_NUMBER_PATTERN = /^[A-Z]?\d{8}$/;

/** A student phone: country code and number, 10 to 15 digits, "+" and separators allowed (see rules/phone.ts). */
export function isValidStudentPhone(phone: string): boolean {
  return normalizeStudentPhone(phone) !== null;
}

export function isValidControlNumber(value: string): boolean {
  return CONTROL_NUMBER_PATTERN.test(value);
}

/**
 * The control number as stored and compared: trimmed and upper-cased, so "c20390211" is accepted
 * as "C20390211" and the same number cannot be registered twice in different case.
 */
export function normalizeControlNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The phone the profile form sends, in the stored form: "+", the country code's digits and the number's. */
export function composeStudentPhone(countryCode: string, number: string): string {
  return `+${countryCode.replace(/\D/g, '')}${number.replace(/\D/g, '')}`;
}

/**
 * The profile form's two fields for a stored phone: the country code it starts with (+52 or +1,
 * when at least 10 digits follow it) and the rest; anything else is shown as +52 and the digits.
 */
export function splitStudentPhone(phone: string | null | undefined): { countryCode: '+52' | '+1'; number: string } {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.startsWith('52') && digits.length >= 12) return { countryCode: '+52', number: digits.slice(2) };
  if (digits.startsWith('1') && digits.length >= 11) return { countryCode: '+1', number: digits.slice(1) };
  return { countryCode: '+52', number: digits };
}

/** "9831234567" → "(983) 123-4567"; other lengths unchanged; empty → null. */
export function formatPhone10(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  const ten = digits.length > 10 ? digits.slice(-10) : digits;
  if (ten.length !== 10) return phone ?? null;
  return `(${ten.slice(0, 3)}) ${ten.slice(3, 6)}-${ten.slice(6)}`;
}
