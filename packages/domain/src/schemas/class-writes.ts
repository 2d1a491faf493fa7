import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { CLASS_STATUSES } from '../rules/class-status.ts';
import { normalizeClassKey } from '../rules/class-key.ts';
import { classFormProblem, CLASS_FORM_MESSAGES } from '../rules/class-form.ts';
import { ENROL_FORM_MESSAGES } from '../rules/enrol-form-messages.ts';
import { ENROLMENT_KINDS } from '../rules/enrolment-eligibility.ts';
import { minutesToTime, timeToMinutes } from '../rules/schedule.ts';
import { SHIFT_NAMES, shiftOfSchedule, type Shift } from '../rules/shift.ts';
import { idParam, optionalQuery, pageMetaSchema, queryInt, studentUserSchema } from './common.ts';
import { statusHistoryEntrySchema } from './classes.ts';

/** The class writes' bodies and answers: creating, enrolling, reviewing, the roster and its edits. */
// ---- writes ---------------------------------------------------------------------------------

/** Form values: blank, null or absent mean "not given", and the class-form rules then say what is missing. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** How the student takes the subject; absent: an ordinary course. */
export const enrolmentKindSchema = z.preprocess(
  blankToUndefined,
  z
    .enum(ENROLMENT_KINDS, { error: 'El tipo de curso debe ser ordinaria, repeticion o especial.' })
    .default('ordinaria'),
);

const formNumber = (min: number, max: number, rangeMessage: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: CLASS_FORM_MESSAGES.required })
      .int({ error: CLASS_FORM_MESSAGES.required })
      .min(min, { error: rangeMessage })
      .max(max, { error: rangeMessage })
      .optional(),
  );

const formText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: CLASS_FORM_MESSAGES.required })
      .trim()
      .max(max, { error: `El texto no debe superar ${max} caracteres.` })
      .optional(),
  );

export const scheduleInputSchema = z.object({
  dayId: z.coerce
    .number({ error: 'El día no es válido.' })
    .int({ error: 'El día no es válido.' })
    .min(1, { error: 'El día no es válido.' })
    .max(5, { error: 'El día no es válido.' }),
  startTime: formText(8),
  endTime: formText(8),
});

export const responsibleStudentInputSchema = z.object({
  /** Only this counts: the responsible student is sent only when a student id is given (docs/rules.md CLA-13). */
  studentId: formNumber(1, 2_147_483_647, 'El estudiante no es válido.'),
  /** Informative only: the server uses the student record of studentId. */
  controlNumber: z.string().trim().max(20).optional().nullable(),
  studentPhone: z.string().trim().max(20).optional().nullable(),
});

/** "7:30" / "07:30" / "07:30:00" → "07:30:00", the stored form. */
const storedTime = (t: string) => minutesToTime(timeToMinutes(t)!, true);

/**
 * POST /classes (docs/architecture.md, API calls). The schedule is a list of (day, start, end); the form sends one range for
 * all the chosen days, and every entry must satisfy the class-form rules (docs/rules.md CLA-1–CLA-14), checked by the
 * same `classFormProblem` the form uses. Whether the WhatsApp link is required depends on who creates
 * the class, so the service checks that part. `shift` may be left out (the spec's required fields do
 * not name it, and its client never sends it): it is then the shift that holds every range of the
 * schedule, and a schedule that fits neither shift is refused; a `shift` the times contradict is
 * refused too. The parsed value is normalised (key upper-cased, times as HH:MM:SS, the shift set).
 */
