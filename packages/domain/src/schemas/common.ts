import { z } from 'zod';
import { API_ERROR_CODES } from '../error-codes.ts';

// Zod's own messages in Spanish for anything we do not word ourselves.
z.config(z.locales.es());

/** Query strings: an empty value means "not given". */
export function optionalQuery<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
}

/** An integer from a query string or a path segment, with a Spanish message naming the field. */
export function queryInt(field: string, min: number, max: number) {
  return z.coerce
    .number({ error: `${field} debe ser un número.` })
    .int({ error: `${field} debe ser un número entero.` })
    .min(min, { error: `${field} debe ser mayor o igual que ${min}.` })
    .max(max, { error: `${field} debe ser menor o igual que ${max}.` });
}

export const idParam = (field = 'El identificador') => queryInt(field, 1, 2_147_483_647);

export const idParamsSchema = z.object({ id: idParam() });

export const paginationQuery = (defaultSize: number, maxSize: number) => ({
  page: optionalQuery(queryInt('La página', 1, 100_000)).default(1),
  pageSize: optionalQuery(queryInt('El tamaño de página', 1, maxSize)).default(defaultSize),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}

/** The stable codes of the error answers: one component of the OpenAPI document, referred to by every route. */
export const errorCodeSchema = z
  .enum(API_ERROR_CODES)
  .describe('Código estable del error, para que los clientes decidan sin leer el texto')
  .meta({ id: 'ErrorCode' });

/** Every error body: the HTTP status, its name, the stable machine code and the Spanish message. */
export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: errorCodeSchema,
  message: z.union([z.string(), z.array(z.string())]),
});

/** The user of a student in the lists that show people (the classmates, the admin's list of students). */
export const studentUserSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string(),
  email: z.string(),
});

/** A student's own record (also in the signed-in student's profile) (docs/architecture.md, API calls): `career` is the career's name. */
export const studentSchema = z.object({
  id_student: z.number().int(),
  id_user: z.number().int(),
  id_career: z.number().int(),
  control_number: z.string(),
  phone: z.string(),
  career: z.string(),
});
export type Student = z.infer<typeof studentSchema>;
