/**
 * The sign-in messages both sides show: the API answers them (ERROR_MESSAGES) and the web says them before a call
 * that lacks the token it needs (docs/rules.md ACC-8). Kept apart from errors.ts so the web's entry chunk carries
 * only these lines.
 */
export const AUTH_MESSAGES = {
  authRequired: 'Autenticación requerida',
  staffTokenRequired: 'Token de staff requerido',
  studentAuthRequired: 'Autenticación de estudiante requerida',
  invalidCredentials: 'Email o contraseña incorrectos',
} as const;
