import { z } from 'zod';
import { MAX_LOOKUP_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { optionalQuery, paginated, paginationQuery, idParam } from './common.ts';

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
