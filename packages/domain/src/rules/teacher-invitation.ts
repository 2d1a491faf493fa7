import { STAFF_PASSWORD_MIN } from '../constants.ts';
import { formRule } from './form-rule.ts';

/** A teacher invitation is valid this long after it is sent (or resent). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** The longest staff password accepted (the sign-in form's limit). */
export const STAFF_PASSWORD_MAX = 200;

/** Messages of the teacher invitations (docs/rules.md DOC-2–DOC-5). */
export const INVITATION_MESSAGES = {
  expired: 'La invitación expiró. Pide a la coordinación académica que te envíe una nueva.',
  used: 'La invitación ya fue usada. Inicia sesión con tu correo y la contraseña que elegiste.',
  unknown: 'La invitación no existe o fue revocada.',
  notAccepted: 'Solo se puede invitar a quien tiene una solicitud aceptada.',
  accountExists: 'Ya existe una cuenta de personal con ese correo.',
  alreadyUsed: 'La invitación ya fue usada: el docente ya tiene su cuenta.',
  invitationNotFound: 'La invitación no existe.',
  passwordRequired: 'Escribe una contraseña.',
  passwordBlank: 'La contraseña no puede tener solo espacios.',
  passwordTooShort: `La contraseña debe tener al menos ${STAFF_PASSWORD_MIN} caracteres`,
  passwordTooLong: `La contraseña admite como máximo ${STAFF_PASSWORD_MAX} caracteres.`,
  confirmationRequired: 'Escribe otra vez la contraseña.',
  confirmationMismatch: 'Las contraseñas no coinciden.',
  notTeacher: 'La cuenta no existe o no es de un docente.',
} as const;

export type InvitationState = 'pending' | 'expired' | 'used' | 'revoked';

/** What an invitation is now: used and revoked win over expiry (a used link stays "used" forever). */
export function invitationState(
  inv: { used_at: string | null; revoked_at: string | null; expires_at: number | string },
  nowMs: number,
): InvitationState {
  if (inv.used_at !== null) return 'used';
  if (inv.revoked_at !== null) return 'revoked';
  return Number(inv.expires_at) <= nowMs ? 'expired' : 'pending';
}

/** The Spanish labels of the states, as the admin's list shows them. */
export const INVITATION_STATE_LABELS: Record<InvitationState, string> = {
  pending: 'Pendiente',
  expired: 'Expirada',
  used: 'Usada',
  revoked: 'Revocada',
};

/**
 * The new password's first problem (the staff rules: 6 to 200 characters, not only spaces — spaces
 * at either end do not count toward the 6), or null. The password is kept as typed.
 */
export function staffPasswordProblem(password: string | null | undefined): string | null {
  const p = password ?? '';
  if (!p) return INVITATION_MESSAGES.passwordRequired;
  if (!p.trim()) return INVITATION_MESSAGES.passwordBlank;
  if (p.trim().length < STAFF_PASSWORD_MIN) return INVITATION_MESSAGES.passwordTooShort;
  if (p.length > STAFF_PASSWORD_MAX) return INVITATION_MESSAGES.passwordTooLong;
  return null;
}

/**
 * The invitation form's problems, by field, all at once: the password's own, and the confirmation's (missing,
 * or not the same), so one submit says everything there is to fix.
 */
export function invitationFormProblems(values: { password: string; confirmation: string }): {
  password: string | null;
  confirmation: string | null;
} {
  const password = staffPasswordProblem(values.password);
  let confirmation: string | null = null;
  if (!values.confirmation) confirmation = INVITATION_MESSAGES.confirmationRequired;
  else if (values.confirmation !== values.password) confirmation = INVITATION_MESSAGES.confirmationMismatch;
  return { password, confirmation };
}

/** The invitation form's rule, for the web's form (each field's problem under it). */
export const invitationFormRule = formRule(invitationFormProblems);

/**
 * The path of an invitation's link in the web app: the token travels in the URL's fragment, which
 * browsers never send (no server or proxy can log it, no Referer carries it). Links of the older
 * shape, `/staff/invitation/<token>`, still open the page, which moves the token into the fragment.
 */
export const invitationPath = (token: string) => `/staff/invitation#${token}`;

/** The token of an invitation link of either shape (fragment or older path), or null. */
export function invitationTokenOf(link: string): string | null {
  return /\/staff\/invitation(?:#|\/)([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? null;
}