export const createClassBodySchema = z
  .object({
    subjectId: formNumber(1, 2_147_483_647, CLASS_FORM_MESSAGES.required),
    clave: formText(20),
    period: formNumber(2000, 2100, 'El año académico no es válido.'),
    description: z
      .string()
      .trim()
      .max(500, { error: 'El motivo no debe superar 500 caracteres.' })
      .optional()
      .nullable(),
    schedule: z
      .array(scheduleInputSchema, { error: CLASS_FORM_MESSAGES.days })
      .max(5, { error: CLASS_FORM_MESSAGES.duplicateDay })
      .optional()
      .nullable(),
    shift: z.preprocess(
      blankToUndefined,
      z.enum(SHIFT_NAMES as [Shift, ...Shift[]], { error: 'El turno debe ser matutino o vespertino.' }).optional(),
    ),
    whatsappLink: z.string().trim().max(300, { error: CLASS_FORM_MESSAGES.whatsappFormat }).optional().nullable(),
    responsibleStudent: responsibleStudentInputSchema.optional().nullable(),
    /** How the proposing (or named responsible) student takes the subject. */
    kind: enrolmentKindSchema,
  })
  .superRefine((body, ctx) => {
    const ranges = body.schedule ?? [];
    const dayIds = ranges.map((r) => r.dayId);
    // Without entries there are no times either; the form's problem is then the missing weekdays,
    // which the rules check right after the required fields (the placeholder times never get read).
    const entries = ranges.length > 0 ? ranges : [{ startTime: '-', endTime: '-' }];
    for (const entry of entries) {
      const problem = classFormProblem({
        subjectId: body.subjectId,
        clave: body.clave === undefined ? undefined : normalizeClassKey(body.clave),
        period: body.period,
        shift: body.shift,
        startTime: entry.startTime,
        endTime: entry.endTime,
        dayIds,
        whatsappLink: body.whatsappLink,
        whatsappRequired: false,
        shiftOptional: true,
      });
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        return;
      }
    }
    // Without a shift, each range fits one; they must all fit the same one.
    if (body.shift === undefined && shiftOfSchedule(entries as { startTime: string; endTime: string }[]) === null) {
      ctx.addIssue({ code: 'custom', path: ['shift'], message: CLASS_FORM_MESSAGES.noShift });
    }
  })
  .transform((body) => ({
    subjectId: body.subjectId!,
    clave: normalizeClassKey(body.clave!),
    period: body.period!,
    // Absent: the shift that holds the whole schedule (checked above).
    shift: body.shift ?? shiftOfSchedule(body.schedule as { startTime: string; endTime: string }[])!,
    description: body.description || null,
    schedule: (body.schedule ?? []).map((e) => ({
      dayId: e.dayId,
      startTime: storedTime(e.startTime!),
      endTime: storedTime(e.endTime!),
    })),
    whatsappLink: body.whatsappLink || null,
    responsibleStudentId: body.responsibleStudent?.studentId ?? null,
    kind: body.kind,
  }));
export type CreateClassInput = z.output<typeof createClassBodySchema>;
/** What a client sends to POST /classes (before the schema normalises it). */
export type CreateClassBody = z.input<typeof createClassBodySchema>;

/** POST /classes/enrollStudent (docs/architecture.md, API calls). A student may leave `student` out: they enrol themselves. */
export const enrollBodySchema = z.object({
  classId: z.coerce
    .number({ error: ENROL_FORM_MESSAGES.noClass })
    .int({ error: ENROL_FORM_MESSAGES.noClass })
    .min(1, { error: ENROL_FORM_MESSAGES.noClass })
    // Ids are 32-bit integers in the database: a bigger one would make PostgreSQL fail (a 500).
    .max(2_147_483_647, { error: ENROL_FORM_MESSAGES.noClass }),
  student: z
    .object({
      studentId: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: ENROL_FORM_MESSAGES.noStudent })
          .int({ error: ENROL_FORM_MESSAGES.noStudent })
          .min(1, { error: ENROL_FORM_MESSAGES.noStudent })
          .max(2_147_483_647, { error: ENROL_FORM_MESSAGES.noStudent })
          .optional(),
      ),
      /** Informative only. */
      controlNumber: z.string().trim().max(20).optional().nullable(),
      studentPhone: z.string().trim().max(20).optional().nullable(),
    })
    .optional()
    .nullable(),
  kind: enrolmentKindSchema,
});
/** What a client sends (kind may be left out). */
export type EnrollBody = z.input<typeof enrollBodySchema>;
/** What the API reads after the schema (kind defaulted). */
export type EnrollInput = z.output<typeof enrollBodySchema>;

/** PATCH /classes/{id}/student/{studentId}: an administrator corrects how the student takes the subject. */
export const enrolmentKindBodySchema = z.object({
  kind: z.enum(ENROLMENT_KINDS, { error: 'El tipo de curso debe ser ordinaria, repeticion o especial.' }),
});
export const enrolmentKindResultSchema = z.object({
  id_class: z.number().int(),
  id_student: z.number().int(),
  kind: z.enum(ENROLMENT_KINDS),
});
export type EnrolmentKindResult = z.infer<typeof enrolmentKindResultSchema>;

export const enrolmentResultSchema = z.object({
  message: z.string(),
  id_student_class: z.number().int(),
  id_class: z.number().int(),
  id_student: z.number().int(),
  /** True when this enrolment made the student the class's group leader (the class was empty). */
  group_leader: z.boolean(),
  enrrolled: z.number().int(),
  max_students: z.number().int(),
});
export type EnrolmentResult = z.infer<typeof enrolmentResultSchema>;

