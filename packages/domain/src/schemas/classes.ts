import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants.ts';
import { CLASS_STATUSES } from '../rules/class-status.ts';
import { ENROLMENT_KINDS } from '../rules/enrolment-eligibility.ts';
import { normalizeKeyInput, isValidClassKey, KEY_HINTS } from '../rules/class-key.ts';
import { careerSchema } from './catalog.ts';
import { idParam, optionalQuery, paginated, paginationQuery, queryInt } from './common.ts';

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
  /** `room`, `teacher` or `either`: classes still without a room, without a teacher, or without one of them. */
  missing: optionalQuery(z.enum(['room', 'teacher', 'either'], { error: 'missing debe ser room, teacher o either.' })),
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

/** Where and by whom a class is taught: null while not assigned. */
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
  /**
   * Seats held by waitlist offers not yet answered (taken for everyone but the student offered; docs/rules.md
   * ESP-5). Sent by the class list; absent (none) elsewhere.
   */
  held_seats: z.number().int().optional(),
  created_at: z.string(),
  /** «En riesgo»: enrolment closed with the class pending and below its period's minimum (absent otherwise). */
  at_risk: z.boolean().optional(),
  Subjects: classSubjectSchema,
  Schedules: z.array(scheduleEntrySchema),
  ResponsibleStudent: responsibleStudentSchema.nullable(),
  /** The class's room and teacher (sent by GET /classes and the details; null while not assigned). */
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
  /** The class's room and teacher (always sent by the API). */
  ...classPlaceSchema.partial().shape,
});
export type ClassDetail = z.infer<typeof classDetailSchema>;

/** One class of GET /classes/student: the caller is a member, so the WhatsApp link is included. */
export const studentClassSchema = classSchema.extend({
  /** Is the caller this class's group leader? */
  group_leader: z.boolean(),
  /** The latest review (approval or rejection, with its comment or reason), or null while never reviewed. */
  latest_review: statusHistoryEntrySchema.nullable(),
  /** The student got this class from its waitlist (always sent by the API). */
  promoted_from_waitlist: z.boolean().optional(),
  /** How the student takes the subject (always sent by the API). */
  kind: z.enum(ENROLMENT_KINDS).optional(),
  /** The class's room and teacher (always sent by the API). */
  ...classPlaceSchema.partial().shape,
  /** Once the acta is closed (status `finished`): the student's grade 0–100; null before. */
  grade: z.number().int().nullable().optional(),
  /** «Acreditada» or «No acreditada (NA)» once the acta is closed; null before. */
  result: z.string().nullable().optional(),
  /** The folio of the student's current constancia of a finished class; null before. */
  constanciaFolio: z.string().nullable().optional(),
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
