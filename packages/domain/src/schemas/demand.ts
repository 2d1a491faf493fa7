import { z } from 'zod';
import { idParam, optionalQuery, queryInt } from './common.ts';

/** `/subjects/{id}/interest`. */
export const interestParamsSchema = z.object({ id: idParam('La materia') });

const interestSubjectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clave: z.string(),
  /** Classes of the subject this summer that a student may still see (not rejected or cancelled). */
  classes: z.number().int(),
});

/** The caller's «Me interesa» of the current summer (GET /interests/mine; also what POST and DELETE answer). */
export const myInterestsSchema = z.object({
  period: z.number().int(),
  max: z.number().int(),
  subjects: z.array(interestSubjectSchema),
});
export type MyInterests = z.infer<typeof myInterestsSchema>;

/** GET /subjects/{id}/interest: how many marked the subject this summer (what a proposer reads). */
export const subjectInterestSchema = z.object({
  subjectId: z.number().int(),
  period: z.number().int(),
  interested: z.number().int(),
  text: z.string().nullable(),
});
export type SubjectInterest = z.infer<typeof subjectInterestSchema>;

/** `?period=` of GET /demand: a summer's year (default: the current summer). */
export const demandQuerySchema = z.object({ period: optionalQuery(queryInt('El periodo', 2000, 2100)) });

const demandRowSchema = z.object({
  interested: z.number().int(),
  proposed: z.number().int(),
  enrolled: z.number().int(),
});

/** GET /demand: interested, proposed (classes) and enrolled, by subject and by career. */
export const demandResponseSchema = z.object({
  period: z.number().int(),
  bySubject: z.array(demandRowSchema.extend({ subjectId: z.number().int(), clave: z.string(), name: z.string() })),
  byCareer: z.array(demandRowSchema.extend({ careerId: z.number().int(), name: z.string() })),
});
export type DemandResponse = z.infer<typeof demandResponseSchema>;

/** `/analytics/{year}`. */
export const analyticsParamsSchema = z.object({ year: queryInt('El año', 2000, 2100) });

const yearly = { year: z.number().int() };

export const analyticsResponseSchema = z.object({
  year: z.number().int(),
  /** The summers compared, oldest first, ending with `year`. */
  years: z.array(z.number().int()),
  minStudents: z.number().int(),
  /** Top subjects of the compared summers: interest and enrolments each summer. */
  demandBySubject: z
    .array(
      z.object({
        ...yearly,
        subjectId: z.number().int(),
        clave: z.string(),
        name: z.string(),
        interested: z.number().int(),
        enrolled: z.number().int(),
      }),
    )
    .optional(),
  demandByCareer: z
    .array(
      z.object({
        ...yearly,
        careerId: z.number().int(),
        name: z.string(),
        interested: z.number().int(),
        enrolled: z.number().int(),
      }),
    )
    .optional(),
  /** The summer's classes with the least fill, those at risk first (at most 30), and each summer's totals. */
  fill: z
    .object({
      classes: z.array(
        z.object({
          classId: z.number().int(),
          name: z.string(),
          status: z.string(),
          enrolled: z.number().int(),
          max: z.number().int(),
          atRisk: z.boolean(),
        }),
      ),
      summary: z.array(
        z.object({ ...yearly, classes: z.number().int(), belowMin: z.number().int(), full: z.number().int() }),
      ),
    })
    .optional(),
  /**
   * Enrolments on each day of each summer's enrolment window (day 1 is its first day), with those made before
   * it opened (`antes`, day 0) and after it closed (`despues`) each in one row: the last cumulative is every
   * enrolment of the summer.
   */
  enrolmentsPerDay: z
    .array(
      z.object({
        ...yearly,
        phase: z.enum(['antes', 'ventana', 'despues']),
        day: z.number().int(),
        enrolments: z.number().int(),
        cumulative: z.number().int(),
      }),
    )
    .optional(),
  /** Classes rejected or cancelled, by summer, status and reason. */
  cancellations: z
    .array(z.object({ ...yearly, status: z.string(), reason: z.string(), classes: z.number().int() }))
    .optional(),
  /** Pesos: what confirmed places owe, what finance validated and what became credit. */
  money: z.array(z.object({ ...yearly, expected: z.number(), validated: z.number(), credited: z.number() })),
  /** Finished classes (acta closed): graded students and how many passed, by subject. */
  results: z
    .array(
      z.object({
        ...yearly,
        subjectId: z.number().int(),
        name: z.string(),
        graded: z.number().int(),
        passed: z.number().int(),
        rate: z.number().int(),
      }),
    )
    .optional(),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
