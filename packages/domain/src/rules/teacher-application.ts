import { APPLICATION_COUNTRY_CODES, APPLICATION_REASON_MAX } from '../constants.ts';
import { phoneInputDigits, storedPhone } from './phone.ts';
import { normalizeSearchText } from './search.ts';

/** The Spanish messages of the teacher application form (docs/rules.md SOL-1–SOL-4), shared by the form and the API. */
export const APPLICATION_MESSAGES = {
  required: 'Por favor, completa todos los campos obligatorios.',
  /** Under each required field left empty; `required` sums them up next to the button. */
  fieldRequired: 'Este campo es obligatorio.',
  phone: 'El número de teléfono debe tener 10 dígitos.',
  countryCode: 'Selecciona un código de país válido: +52, +1, +502, +506, +54 o +34.',
  email: 'Por favor, ingresa un correo electrónico válido.',
  reason: `El motivo no debe superar ${APPLICATION_REASON_MAX} caracteres.`,
  notText: 'Los datos de la solicitud deben ser texto.',
  classId: 'La clase indicada no es válida.',
  classNotFound: 'La clase indicada no existe.',
  success: '¡Solicitud enviada correctamente!',
  submitFailed: 'Ocurrió un error al enviar la solicitud. Intenta de nuevo.',
  /** The API's refusal of a second application for the same class on the same day; the form shows it as done. */
  duplicate:
    'Ya recibimos tu solicitud para esta clase hoy. Te contactaremos pronto; no es necesario enviarla de nuevo.',
} as const;

/** Longest values the API stores (the spec gives only the reason's limit). */
export const APPLICATION_LIMITS = {
  name: 100,
  surname: 100,
  email: 254,
  cv: 2000,
  reason: APPLICATION_REASON_MAX,
  phoneInput: 30,
} as const;

export const PHONE_DIGITS = 10;

/** A simple address pattern, the same in the browser and on the server. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

export type ApplicationCountryCode = (typeof APPLICATION_COUNTRY_CODES)[number]['code'];

const CODE_DIGITS = APPLICATION_COUNTRY_CODES.map((c) => c.code.slice(1));

/** Keeps only the digits of what was typed (the form's phone box accepts digits only). */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** What the form sends as contactPhone: the country code followed by the 10-digit number. */
export function composeApplicationPhone(countryCode: string, number: string): string {
  return `${countryCode}${phoneDigits(number)}`;
}

export type ApplicationPhoneResult =
  { ok: true; phone: string; countryCode: ApplicationCountryCode; number: string } | { ok: false; message: string };

/**
 * Reads contactPhone with the portal's one phone rule (rules/phone.ts: "+" optional; spaces, dashes,
 * dots and parentheses ignored; stored as "+" and the digits), then the application's own check: a
 * listed country code followed by exactly 10 digits. The codes have different lengths, so the
 * country code is whatever precedes the last 10 digits.
 */
export function parseApplicationPhone(value: string): ApplicationPhoneResult {
  const digits = phoneInputDigits(value);
  if (digits === null) return { ok: false, message: APPLICATION_MESSAGES.phone };
  const knownPrefix = CODE_DIGITS.some((c) => digits.startsWith(c));
  if (digits.length > PHONE_DIGITS) {
    const code = digits.slice(0, -PHONE_DIGITS);
    if (CODE_DIGITS.includes(code)) {
      const countryCode = `+${code}` as ApplicationCountryCode;
      const number = digits.slice(-PHONE_DIGITS);
      return { ok: true, phone: storedPhone(digits), countryCode, number };
    }
    // A known code followed by the wrong number of digits is a phone-length problem.
    return { ok: false, message: knownPrefix ? APPLICATION_MESSAGES.phone : APPLICATION_MESSAGES.countryCode };
  }
  // Ten digits that cannot start with a code: the number came without its country code.
  if (digits.length === PHONE_DIGITS && !knownPrefix) return { ok: false, message: APPLICATION_MESSAGES.countryCode };
  return { ok: false, message: APPLICATION_MESSAGES.phone };
}

/** "+529831234567" → "+52 (983) 123-4567"; anything else unchanged. */
export function formatApplicationPhone(value: string): string {
  const parsed = parseApplicationPhone(value);
  if (!parsed.ok) return value;
  const n = parsed.number;
  return `${parsed.countryCode} (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
}

/** The applicant's full name: name, paternal and maternal surname. */
export function applicantFullName(a: {
  name: string;
  paternal_surname: string;
  maternal_surname?: string | null;
}): string {
  return [a.name, a.paternal_surname, a.maternal_surname ?? ''].filter((s) => s.trim() !== '').join(' ');
}

/** The stored search column: name, surnames and email, without accents or case. */
export function applicationSearchText(a: {
  name: string;
  paternal_surname: string;
  maternal_surname?: string | null;
  contact_email: string;
}): string {
  return normalizeSearchText(`${applicantFullName(a)} ${a.contact_email}`);
}

/** Two submissions of the same address for the same class within this window are one. */
export const DUPLICATE_APPLICATION_WINDOW_MS = 24 * 60 * 60 * 1000;
