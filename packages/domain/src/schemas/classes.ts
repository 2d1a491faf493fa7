import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { CLASS_STATUSES } from '../rules/class-status.ts';
import { normalizeClassKey, normalizeKeyInput, isValidClassKey, KEY_HINTS } from '../rules/class-key.ts';
import { classFormProblem, CLASS_FORM_MESSAGES } from '../rules/class-form.ts';
import { minutesToTime, timeToMinutes } from '../rules/schedule.ts';
import { SHIFT_NAMES, shiftOfSchedule, type Shift } from '../rules/shift.ts';
import { careerSchema } from './catalog.ts';
import { idParam, optionalQuery, pageMetaSchema, paginated, paginationQuery, queryInt } from './common.ts';

const statusList = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const parts = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const bad = parts.find((p) => !(CLASS_STATUSES as readonly string[]).includes(p));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `Estado no válido: "${bad.slice(0, 30)}". Usa pendiente, aprobado, rechazado, active o cancelled.`,
      });
      return z.NEVER;
    }
    return [...new Set(parts)] as (typeof CLASS_STATUSES)[number][];
  });

const searchText = z.string().trim().max(100, { error: 'La búsqueda no debe superar 100 caracteres.' });

/** The columns a class list can be ordered by (the admin's table view); `-` in front means descending. */
export const CLASS_SORT_KEYS = ['subject', 'clave', 'period', 'status', 'enrolled', 'id'] as const;
export type ClassSortKey = (typeof CLASS_SORT_KEYS)[number];
export interface ClassSort {
  key: ClassSortKey;
  direction: 'asc' | 'desc';
}

const classSort = z
  .string()
  .max(20)
  .transform((value, ctx): ClassSort => {
    const desc = value.startsWith('-');
    const key = (desc ? value.slice(1) : value) as ClassSortKey;
    if (!(CLASS_SORT_KEYS as readonly string[]).includes(key)) {
      ctx.addIssue({
        code: 'custom',
        message: `Orden no válido: "${value.slice(0, 20)}". Usa ${CLASS_SORT_KEYS.join(', ')}, con "-" delante para orden descendente.`,
      });
      return z.NEVER;
    }
    return { key, direction: desc ? 'desc' : 'asc' };
  });

export const classesQuerySchema = z.object({
  ...paginationQuery(10, MAX_PAGE_SIZE),
  period: optionalQuery(queryInt('El año académico', 2000, 2100)),
  status: optionalQuery(statusList),
  search: optionalQuery(searchText),
  subjectName: optionalQuery(searchText),
  careerId: optionalQuery(idParam('La carrera')),
  subjectId: optionalQuery(idParam('La materia')),
  /** Without it: newest academic year first. */
  sort: optionalQuery(classSort),
  /** `ready`: classes with at least the minimum of students (15); `below`: the others. */
  quorum: optionalQuery(z.enum(['ready', 'below'], { error: 'quorum debe ser ready o below.' })),
  clave: optionalQuery(
    z
      .string()
      .max(20)
      .transform((v) => normalizeKeyInput(v))
      .refine(isValidClassKey, { error: KEY_HINTS.invalid }),
  ),
});
export type ClassesQuery = z.infer<typeof classesQuerySchema>;

export const weekdaySchema = z.object({ id: z.number().int(), name: z.string(), short_name: z.string() });

export const scheduleEntrySchema = z.object({
  id_schedule: z.number().int(),
  id_day: z.number().int(),
  Days: weekdaySchema,
  start_time: z.string(),
  end_time: z.string(),
});
export type ScheduleEntry = z.infer<typeof scheduleEntrySchema>;

/** A class's subject, as the spec's Subject entity: with the careers it belongs to (by name). */
export const classSubjectSchema = z.object({
  id_subject: z.number().int(),
  name: z.string(),
  clave: z.string(),
  credits: z.number().int(),
  Careers: z.array(careerSchema),
});

export const responsibleStudentSchema = z.object({
  id_student: z.number().int(),
  student_name: z.string(),
  control_number: z.string().nullable(),
  student_phone: z.string().nullable(),
});

/** Where and by whom a class is taught (issue 21): null while not assigned. */
export const classPlaceSchema = z.object({
  room: z
    .object({
      id_room: z.number().int(),
      name: z.string(),
      building: z.string(),
      capacity: z.number().int(),
      kind: z.string(),
    })
    .nullable(),
  teacher: z.object({ id_user: z.number().int(), name: z.string() }).nullable(),
});
export type ClassPlace = z.infer<typeof classPlaceSchema>;

export const classSchema = z.object({
  id_class: z.number().int(),
  status: z.string(),
  period: z.number().int(),
  shift: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  /** Only shown to the class's students and to staff; null for everyone else. */
  whatsapp_link: z.string().nullable(),
  max_students: z.number().int(),
  enrrolled: z.number().int(),
  /** Mobility students (other institutes) in their own 5 places; never in `enrrolled`. */
  mobility_enrolled: z.number().int(),
  created_at: z.string(),
  Subjects: classSubjectSchema,
  Schedules: z.array(scheduleEntrySchema),
  ResponsibleStudent: responsibleStudentSchema.nullable(),
  /** Issue 21: the class's room and teacher (sent by GET /classes and the details; null while not assigned). */
  ...classPlaceSchema.partial().shape,
});
export type ClassItem = z.infer<typeof classSchema>;

