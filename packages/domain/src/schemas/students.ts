import { z } from 'zod';
import { ROLE_IDS } from '../constants.ts';
import { ERROR_MESSAGES } from '../errors.ts';
import { CONTROL_NUMBER_PATTERN, normalizeControlNumber, STUDENT_PROFILE_MESSAGES } from '../rules/student-profile.ts';
import { normalizeStudentPhone } from '../rules/phone.ts';
import { idParam, studentUserSchema } from './common.ts';

/** Messages of the students calls that the spec does not word (the form's own are in the rules). */
export const STUDENT_REQUEST_MESSAGES = {
  role: 'El rol debe ser el de estudiante (id_role 2).',
  user: 'El usuario no es válido.',
  nothingToUpdate: 'No hay datos para actualizar: envía la carrera, el número de control o el teléfono.',
} as const;

const M = STUDENT_PROFILE_MESSAGES;
const INT_MAX = 2_147_483_647;
const isMissing = (input: unknown) => input === undefined || input === null;

/** Career id, required; numeric text (what a select gives) is accepted. */
const careerIdField = z.coerce
  .number({ error: M.required })
  .int({ error: ERROR_MESSAGES.careerNotFound })
  .min(1, { error: M.required })
  .max(INT_MAX, { error: ERROR_MESSAGES.careerNotFound });

/** Control number, required; trimmed and upper-cased before the check (see normalizeControlNumber). */
const controlNumberField = z
  .string({ error: (problem) => (isMissing(problem.input) ? M.required : M.controlNumber) })
  .overwrite(normalizeControlNumber)
  .min(1, { error: M.required, abort: true })
  .regex(CONTROL_NUMBER_PATTERN, { error: M.controlNumber });

/**
 * Phone, required: country code and number, 10 to 15 digits; a leading "+" and spaces, dashes, dots
 * or parentheses are accepted. Stored and answered in one form, "+" and the digits (rules/phone.ts).
 */
const phoneField = z
  .string({ error: (problem) => (isMissing(problem.input) ? M.required : M.phone) })
  .trim()
  .min(1, { error: M.required, abort: true })
  .max(40, { error: M.phone, abort: true })
  .transform((value, ctx) => {
    const phone = normalizeStudentPhone(value);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: M.phone });
      return z.NEVER;
    }
    return phone;
  });

/**
 * POST /students. The user and the role come from the caller's token: `id_user` and `id_role` are
 * accepted because the spec's client sends them, but `id_role` must be the student role and the
 * API refuses an `id_user` other than the caller's.
 */
export const registerStudentBodySchema = z.object(
  {
    id_career: careerIdField,
    control_number: controlNumberField,
    phone: phoneField,
    id_role: z.coerce
      .number({ error: STUDENT_REQUEST_MESSAGES.role })
      .refine((role) => role === ROLE_IDS.student, { error: STUDENT_REQUEST_MESSAGES.role })
      .optional()
      .nullable(),
    id_user: z.coerce
      .number({ error: STUDENT_REQUEST_MESSAGES.user })
      .int({ error: STUDENT_REQUEST_MESSAGES.user })
      .min(1, { error: STUDENT_REQUEST_MESSAGES.user })
      .max(INT_MAX, { error: STUDENT_REQUEST_MESSAGES.user })
      .optional()
      .nullable(),
  },
  { error: M.required },
);
export type RegisterStudentBody = z.infer<typeof registerStudentBodySchema>;

/** PATCH /students/{id}: any of the three fields, each with the registration rules. */
export const updateStudentBodySchema = z
  .object(
    {
      id_career: careerIdField.optional(),
      control_number: controlNumberField.optional(),
      phone: phoneField.optional(),
    },
    { error: STUDENT_REQUEST_MESSAGES.nothingToUpdate },
  )
  .refine((b) => b.id_career !== undefined || b.control_number !== undefined || b.phone !== undefined, {
    error: STUDENT_REQUEST_MESSAGES.nothingToUpdate,
  });
export type UpdateStudentBody = z.infer<typeof updateStudentBodySchema>;

export const studentByUserQuerySchema = z.object({ userId: idParam('El usuario') });
export const studentIdParamsSchema = z.object({ id: idParam('El estudiante') });

export { studentSchema, type Student } from './common.ts';

/**
 * One entry of the admin's list of all students (GET /students/students): the nesting of the spec's
 * StudentClass entity, so a client reads `student.user.name` and `student.career.name` in both lists.
 */
export const studentListItemSchema = z.object({
  id_student: z.number().int(),
  control_number: z.string(),
  /** Stored form: "+" and the digits (country code first). */
  phone: z.string(),
  user: studentUserSchema,
  /** The student's career, or null when it no longer exists. */
  career: z.object({ id_career: z.number().int(), name: z.string() }).nullable(),
});
export type StudentListItem = z.infer<typeof studentListItemSchema>;

export const studentListSchema = z.array(studentListItemSchema);