export const removalResultSchema = z.object({
  message: z.string(),
  id_class: z.number().int(),
  id_student: z.number().int(),
  enrrolled: z.number().int(),
  /** The student who became group leader because the removed student led the class, else null. */
  new_group_leader: z.number().int().nullable(),
});
export type RemovalResult = z.infer<typeof removalResultSchema>;

export const reviewParamsSchema = z.object({
  id: idParam('La clase'),
  /** Any status is a known value (400 otherwise); which moves are allowed is the service's 409. */
  status: z.enum(CLASS_STATUSES, { error: 'El estado debe ser aprobado, rechazado, active o cancelled.' }),
});

/** Optional body of a review; the spec's clients send none. */
export const reviewBodySchema = z
  .object({
    comment: z
      .string()
      .trim()
      .max(1000, { error: 'El comentario no debe superar 1000 caracteres.' })
      .optional()
      .nullable(),
    reason: z.string().trim().max(1000, { error: 'La razón no debe superar 1000 caracteres.' }).optional().nullable(),
    /** Approving under the minimum of students needs this written reason (kept in the history). */
    belowQuorumReason: z
      .string()
      .trim()
      .max(1000, { error: 'La razón no debe superar 1000 caracteres.' })
      .optional()
      .nullable(),
  })
  .optional()
  .nullable();
export type ReviewBody = z.infer<typeof reviewBodySchema>;

export const reviewResultSchema = z.object({
  id_class: z.number().int(),
  status: z.string(),
  review: statusHistoryEntrySchema,
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

export const classIdParamsSchema = z.object({ id: idParam('La clase') });
export const classStudentParamsSchema = z.object({ id: idParam('La clase'), studentId: idParam('El estudiante') });

export const classStudentsQuerySchema = z.object({
  page: optionalQuery(queryInt('La página', 1, 100_000)).default(1),
  pagesize: optionalQuery(queryInt('El tamaño de página', 1, MAX_PAGE_SIZE)).default(PAGE_SIZES.classStudents),
});

export const classmateSchema = z.object({
  id_student_class: z.number().int(),
  id_student: z.number().int(),
  group_leader: z.boolean(),
  /** How the student takes the subject (docs/rules.md ELE-2): sent to the staff only, not to classmates. */
  kind: z.enum(ENROLMENT_KINDS).optional(),
  student: z.object({
    /** The same as the entry's id_student, also here for clients that read `student.id_student`. */
    id_student: z.number().int(),
    control_number: z.string(),
    career: z.object({ name: z.string() }).nullable(),
    phone: z.string(),
    user: studentUserSchema,
  }),
});
export type Classmate = z.infer<typeof classmateSchema>;

export const classmatesResponseSchema = z.object({
  data: z.array(classmateSchema),
  meta: pageMetaSchema.extend({
    /** Group leaders among all the class's students (0 or 1). */
    leaders: z.number().int(),
  }),
});
export type ClassmatesResponse = z.infer<typeof classmatesResponseSchema>;

export const updateClassBodySchema = z.object({
  /** Absent or null: unchanged. Otherwise a https://chat.whatsapp.com/… link. */
  whatsappLink: z.string().trim().max(300, { error: CLASS_FORM_MESSAGES.whatsappFormat }).optional().nullable(),
  /** Admins only (a student's value is ignored); see adminStatusChange. */
  status: z.string().trim().max(50).optional().nullable(),
});
export type UpdateClassBody = z.infer<typeof updateClassBodySchema>;

export const overviewQuerySchema = z.object({
  period: optionalQuery(queryInt('El año académico', 2000, 2100)),
});

export const classesOverviewSchema = z.object({
  /** The academic year counted, or null for all years. */
  period: z.number().int().nullable(),
  totalClasses: z.number().int(),
  pendingClasses: z.number().int(),
  /** Approved classes (status aprobado). */
  activeClasses: z.number().int(),
  /** Enrolments in the counted classes. */
  totalEnrolments: z.number().int(),
  /** Classes per status, every status present (0 when none). */
  byStatus: z.object({
    pendiente: z.number().int(),
    aprobado: z.number().int(),
    rechazado: z.number().int(),
    active: z.number().int(),
    cancelled: z.number().int(),
    finished: z.number().int(),
  }),
});
export type ClassesOverview = z.infer<typeof classesOverviewSchema>;