export const classesResponseSchema = paginated(classSchema);
export type ClassesResponse = z.infer<typeof classesResponseSchema>;

// ---- status history -------------------------------------------------------------------------

export const statusHistoryEntrySchema = z.object({
  from_status: z.string(),
  to_status: z.string(),
  /** The approval comment or the rejection reason, when the admin gave one. */
  comment: z.string().nullable(),
  changed_at: z.string(),
  /** The administrator who changed it (null when that account no longer exists). */
  changed_by: z.object({ id_user: z.number().int(), name: z.string() }).nullable(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

/** GET /classes/{id}: the class, plus its status history for administrators and its members (null for others). */
export const classDetailSchema = classSchema.extend({
  status_history: z.array(statusHistoryEntrySchema).nullable(),
  /** Issue 21: the class's room and teacher (always sent by the API). */
  ...classPlaceSchema.partial().shape,
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** One class of GET /classes/student: the caller is a member, so the WhatsApp link is included. */
export const studentClassSchema = classSchema.extend({
  /** Is the caller this class's group leader? */
  group_leader: z.boolean(),
  /** The latest review (approval or rejection, with its comment or reason), or null while never reviewed. */
  latest_review: statusHistoryEntrySchema.nullable(),
  /** Issue 16: the student got this class from its waitlist (always sent by the API). */
  promoted_from_waitlist: z.boolean().optional(),
  /** Issue 21: the class's room and teacher (always sent by the API). */
  ...classPlaceSchema.partial().shape,
});
export type StudentClass = z.infer<typeof studentClassSchema>;
export const studentClassesResponseSchema = z.array(studentClassSchema);

export const studentClassesQuerySchema = z.object({
  /** Optional, for the spec's clients: when given it must be the caller's own student id. */
  id_student: optionalQuery(idParam('El estudiante')),
  /** Accepted and ignored: the spec's client sends `?id=`; the student always comes from the token. */
  id: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe(
      'Alias aceptado e ignorado (el cliente de la especificación envía `?id=`): el estudiante siempre es el del token.',
    ),
});

// ---- writes ---------------------------------------------------------------------------------

/** Form values: blank, null or absent mean "not given", and the class-form rules then say what is missing. */
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

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
  /** Only this counts: the responsible student is sent only when a student id is given (docs/rules.md R31). */
  studentId: formNumber(1, 2_147_483_647, 'El estudiante no es válido.'),
  /** Informative only: the server uses the student record of studentId. */
  controlNumber: z.string().trim().max(20).optional().nullable(),
  studentPhone: z.string().trim().max(20).optional().nullable(),
});

/** "7:30" / "07:30" / "07:30:00" → "07:30:00", the stored form. */
const storedTime = (t: string) => minutesToTime(timeToMinutes(t)!, true);

/**
 * POST /classes (docs/architecture.md, API calls). The schedule is a list of (day, start, end); the form sends one range for
 * all the chosen days, and every entry must satisfy the class-form rules (docs/rules.md R22–R32), checked by the
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
  }));
export type CreateClassInput = z.output<typeof createClassBodySchema>;
/** What a client sends to POST /classes (before the schema normalises it). */
export type CreateClassBody = z.input<typeof createClassBodySchema>;

/** POST /classes/enrollStudent (docs/architecture.md, API calls). A student may leave `student` out: they enrol themselves. */
export const enrollBodySchema = z.object({
  classId: z.coerce
    .number({ error: 'No se pudo obtener el ID de la clase.' })
    .int({ error: 'No se pudo obtener el ID de la clase.' })
    .min(1, { error: 'No se pudo obtener el ID de la clase.' })
    // Ids are 32-bit integers in the database: a bigger one would make PostgreSQL fail (a 500).
    .max(2_147_483_647, { error: 'No se pudo obtener el ID de la clase.' }),
  student: z
    .object({
      studentId: z.preprocess(
        blankToUndefined,
        z.coerce
          .number({ error: 'Por favor, selecciona un estudiante para inscribir.' })
          .int({ error: 'Por favor, selecciona un estudiante para inscribir.' })
          .min(1, { error: 'Por favor, selecciona un estudiante para inscribir.' })
          .max(2_147_483_647, { error: 'Por favor, selecciona un estudiante para inscribir.' })
          .optional(),
      ),
      /** Informative only. */
      controlNumber: z.string().trim().max(20).optional().nullable(),
      studentPhone: z.string().trim().max(20).optional().nullable(),
    })
    .optional()
    .nullable(),
});
export type EnrollBody = z.infer<typeof enrollBodySchema>;

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
  student: z.object({
    /** The same as the entry's id_student, also here for clients that read `student.id_student`. */
    id_student: z.number().int(),
    control_number: z.string(),
    career: z.object({ name: z.string() }).nullable(),
    phone: z.string(),
    user: z.object({
      id_user: z.number().int(),
      name: z.string(),
      paternal_surname: z.string(),
      maternal_surname: z.string(),
      email: z.string(),
    }),
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
  }),
});
export type ClassesOverview = z.infer<typeof classesOverviewSchema>;
