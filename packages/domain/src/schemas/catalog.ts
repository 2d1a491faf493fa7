import { z } from 'zod';
import { MAX_LOOKUP_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { optionalQuery, paginated, paginationQuery, idParam } from './common.ts';
import { isValidClassKey, normalizeClassKey } from '../rules/class-key.ts';
import { SUBJECT_MESSAGES } from '../rules/subjects-csv.ts';

export const careerSchema = z.object({ id_career: z.number().int(), name: z.string() });
export type Career = z.infer<typeof careerSchema>;

/** `all`: retired careers and subjects (and those not authorised for summer) too — the catalogue's screen. */
const scopeQuery = optionalQuery(z.enum(['offered', 'all'], { error: 'El alcance debe ser offered o all.' }));

export const careersQuerySchema = z.object({
  ...paginationQuery(PAGE_SIZES.lookups, MAX_LOOKUP_PAGE_SIZE),
  scope: scopeQuery,
});
export type CareersQuery = z.infer<typeof careersQuerySchema>;
export const careerItemSchema = careerSchema.extend({ retired: z.boolean() });
export const careersResponseSchema = paginated(careerItemSchema);

export const subjectSchema = z.object({
  id_subject: z.number().int(),
  name: z.string(),
  clave: z.string(),
  credits: z.number().int(),
  /** Weekly hours. */
  hours: z.number().int(),
  /** In the catalogue authorised for summer courses. */
  summer: z.boolean(),
  retired: z.boolean(),
  Careers: z.array(careerSchema),
});
export type Subject = z.infer<typeof subjectSchema>;

export const subjectsQuerySchema = z.object({
  ...paginationQuery(PAGE_SIZES.lookups, MAX_LOOKUP_PAGE_SIZE),
  careerId: optionalQuery(idParam('La carrera')),
  name: optionalQuery(z.string().trim().max(100, { error: 'La búsqueda no debe superar 100 caracteres.' })),
  /** Absent: only the subjects a summer class may be made of (authorised, not retired). */
  scope: scopeQuery,
});
export type SubjectsQuery = z.infer<typeof subjectsQuerySchema>;
export const subjectsResponseSchema = paginated(subjectSchema);

export const roleSchema = z.object({ id_role: z.number().int(), id: z.number().int(), name: z.string() });
export type Role = z.infer<typeof roleSchema>;
export const rolesResponseSchema = z.array(roleSchema);

// ---- the managed catalogue ------------------------------------------------------------------

const careerName = z
  .string({ error: 'El nombre de la carrera es obligatorio.' })
  .trim()
  .min(1, { error: 'El nombre de la carrera es obligatorio.' })
  .max(120, { error: 'El nombre no debe superar 120 caracteres.' });

export const careerBodySchema = z.object({ name: careerName });
export const careerPatchSchema = z.object({ name: careerName.optional(), retired: z.boolean().optional() });

const subjectFields = {
  clave: z
    .string({ error: SUBJECT_MESSAGES.clave })
    .transform(normalizeClassKey)
    .refine(isValidClassKey, { error: SUBJECT_MESSAGES.clave }),
  name: z
    .string({ error: SUBJECT_MESSAGES.name })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => v.length >= 1 && v.length <= 120, { error: SUBJECT_MESSAGES.name }),
  credits: z
    .number({ error: SUBJECT_MESSAGES.credits })
    .int({ error: SUBJECT_MESSAGES.credits })
    .min(1, { error: SUBJECT_MESSAGES.credits })
    .max(20, { error: SUBJECT_MESSAGES.credits }),
  hours: z
    .number({ error: SUBJECT_MESSAGES.hours })
    .int({ error: SUBJECT_MESSAGES.hours })
    .min(1, { error: SUBJECT_MESSAGES.hours })
    .max(40, { error: SUBJECT_MESSAGES.hours }),
  careerIds: z
    .array(z.number().int().min(1).max(2_147_483_647), { error: SUBJECT_MESSAGES.careers })
    .min(1, { error: SUBJECT_MESSAGES.careers })
    .max(50, { error: SUBJECT_MESSAGES.careers }),
  summer: z.boolean({ error: 'Indica si la materia está autorizada para verano.' }),
};
export const subjectBodySchema = z.object(subjectFields);
export type SubjectBody = z.output<typeof subjectBodySchema>;
export const subjectPatchSchema = z.object({ ...subjectFields, retired: z.boolean() }).partial();
export type SubjectPatch = z.output<typeof subjectPatchSchema>;

export const catalogIdParamsSchema = z.object({ id: idParam() });

export const subjectsImportBodySchema = z.object({
  csv: z
    .string({ error: 'Envía el contenido del archivo CSV en `csv`.' })
    .min(1, { error: 'El archivo CSV está vacío.' })
    .max(100_000, { error: 'El archivo CSV admite como máximo 100,000 caracteres.' }),
});
export const subjectsImportResponseSchema = z.object({ imported: z.number().int(), message: z.string() });
