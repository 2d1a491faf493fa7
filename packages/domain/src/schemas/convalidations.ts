import { z } from 'zod';
import { idParam, optionalQuery } from './common.ts';

export const CONVALIDATION_STATUSES = ['pendiente', 'aprobada', 'rechazada'] as const;
export type ConvalidationStatus = (typeof CONVALIDATION_STATUSES)[number];
export const CONVALIDATION_STATUS_LABELS: Record<ConvalidationStatus, string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

const reasonText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(500, { error: 'El motivo no debe superar 500 caracteres.' });

/** POST /classes/{id}/convalidation: why the student asks to take a subject of another career. */
export const convalidationRequestSchema = z.object({
  reason: reasonText('Escribe por qué solicitas la convalidación.'),
});
/** POST /convalidations/{id}/approve | refuse: the administrator's reason (required to refuse). */
export const convalidationApproveSchema = z.object({
  reason: z.string().trim().max(500, { error: 'El motivo no debe superar 500 caracteres.' }).optional().nullable(),
});
export const convalidationRefuseSchema = z.object({ reason: reasonText('Escribe el motivo del rechazo.') });

export const convalidationsQuerySchema = z.object({
  status: optionalQuery(
    z.enum(CONVALIDATION_STATUSES, { error: 'El estado debe ser pendiente, aprobada o rechazada.' }),
  ),
});
export const convalidationParamsSchema = z.object({ id: idParam('La convalidación') });

export const convalidationSchema = z.object({
  id_convalidation: z.number().int(),
  status: z.enum(CONVALIDATION_STATUSES),
  reason: z.string(),
  decision_reason: z.string().nullable(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  id_class: z.number().int().nullable(),
  student: z.object({
    id_student: z.number().int(),
    name: z.string(),
    control_number: z.string(),
    career: z.string(),
  }),
  subject: z.object({ id_subject: z.number().int(), name: z.string(), clave: z.string() }),
});
export type Convalidation = z.infer<typeof convalidationSchema>;
export const convalidationsResponseSchema = z.array(convalidationSchema);
