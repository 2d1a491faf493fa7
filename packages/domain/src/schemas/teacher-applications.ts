import { z } from 'zod';
import { APPLICATION_COUNTRY_CODES } from '../constants.ts';
import {
  APPLICATION_LIMITS as LIMITS,
  APPLICATION_MESSAGES as MESSAGES,
  composeApplicationPhone,
  isValidEmail,
  parseApplicationPhone,
  PHONE_DIGITS,
  phoneDigits,
} from '../rules/teacher-application.ts';
import { optionalQuery } from './common.ts';

const missing = (input: unknown) => input === undefined || input === null;

/** Required text: missing or blank gives the spec's "complete every required field" message. */
function requiredField(max: number, tooLong: string) {
  return z
    .string({ error: (problem) => (missing(problem.input) ? MESSAGES.required : MESSAGES.notText) })
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .max(max, { error: tooLong, abort: true });
}

/** Optional text: missing, null or blank is stored as null. */
function optionalField(max: number, tooLong: string) {
  return z
    .string({ error: MESSAGES.notText })
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((v) => (v ? v : null));
}

const tooLong = (field: string, max: number) => `${field} no debe superar ${max} caracteres.`;

const nameField = requiredField(LIMITS.name, tooLong('El nombre', LIMITS.name));
const paternalField = requiredField(LIMITS.surname, tooLong('El apellido paterno', LIMITS.surname));
const maternalField = optionalField(LIMITS.surname, tooLong('El apellido materno', LIMITS.surname));
const emailField = requiredField(LIMITS.email, MESSAGES.email)
  .toLowerCase()
  .refine(isValidEmail, { error: MESSAGES.email });
const cvField = requiredField(LIMITS.cv, tooLong('El CV', LIMITS.cv));
const reasonField = optionalField(LIMITS.reason, MESSAGES.reason);

/**
 * POST /teachers/applications, as query-style parameters (docs/architecture.md, API calls) or as a JSON body with the
 * same names. contactPhone is the country code plus 10 digits; it is stored as "+52XXXXXXXXXX".
 */
export const teacherApplicationInputSchema = z.object({
  name: nameField,
  paternalSurname: paternalField,
  maternalSurname: maternalField,
  contactEmail: emailField,
  contactPhone: requiredField(LIMITS.phoneInput, MESSAGES.phone).transform((value, ctx) => {
    const parsed = parseApplicationPhone(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.phone;
  }),
  cv: cvField,
  reason: reasonField,
  /** The class the application is about (the form's route parameter), if any. */
  classId: optionalQuery(
    z.coerce
      .number({ error: MESSAGES.classId })
      .int({ error: MESSAGES.classId })
      .min(1, { error: MESSAGES.classId })
      .max(2_147_483_647, { error: MESSAGES.classId }),
  ),
});
export type TeacherApplicationInput = z.input<typeof teacherApplicationInputSchema>;
export type TeacherApplicationData = z.output<typeof teacherApplicationInputSchema>;

/** The query-style parameters, documented for OpenAPI; they are validated with the schema above. */
export const teacherApplicationQueryParamsSchema = z.object({
  name: z.string().optional(),
  paternalSurname: z.string().optional(),
  maternalSurname: z.string().optional(),
  contactEmail: z.string().optional(),
  contactPhone: z.string().optional(),
  cv: z.string().optional(),
  reason: z.string().optional(),
  classId: z.string().optional(),
});

const COUNTRY_CODES = APPLICATION_COUNTRY_CODES.map((c) => c.code) as [string, ...string[]];

/** The public form: the phone is typed apart from its country code (docs/rules.md SOL-1–SOL-4; docs/rules.md VAL-1). */
export const teacherApplicationFormSchema = z.object({
  name: nameField,
  paternalSurname: paternalField,
  maternalSurname: z
    .string()
    .trim()
    .max(LIMITS.surname, { error: tooLong('El apellido materno', LIMITS.surname) }),
  contactEmail: emailField,
  countryCode: z.enum(COUNTRY_CODES, { error: MESSAGES.countryCode }),
  phone: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.required, abort: true })
    .refine((v) => phoneDigits(v).length === PHONE_DIGITS, { error: MESSAGES.phone }),
  cv: cvField,
  reason: z.string().trim().max(LIMITS.reason, { error: MESSAGES.reason }),
});
export type TeacherApplicationFormInput = z.input<typeof teacherApplicationFormSchema>;
export type TeacherApplicationFormValues = z.output<typeof teacherApplicationFormSchema>;

/** What the form sends (as a JSON body, so personal data stays out of URLs and logs). */
export function toTeacherApplicationBody(
  values: TeacherApplicationFormValues,
  classId?: number | null,
): TeacherApplicationInput {
  return {
    name: values.name,
    paternalSurname: values.paternalSurname,
    maternalSurname: values.maternalSurname || null,
    contactEmail: values.contactEmail,
    contactPhone: composeApplicationPhone(values.countryCode, values.phone),
    cv: values.cv,
    reason: values.reason || null,
    ...(classId ? { classId } : {}),
  };
}

export const teacherApplicationCreatedSchema = z.object({ id: z.number().int(), message: z.string() });
export type TeacherApplicationCreated = z.infer<typeof teacherApplicationCreatedSchema>;

export const requestedClassSchema = z.object({
  id_class: z.number().int(),
  subject_name: z.string(),
  clave: z.string(),
  period: z.number().int(),
});

/** A teacher application as the admin reads it (docs/architecture.md, API calls), plus who reviewed it and when. */
export const teacherApplicationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string().nullable(),
  contact_email: z.string(),
  contact_phone: z.string(),
  cv: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  accepted: z.boolean(),
  id_class: z.number().int().nullable(),
  requested_class: requestedClassSchema.nullable(),
  reviewed_by: z.number().int().nullable(),
  reviewer_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type TeacherApplication = z.infer<typeof teacherApplicationSchema>;

export const teacherApplicationListSchema = z.array(teacherApplicationSchema);

const booleanQuery = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0'].includes(v), { error: 'El filtro accepted debe ser true o false.' })
  .transform((v) => v === 'true' || v === '1');

export const teacherApplicationsQuerySchema = z.object({
  search: optionalQuery(z.string().trim().max(100, { error: 'La búsqueda no debe superar 100 caracteres.' })),
  accepted: optionalQuery(booleanQuery),
});
export type TeacherApplicationsQuery = z.infer<typeof teacherApplicationsQuerySchema>;

/** Beyond the spec: an admin accepts (true) or declines (false) an application. */
export const reviewTeacherApplicationSchema = z.object({
  accepted: z.boolean({ error: 'Indica si la solicitud se acepta (true) o no (false).' }),
});
export type ReviewTeacherApplication = z.infer<typeof reviewTeacherApplicationSchema>;
