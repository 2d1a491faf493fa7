import { z } from 'zod';

/** Messages of the mobility-student form. */
export const MOBILITY_FORM_MESSAGES = {
  name: 'Escribe el nombre del estudiante.',
  paternalSurname: 'Escribe el apellido paterno.',
  institute: 'Escribe el instituto de origen.',
  email: 'Escribe un correo electrónico válido.',
  phone: 'El teléfono debe tener entre 10 y 15 dígitos (con lada).',
  controlNumber: 'Escribe el número de control en su instituto (hasta 20 letras o números).',
  tooLong: 'El texto no debe superar 100 caracteres.',
} as const;

const M = MOBILITY_FORM_MESSAGES;
const text = (required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(100, { error: M.tooLong });

/** POST /classes/{id}/mobility-students: a student of another institute, without an account here. */
export const mobilityStudentBodySchema = z.object({
  name: text(M.name),
  paternalSurname: text(M.paternalSurname),
  maternalSurname: z.string().trim().max(100, { error: M.tooLong }).optional().nullable(),
  institute: text(M.institute),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .max(200, { error: M.email })
    .pipe(z.email({ error: M.email })),
  phone: z
    .string({ error: M.phone })
    .transform((v) => v.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{10,15}$/, { error: M.phone })),
  controlNumber: z
    .string({ error: M.controlNumber })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,20}$/, { error: M.controlNumber }),
});
export type MobilityStudentBody = z.output<typeof mobilityStudentBodySchema>;
/** What a client sends to POST /classes/{id}/mobility-students. */
export type MobilityStudentInput = z.input<typeof mobilityStudentBodySchema>;

export const mobilityStudentSchema = z.object({
  id: z.number().int(),
  id_class: z.number().int(),
  name: z.string(),
  paternal_surname: z.string(),
  maternal_surname: z.string(),
  institute: z.string(),
  email: z.string(),
  phone: z.string(),
  control_number: z.string(),
  created_at: z.string(),
});
export type MobilityStudent = z.infer<typeof mobilityStudentSchema>;

/** GET /classes/{id}/mobility-students: the class's mobility students and its places. */
export const mobilityStudentsResponseSchema = z.object({
  data: z.array(mobilityStudentSchema),
  /** Mobility places of the class (CLASS_MOBILITY_SEATS) and how many are taken. */
  seats: z.number().int(),
  taken: z.number().int(),
});
export type MobilityStudentsResponse = z.infer<typeof mobilityStudentsResponseSchema>;
