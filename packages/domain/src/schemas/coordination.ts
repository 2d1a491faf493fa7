import { z } from 'zod';
import {
  COORDINATION_MESSAGES as M,
  EVALUATION_COMMENT_MAX,
  EVALUATION_QUESTIONS,
  PROGRESS_NOTE_MAX,
  WARNING_MAX,
} from '../rules/coordination.ts';
import { idParam, optionalQuery, queryInt } from './common.ts';

const studentId = z
  .number({ error: M.absentNotInClass })
  .int({ error: M.absentNotInClass })
  .positive({ error: M.absentNotInClass });

export const attendanceParamsSchema = z.object({ id: idParam('La clase'), date: z.string().max(20) });

/** PUT /classes/{id}/attendance/{date}: who was absent (everyone else was present). */
export const attendanceBodySchema = z.object({ absent: z.array(studentId).max(500) });
export type AttendanceBody = z.infer<typeof attendanceBodySchema>;

const nullableDay = z.string().nullable();

/** A class's attendance: its sessions, which were taken, and each student's share. */
export const attendanceSheetSchema = z.object({
  id_class: z.number().int(),
  sessions: z.array(
    z.object({
      date: z.string(),
      taken: z.boolean(),
      /** Ids of the students absent from it (empty when not taken). */
      absent: z.array(z.number().int()),
    }),
  ),
  students: z.array(
    z.object({
      id_student: z.number().int(),
      control_number: z.string(),
      name: z.string(),
      absences: z.number().int(),
      percent: z.number().int().nullable(),
      low: z.boolean(),
    }),
  ),
  /** Today's session, if the class meets today; else the last past session (null before the first). */
  current_session: nullableDay,
});
export type AttendanceSheet = z.infer<typeof attendanceSheetSchema>;

/** POST /classes/{id}/progress. */
export const progressBodySchema = z.object({
  week: z
    .number({ error: M.weekInvalid })
    .int({ error: M.weekInvalid })
    .min(1, { error: M.weekInvalid })
    .max(52, { error: M.weekInvalid }),
  percent: z
    .number({ error: M.percentInvalid })
    .int({ error: M.percentInvalid })
    .min(0, { error: M.percentInvalid })
    .max(100, { error: M.percentInvalid }),
  note: z.string().max(PROGRESS_NOTE_MAX, { error: M.noteTooLong }).nullish(),
});
export type ProgressBody = z.infer<typeof progressBodySchema>;

export const progressReportSchema = z.object({
  week: z.number().int(),
  percent: z.number().int(),
  note: z.string().nullable(),
  reported_at: z.string(),
  expected: z.number().int(),
});

/** A class's progress: its reports, the week in course (null outside classes) and what it should reach. */
export const progressSheetSchema = z.object({
  id_class: z.number().int(),
  weeks: z.number().int(),
  current_week: z.number().int().nullable(),
  current_expected: z.number().int().nullable(),
  reports: z.array(progressReportSchema),
});
export type ProgressSheet = z.infer<typeof progressSheetSchema>;

export const behindReasonSchema = z.enum(['no_report', 'progress_behind', 'attendance_missing']);

export const behindQuerySchema = z.object({ period: optionalQuery(queryInt('El periodo', 2000, 2100)) });

/** One class on the coordinator's list (behind or not) with why. */
export const coordinationClassSchema = z.object({
  id_class: z.number().int(),
  subject: z.string(),
  clave: z.string(),
  period: z.number().int(),
  teacher: z.string().nullable(),
  reasons: z.array(behindReasonSchema),
  week: z.number().int().nullable(),
  expected: z.number().int().nullable(),
  reported: z.number().int().nullable(),
  missing_sessions: z.array(z.string()),
  low_attendance: z.number().int(),
  reminders_sent: z.array(z.string()),
  warnings: z.number().int(),
});
export const coordinationListSchema = z.object({
  period: z.number().int().nullable(),
  today: z.string(),
  classes: z.array(coordinationClassSchema),
});
export type CoordinationClass = z.infer<typeof coordinationClassSchema>;
export type CoordinationList = z.infer<typeof coordinationListSchema>;

export const reminderBodySchema = z.object({
  reason: z.enum(['progress', 'attendance'], { error: M.reminderReasonInvalid }),
});
export const reminderResultSchema = z.object({ sent: z.literal(true), message: z.string() });

export const warningBodySchema = z.object({ note: z.string().max(WARNING_MAX).optional() });
export const warningResultSchema = z.object({ message: z.string() });

const scores = z
  .array(
    z
      .number({ error: M.scoresInvalid })
      .int({ error: M.scoresInvalid })
      .min(1, { error: M.scoresInvalid })
      .max(5, { error: M.scoresInvalid }),
    {
      error: M.scoresInvalid,
    },
  )
  .length(EVALUATION_QUESTIONS.length, { error: M.scoresInvalid });

/** POST /classes/{id}/evaluation. */
export const evaluationBodySchema = z.object({
  scores,
  comment: z.string().max(EVALUATION_COMMENT_MAX, { error: M.commentTooLong }).nullish(),
});
export type EvaluationBody = z.infer<typeof evaluationBodySchema>;

/** GET /classes/{id}/evaluation: the statements, the window and whether the caller answered. */
export const evaluationFormSchema = z.object({
  id_class: z.number().int(),
  subject: z.string(),
  teacher: z.string().nullable(),
  questions: z.array(z.string()),
  open: z.boolean(),
  opens: z.string(),
  closes: z.string(),
  answered: z.boolean(),
});
export type EvaluationForm = z.infer<typeof evaluationFormSchema>;

export const evaluationResultSchema = z.object({
  id_class: z.number().int(),
  subject: z.string(),
  clave: z.string(),
  period: z.number().int(),
  answers: z.number().int(),
  shown: z.boolean(),
  means: z.array(z.number()).nullable(),
  overall: z.number().nullable(),
  comments: z.array(z.string()),
});
export const teacherEvaluationsSchema = z.object({
  id_teacher: z.number().int(),
  teacher: z.string(),
  questions: z.array(z.string()),
  classes: z.array(evaluationResultSchema),
});
export type EvaluationResult = z.infer<typeof evaluationResultSchema>;
export type TeacherEvaluations = z.infer<typeof teacherEvaluationsSchema>;
