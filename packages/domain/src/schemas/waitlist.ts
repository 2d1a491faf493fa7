import { z } from 'zod';
import { CLASS_FORM_MESSAGES, classFormProblem } from '../rules/class-form.ts';
import { minutesToTime, timeToMinutes } from '../rules/schedule.ts';
import { shiftOfSchedule } from '../rules/shift.ts';
import { scheduleInputSchema } from './class-writes.ts';
import { classSchema } from './classes.ts';

/** POST /classes/{id}/waitlist: the student's place in line, 1 = next. */
export const waitlistJoinResultSchema = z.object({
  id_class: z.number().int(),
  id_student: z.number().int(),
  position: z.number().int(),
});
export type WaitlistJoinResult = z.infer<typeof waitlistJoinResultSchema>;

/** GET /classes/{id}/waitlist (admin): the list in order. */
export const waitlistRosterSchema = z.array(
  z.object({
    position: z.number().int(),
    id_student: z.number().int(),
    student_name: z.string(),
    control_number: z.string(),
    email: z.string(),
    /** Counting enrolments the student holds now (2: skipped at promotion until one frees). */
    enrolments: z.number().int(),
    joined_at: z.string(),
    /** While a freed seat is offered to the student (held for them): its deadline; else null. */
    offer_expires_at: z.string().nullable(),
  }),
);
export type WaitlistRoster = z.infer<typeof waitlistRosterSchema>;

/** A private calendar address of the caller (student or teacher); null `url` when they have none. */
export const calendarTokenSchema = z.object({
  url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarToken = z.infer<typeof calendarTokenSchema>;

export const calendarTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}\.ics$/, { error: 'Dirección de calendario no válida.' }),
});

/** GET /classes/student/waitlists: the caller's lists with their place and the class. */
export const studentWaitlistsSchema = z.array(
  z.object({
    /** 1 = the next; `total`: how many wait for the class now. */
    position: z.number().int(),
    total: z.number().int(),
    joined_at: z.string(),
    /** An open offer's deadline (the place is held for the student until then); null while they only wait. */
    offer_expires_at: z.string().nullable(),
    class: classSchema,
  }),
);
export type StudentWaitlists = z.infer<typeof studentWaitlistsSchema>;

const storedTime = (t: string) => minutesToTime(timeToMinutes(t)!, true);

/**
 * PUT /classes/{id}/schedule (admin): the class's new schedule, checked by the class form's rules
 * (at least one day, each once, start before end, 30-minute slots, one shift for all ranges).
 */
export const scheduleChangeBodySchema = z
  .object({
    schedule: z.array(scheduleInputSchema, { error: CLASS_FORM_MESSAGES.days }).max(5, {
      error: CLASS_FORM_MESSAGES.duplicateDay,
    }),
  })
  .superRefine((body, ctx) => {
    const dayIds = body.schedule.map((r) => r.dayId);
    const entries = body.schedule.length > 0 ? body.schedule : [{ startTime: '-', endTime: '-' }];
    for (const e of entries) {
      const problem = classFormProblem({
        subjectId: 1,
        clave: 'AAA0000',
        period: 2026,
        startTime: e.startTime,
        endTime: e.endTime,
        dayIds,
        whatsappLink: null,
        whatsappRequired: false,
        shiftOptional: true,
      });
      if (problem) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
        return;
      }
    }
    if (shiftOfSchedule(entries as { startTime: string; endTime: string }[]) === null) {
      ctx.addIssue({ code: 'custom', path: ['schedule'], message: CLASS_FORM_MESSAGES.noShift });
    }
  })
  .transform((body) => ({
    schedule: body.schedule.map((e) => ({
      dayId: e.dayId,
      startTime: storedTime(e.startTime!),
      endTime: storedTime(e.endTime!),
    })),
  }));
export type ScheduleChangeInput = z.output<typeof scheduleChangeBodySchema>;

export const CAPACITY_MESSAGE = 'El cupo debe ser un número entero entre 1 y 200.';
/** PATCH /classes/{id}/capacity (admin): the class's regular seats. */
export const capacityBodySchema = z.object({
  maxStudents: z.coerce
    .number({ error: CAPACITY_MESSAGE })
    .int({ error: CAPACITY_MESSAGE })
    .min(1, { error: CAPACITY_MESSAGE })
    .max(200, { error: CAPACITY_MESSAGE }),
});
