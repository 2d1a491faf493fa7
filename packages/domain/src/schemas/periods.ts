import { z } from 'zod';
import { PERIOD_FIELD_LABELS } from '../rules/calendar.ts';
import { queryInt } from './common.ts';

/** `/periods/{year}`. */
export const periodYearParamsSchema = z.object({ year: queryInt('El año', 2000, 2100) });

const day = (field: keyof typeof PERIOD_FIELD_LABELS) =>
  z.string({ error: `Falta la fecha: ${PERIOD_FIELD_LABELS[field].toLowerCase()} (AAAA-MM-DD).` }).max(10);
const size = (field: keyof typeof PERIOD_FIELD_LABELS) =>
  z.number({ error: `${PERIOD_FIELD_LABELS[field]} debe ser un número.` }).int();

/**
 * A period's fields as a client sends them. Only their shape is checked here: whether each date is a real
 * day and in order, and sizes in range, is the domain's rule (`periodProblems`), which names the field.
 */
const periodFieldsShape = {
  proposalsOpen: day('proposalsOpen'),
  proposalsClose: day('proposalsClose'),
  enrolmentOpen: day('enrolmentOpen'),
  enrolmentClose: day('enrolmentClose'),
  publication: day('publication'),
  classesStart: day('classesStart'),
  classesEnd: day('classesEnd'),
  gradesDue: day('gradesDue'),
  paymentDays: size('paymentDays').optional(),
  minStudents: size('minStudents').optional(),
  maxStudents: size('maxStudents').optional(),
  mobilitySeats: size('mobilitySeats').optional(),
};

/** POST /periods: the year and every date; sizes default to the server's (CLASS_* env). */
export const createPeriodBodySchema = z.object({
  year: z
    .number({ error: 'El año debe ser un número.' })
    .int()
    .min(2000, { error: 'El año debe estar entre 2000 y 2100.' })
    .max(2100, { error: 'El año debe estar entre 2000 y 2100.' }),
  ...periodFieldsShape,
});
export type CreatePeriodBody = z.infer<typeof createPeriodBodySchema>;

/** PATCH /periods/{year}: any of the fields; the result must still be in order. */
export const updatePeriodBodySchema = z.object(
  Object.fromEntries(Object.entries(periodFieldsShape).map(([k, v]) => [k, v.optional()])) as {
    [K in keyof typeof periodFieldsShape]: z.ZodOptional<(typeof periodFieldsShape)[K]>;
  },
);
export type UpdatePeriodBody = z.infer<typeof updatePeriodBodySchema>;

export const periodPhaseSchema = z.enum([
  'upcoming',
  'proposals',
  'enrolment',
  'preparation',
  'classes',
  'grading',
  'closed',
]);

/** A period as the API answers it: its fields, the phase on the server's today and what that means. */
export const periodSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  proposalsOpen: z.string(),
  proposalsClose: z.string(),
  enrolmentOpen: z.string(),
  enrolmentClose: z.string(),
  publication: z.string(),
  classesStart: z.string(),
  classesEnd: z.string(),
  gradesDue: z.string(),
  paymentDays: z.number().int(),
  minStudents: z.number().int(),
  maxStudents: z.number().int(),
  mobilitySeats: z.number().int(),
  today: z.string(),
  phase: periodPhaseSchema,
  phaseLabel: z.string(),
  headline: z.string(),
  open: z.object({ proposals: z.boolean(), enrolment: z.boolean() }),
  /** Why a student may not propose / enrol now (the server's message), null while they may. */
  proposalRefusal: z.string().nullable(),
  enrolmentRefusal: z.string().nullable(),
  past: z.boolean(),
});
export type PeriodView = z.infer<typeof periodSchema>;
export const periodsResponseSchema = z.object({
  today: z.string(),
  current: z.number().int().nullable(),
  periods: z.array(periodSchema),
});
export type PeriodsResponse = z.infer<typeof periodsResponseSchema>;

/** GET /periods/{year}/blockers: approved classes without a teacher or a room once groups are published. */
export const publicationBlockersSchema = z.object({
  year: z.number().int(),
  publication: z.string(),
  today: z.string(),
  /** Whether blockers count today: from the publication day until the summer is past. */
  due: z.boolean(),
  /** What the list means today, in Spanish. */
  summary: z.string(),
  blockers: z.array(
    z.object({
      id_class: z.number().int(),
      subjectName: z.string(),
      clave: z.string(),
      status: z.string(),
      missing: z.array(z.enum(['teacher', 'room'])),
      reason: z.string(),
    }),
  ),
});
export type PublicationBlockersView = z.infer<typeof publicationBlockersSchema>;
