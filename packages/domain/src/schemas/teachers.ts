import { z } from 'zod';

const STAFF_ID_MESSAGE = 'El docente (staffId) debe ser un identificador numérico.';

/** PUT /classes/{id}/teacher. */
export const classTeacherBodySchema = z.object({
  staffId: z
    .number({ error: STAFF_ID_MESSAGE })
    .int({ error: STAFF_ID_MESSAGE })
    .min(1, { error: STAFF_ID_MESSAGE })
    .max(2_147_483_647, { error: STAFF_ID_MESSAGE }),
});
export type ClassTeacherBody = z.infer<typeof classTeacherBodySchema>;

export const classTeacherSchema = z.object({
  id_user: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type ClassTeacher = z.infer<typeof classTeacherSchema>;

export const classTeacherResponseSchema = z.object({
  id_class: z.number().int(),
  teacher: classTeacherSchema,
});
export type ClassTeacherResponse = z.infer<typeof classTeacherResponseSchema>;
