import { z } from 'zod';
import { INVITATION_MESSAGES, staffPasswordProblem } from '../rules/teacher-invitation.ts';
import { scheduleEntrySchema } from './classes.ts';

const TOKEN_MESSAGE = 'El enlace de la invitación no es válido.';
const token = z
  .string({ error: TOKEN_MESSAGE })
  .min(16, { error: TOKEN_MESSAGE })
  .max(100, { error: TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_-]+$/, { error: TOKEN_MESSAGE });

/**
 * POST /staff/invitation/lookup: the token in the body, never in a URL (servers and proxies log URLs,
 * also in their error logs; docs/reliability.md, "Tokens in logs").
 */
export const invitationLookupBodySchema = z.object({ token });

/** POST /staff/invitation/accept. */
export const acceptInvitationBodySchema = z.object({
  token,
  password: z.string({ error: INVITATION_MESSAGES.passwordRequired }).superRefine((password, ctx) => {
    // The form's rule (rules/teacher-invitation.ts), so the API answers with the form's message.
    const problem = staffPasswordProblem(password);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBodySchema>;

/** What the invitation page greets with: who is invited, until when. */
export const publicInvitationSchema = z.object({
  name: z.string(),
  email: z.string(),
  expires_at: z.string(),
});
export type PublicInvitation = z.infer<typeof publicInvitationSchema>;

export const acceptedInvitationSchema = z.object({
  id_user: z.number().int(),
  email: z.string(),
  message: z.string(),
});

export const invitationStateSchema = z.enum(['pending', 'expired', 'used', 'revoked']);

/** One invitation in the admin's list (the link itself is never stored: only at sending time). */
export const teacherInvitationSchema = z.object({
  id: z.number().int(),
  id_application: z.number().int(),
  name: z.string(),
  email: z.string(),
  state: invitationStateSchema,
  sent_at: z.string(),
  expires_at: z.string(),
  used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** The teacher account it created, once used. */
  id_user: z.number().int().nullable(),
});
export type TeacherInvitation = z.infer<typeof teacherInvitationSchema>;

export const teacherInvitationsResponseSchema = z.object({ data: z.array(teacherInvitationSchema) });

/** POST /teachers/applications/{id}/invitation: the invitation and its one-time link. */
export const sentInvitationSchema = teacherInvitationSchema.extend({
  /** The web path of the link, `/staff/invitation#<token>`; shown once, emailed to the teacher. */
  link: z.string(),
  url: z.string(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

const teacherClassSummarySchema = z.object({
  id_class: z.number().int(),
  subject: z.string(),
  clave: z.string(),
  period: z.number().int(),
  status: z.string(),
});

/** One teacher account in the admin's list, with the classes assigned to it. */
export const teacherAccountSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  classes: z.array(teacherClassSummarySchema),
});
export type TeacherAccount = z.infer<typeof teacherAccountSchema>;

export const teacherAccountsResponseSchema = z.object({ data: z.array(teacherAccountSchema) });

/** PATCH /teachers/{id}: `{"active": false}` deactivates the account (its sessions end at once). */
export const teacherActiveBodySchema = z.object({
  active: z.boolean({ error: 'active debe ser verdadero o falso.' }),
});

/** One class of the teacher's "Mis Clases". */
export const myTeacherClassSchema = teacherClassSummarySchema.extend({
  shift: z.string().nullable(),
  enrolled: z.number().int(),
  mobility_enrolled: z.number().int(),
  max_students: z.number().int(),
  Schedules: z.array(scheduleEntrySchema),
  room: z.object({ id_room: z.number().int(), name: z.string(), building: z.string() }).nullable(),
});
export type MyTeacherClass = z.infer<typeof myTeacherClassSchema>;

export const myTeacherClassesResponseSchema = z.object({ data: z.array(myTeacherClassSchema) });
