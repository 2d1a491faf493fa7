import { z } from 'zod';
import { GRADE_MAX, GRADE_MESSAGES, GRADE_MIN } from '../rules/grades.ts';

const G = GRADE_MESSAGES;
const rowId = z
  .number({ error: G.studentRequired })
  .int({ error: G.studentRequired })
  .positive({ error: G.studentRequired });

/** A grade: a whole number 0–100; null clears a draft. */
export const gradeValueSchema = z
  .number({ error: G.invalid })
  .int({ error: G.invalid })
  .min(GRADE_MIN, { error: G.invalid })
  .max(GRADE_MAX, { error: G.invalid })
  .nullable();

/**
 * PUT /classes/{id}/grades: some grades of the class (drafts saved as they are typed). Each row names a
 * regular student (`studentId`) or a mobility student (`mobilityStudentId`).
 */
export const gradesBodySchema = z.object({
  grades: z
    .array(
      z
        .object({
          studentId: rowId.optional(),
          mobilityStudentId: rowId.optional(),
          grade: gradeValueSchema,
        })
        .refine((g) => (g.studentId === undefined) !== (g.mobilityStudentId === undefined), {
          error: G.studentRequired,
        }),
      { error: G.gradesRequired },
    )
    .min(1, { error: G.gradesRequired })
    .max(500, { error: G.gradesRequired }),
});
export type GradesBody = z.infer<typeof gradesBodySchema>;

export const gradeResultSchema = z.enum(['acreditada', 'no_acreditada']);

/** One row of a class's grade sheet. */
export const gradeRowSchema = z.object({
  kind: z.enum(['student', 'mobility']),
  /** `id_student` for a regular student, the mobility student's id otherwise. */
  id: z.number().int(),
  control_number: z.string(),
  /** «Apellidos Nombre», as the acta lists it. */
  name: z.string(),
  grade: z.number().int().nullable(),
  result: gradeResultSchema.nullable(),
  /** Spanish label of the result («Acreditada», «No acreditada (NA)»), null while ungraded. */
  result_label: z.string().nullable(),
});
export type GradeRow = z.infer<typeof gradeRowSchema>;

/** GET (and the answer of PUT) /classes/{id}/grades. */
export const gradeSheetSchema = z.object({
  id_class: z.number().int(),
  status: z.string(),
  acta_closed_at: z.string().nullable(),
  rows: z.array(gradeRowSchema),
});
export type GradeSheet = z.infer<typeof gradeSheetSchema>;

/** POST /classes/{id}/acta/reopen. */
export const actaReopenBodySchema = z.object({
  reason: z.string({ error: G.reopenReasonRequired }).max(500, { error: G.reopenReasonRequired }),
});
export type ActaReopenBody = z.infer<typeof actaReopenBodySchema>;

export const folioParamsSchema = z.object({ folio: z.string().max(100) });

/** GET /verify/{folio}: what anyone may learn of a constancia. */
export const constanciaVerificationSchema = z.object({
  genuine: z.literal(true),
  /** «vigente», or «reemplazada» once a reopened acta issued another. */
  state: z.enum(['vigente', 'reemplazada']),
  state_label: z.string(),
  name: z.string(),
  subject: z.string(),
  period: z.number().int(),
  result: z.string(),
  issued_at: z.string(),
});
export type ConstanciaVerification = z.infer<typeof constanciaVerificationSchema>;
