import { z } from 'zod';
import { STAFF_LOGIN_MESSAGES, staffLoginProblem } from '../rules/staff-login.ts';
import { studentSchema } from './common.ts';

// The form's rules live in rules/staff-login.ts (no zod: the login screens stay light).
export { SIMPLE_EMAIL_PATTERN, STAFF_LOGIN_MESSAGES, staffLoginProblem } from '../rules/staff-login.ts';

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

export const staffRoleSchema = z.object({ id_role: z.number().int(), name: z.enum(['admin', 'teacher', 'finanzas']) });

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
  /**
   * The caller's own student record (what GET /students?userId= answers), null before they register: the web
   * knows who is signed in after one request instead of two.
   */
  student: studentSchema.nullable(),
});
export type StudentProfile = z.infer<typeof studentProfileSchema>;

export const authConfigSchema = z.object({
  mode: z.enum(['dev', 'external']),
  authority: z.string(),
  clientId: z.string(),
  scope: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigSchema>;
