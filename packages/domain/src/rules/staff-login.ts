import { STAFF_PASSWORD_MIN } from '../constants.ts';
import { formRule } from './form-rule.ts';

/** The staff login form's messages (docs/rules.md SES-1). */
export const STAFF_LOGIN_MESSAGES = {
  required: 'Todos los campos son obligatorios',
  email: 'Por favor, ingresa un email válido',
  password: 'La contraseña debe tener al menos 6 caracteres',
} as const;

/** The simple email pattern of the staff login form (docs/rules.md SES-1). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The staff login form's first problem, in the spec's order: required, email, password length.
 * Used by the form and, through the login body schema, by the API.
 */
export function staffLoginProblem(values: { email?: string | null; password?: string | null }): string | null {
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  // A password of spaces only is no password (no account may have one: see staffPasswordProblem).
  if (!email || !password.trim()) return STAFF_LOGIN_MESSAGES.required;
  if (!SIMPLE_EMAIL_PATTERN.test(email)) return STAFF_LOGIN_MESSAGES.email;
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_LOGIN_MESSAGES.password;
  return null;
}

export interface StaffLoginValues {
  email: string;
  password: string;
}

/**
 * The staff login form's rule: the spec's one message at a time (`staffLoginProblem`), under the field to
 * fix — the first empty one, the email that is not an address, the short password.
 */
export const staffLoginFormRule = formRule<StaffLoginValues>((values) => {
  const problem = staffLoginProblem(values);
  if (!problem) return {};
  const emailFirst =
    problem === STAFF_LOGIN_MESSAGES.email || (problem === STAFF_LOGIN_MESSAGES.required && !values.email.trim());
  return emailFirst ? { email: problem } : { password: problem };
});
