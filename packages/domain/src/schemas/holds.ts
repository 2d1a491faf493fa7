import { z } from 'zod';
import { holdReasonProblem } from '../rules/summer-catalogue.ts';
import { idParam } from './common.ts';

/** POST /students/{id}/holds: why the student is held (for example «Adeudo en Recursos Financieros»). */
export const holdBodySchema = z.object({
  reason: z
    .string({ error: 'Escribe el motivo de la retención.' })
    .trim()
    .superRefine((v, ctx) => {
      const problem = holdReasonProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});
export type HoldBody = z.infer<typeof holdBodySchema>;

export const studentHoldParamsSchema = z.object({ id: idParam('El estudiante'), holdId: idParam('La retención') });

export const holdSchema = z.object({
  id_hold: z.number().int(),
  id_student: z.number().int(),
  reason: z.string(),
  /** Placed automatically (an overdue payment), not by a person. */
  automatic: z.boolean(),
  placed_at: z.string(),
  placed_by: z.object({ id_user: z.number().int(), name: z.string() }).nullable(),
});
export type Hold = z.infer<typeof holdSchema>;
/** The student's holds not lifted, oldest first. */
export const holdsResponseSchema = z.array(holdSchema);

/** GET /holds: every hold not lifted, newest first, with whom it holds (the administration's list). */
export const heldStudentHoldSchema = holdSchema.extend({
  student: z.object({
    id_student: z.number().int(),
    name: z.string(),
    control_number: z.string(),
    career: z.string().nullable(),
  }),
});
export type HeldStudentHold = z.infer<typeof heldStudentHoldSchema>;
export const activeHoldsResponseSchema = z.array(heldStudentHoldSchema);
