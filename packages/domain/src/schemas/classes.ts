import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../constants.ts';
import { CLASS_STATUSES, REVIEW_TARGETS } from '../rules/class-status.ts';
import { normalizeKeyInput, isValidClassKey, KEY_HINTS } from '../rules/class-key.ts';
import { classFormProblem, CLASS_FORM_MESSAGES } from '../rules/class-form.ts';
import { SHIFT_NAMES } from '../rules/shift.ts';
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

export const classesQuerySchema = z.object({
  ...paginationQuery(10, MAX_PAGE_SIZE),
  period: optionalQuery(queryInt('El año académico', 2000, 2100)),
  status: optionalQuery(statusList),
  search: optionalQuery(searchText),
  subjectName: optionalQuery(searchText),
  careerId: optionalQuery(idParam('La carrera')),
  subjectId: optionalQuery(idParam('La materia')),
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

export const classSubjectSchema = z.object({
  id_subject: z.number().int(),
  name: z.string(),
  clave: z.string(),
  credits: z.number().int(),
});

export const responsibleStudentSchema = z.object({
  id_student: z.number().int(),
  student_name: z.string(),
  control_number: z.string().nullable(),
  student_phone: z.string().nullable(),
});

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
  created_at: z.string(),
  Subjects: classSubjectSchema,
  Schedules: z.array(scheduleEntrySchema),
  ResponsibleStudent: responsibleStudentSchema.nullable(),
});
export type ClassItem = z.infer<typeof classSchema>;

export const classesResponseSchema = paginated(classSchema);
export type ClassesResponse = z.infer<typeof classesResponseSchema>;

// ---- writes ---------------------------------------------------------------------------------

const timeValue = z
  .string({ error: CLASS_FORM_MESSAGES.required })
  .trim()
  .regex(/^\d{2}:\d{2}(:\d{2})?$/, { error: 'La hora debe tener el formato HH:MM.' });

export const scheduleInputSchema = z.object({
  dayId: z.coerce
    .number({ error: 'El día no es válido.' })
    .int({ error: 'El día no es válido.' })
    .min(1, { error: 'El día no es válido.' })
    .max(5, { error: 'El día no es válido.' }),
  startTime: timeValue,
  endTime: timeValue,
});

export const responsibleStudentInputSchema = z.object({
  studentId: z.coerce
    .number({ error: 'El estudiante no es válido.' })
    .int()
    .min(1, { error: 'El estudiante no es válido.' }),
  controlNumber: z.string().trim().max(20).optional(),
  studentPhone: z.string().trim().max(20).optional(),
});

/**
 * POST /classes. The schedule is a list of (day, start, end); the form gives one range for all
 * chosen days, and every entry must satisfy the form's rules.
 */
export const createClassBodySchema = z
  .object({
    subjectId: z.coerce
      .number({ error: CLASS_FORM_MESSAGES.required })
      .int()
      .min(1, { error: CLASS_FORM_MESSAGES.required }),
    clave: z.string({ error: CLASS_FORM_MESSAGES.required }).trim().max(20),
    period: z.coerce
      .number({ error: CLASS_FORM_MESSAGES.required })
      .int()
      .min(2000, { error: 'El año académico no es válido.' })
      .max(2100, { error: 'El año académico no es válido.' }),
    description: z
      .string()
      .trim()
      .max(500, { error: 'El motivo no debe superar 500 caracteres.' })
      .optional()
      .nullable(),
    schedule: z
      .array(scheduleInputSchema, { error: CLASS_FORM_MESSAGES.days })
      .max(5, { error: CLASS_FORM_MESSAGES.duplicateDay }),
    shift: z.enum(SHIFT_NAMES as ['matutino', 'vespertino'], { error: 'El turno debe ser matutino o vespertino.' }),
    whatsappLink: z.string().trim().max(300).optional().nullable(),
    responsibleStudent: responsibleStudentInputSchema.optional().nullable(),
  })
  .superRefine((body, ctx) => {
    const ranges = body.schedule;
    const problems = (ranges.length === 0 ? [undefined] : ranges).map((entry) =>
      classFormProblem({
        subjectId: body.subjectId,
        clave: normalizeKeyInput(body.clave),
        period: body.period,
        shift: body.shift,
        startTime: entry?.startTime,
        endTime: entry?.endTime,
        dayIds: ranges.map((r) => r.dayId),
        whatsappLink: body.whatsappLink,
        whatsappRequired: false, // depends on who creates the class: the service checks it
      }),
    );
    const first = problems.find((p) => p !== null);
    if (first) ctx.addIssue({ code: 'custom', path: [first.field], message: first.message });
  });
export type CreateClassBody = z.infer<typeof createClassBodySchema>;

export const enrollBodySchema = z.object({
  classId: z.coerce
    .number({ error: 'No se pudo obtener el ID de la clase.' })
    .int()
    .min(1, { error: 'No se pudo obtener el ID de la clase.' }),
  student: z.object(
    {
      studentId: z.coerce
        .number({ error: 'Por favor, selecciona un estudiante para inscribir.' })
        .int()
        .min(1, { error: 'Por favor, selecciona un estudiante para inscribir.' }),
      controlNumber: z.string().trim().max(20).optional().nullable(),
      studentPhone: z.string().trim().max(20).optional().nullable(),
    },
    { error: 'Por favor, selecciona un estudiante para inscribir.' },
  ),
});
export type EnrollBody = z.infer<typeof enrollBodySchema>;

export const reviewParamsSchema = z.object({
  id: idParam('La clase'),
  status: z.enum(REVIEW_TARGETS, { error: 'El estado debe ser aprobado o rechazado.' }),
});

export const reviewBodySchema = z
  .object({
    comment: z
      .string()
      .trim()
      .max(1000, { error: 'El comentario no debe superar 1000 caracteres.' })
      .optional()
      .nullable(),
    reason: z.string().trim().max(1000, { error: 'La razón no debe superar 1000 caracteres.' }).optional().nullable(),
  })
  .optional()
  .nullable();

export const classIdParamsSchema = z.object({ id: idParam('La clase') });
export const classStudentParamsSchema = z.object({ id: idParam('La clase'), studentId: idParam('El estudiante') });

export const classStudentsQuerySchema = z.object({
  page: optionalQuery(queryInt('La página', 1, 100_000)).default(1),
  pagesize: optionalQuery(queryInt('El tamaño de página', 1, MAX_PAGE_SIZE)).default(PAGE_SIZES.classStudents),
});

export const updateClassBodySchema = z.object({
  whatsappLink: z.string().trim().max(300).optional().nullable(),
  status: z.string().max(50).optional().nullable(),
});
