import { z } from 'zod';
import { STAFF_PASSWORD_MIN } from '../constants.ts';

export const STAFF_LOGIN_MESSAGES = {
  required: 'Todos los campos son obligatorios',
  email: 'Por favor, ingresa un email válido',
  password: 'La contraseña debe tener al menos 6 caracteres',
} as const;

/** The simple email pattern of the staff login form (spec §5). */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The staff login form's first problem, in the spec's order: required, email, password length.
 * Used by the form and, through the schema below, by the API.
 */
export function staffLoginProblem(values: { email?: string | null; password?: string | null }): string | null {
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  if (!email || !password) return STAFF_LOGIN_MESSAGES.required;
  if (!SIMPLE_EMAIL_PATTERN.test(email)) return STAFF_LOGIN_MESSAGES.email;
  if (password.length < STAFF_PASSWORD_MIN) return STAFF_LOGIN_MESSAGES.password;
  return null;
}

export const staffLoginBodySchema = z
  .object({
    email: z.string({ error: STAFF_LOGIN_MESSAGES.required }).max(254, { error: STAFF_LOGIN_MESSAGES.email }),
    password: z.string({ error: STAFF_LOGIN_MESSAGES.required }).max(200, { error: STAFF_LOGIN_MESSAGES.password }),
  })
  .superRefine((body, ctx) => {
    const problem = staffLoginProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((body) => ({ email: body.email.trim().toLowerCase(), password: body.password }));

export const staffRoleSchema = z.object({ id_role: z.number().int(), name: z.enum(['admin', 'teacher']) });

export const staffUserSchema = z.object({
  id: z.number().int(),
  id_user: z.number().int(),
  name: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string(),
  email: z.string(),
  role: staffRoleSchema,
  isActive: z.boolean(),
  type: z.literal('staff'),
});
export type StaffUserResponse = z.infer<typeof staffUserSchema>;

export const staffLoginResponseSchema = z.object({
  access_token: z.string(),
  /** Milliseconds since the epoch: when the token stops working (24 h after login). */
  expiresAt: z.number().int(),
  user: staffUserSchema,
});
export type StaffLoginResponse = z.infer<typeof staffLoginResponseSchema>;

export const studentProfileSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  email: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string(),
  oid: z.string(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const authConfigSchema = z.object({
  mode: z.enum(['dev', 'external']),
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
