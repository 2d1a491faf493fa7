import type { ScheduleClash } from './schedule-clash.ts';

/**
 * Teachers and rooms of classes (issue 21, docs/rules.md "Teachers and rooms"): only an approved
 * or active class gets a teacher (or a room); a teacher never teaches two classes of one period at
 * overlapping times (the schedule-clash rule of issue 16).
 */
export const ASSIGNABLE_STATUSES = ['aprobado', 'active'] as const;

export function isAssignable(status: string): boolean {
  return (ASSIGNABLE_STATUSES as readonly string[]).includes(status);
}

/** "El docente se empalma con Cálculo Integral (lunes 10:00–12:00)." */
export function teacherClashMessage(clash: ScheduleClash): string {
  return `El docente se empalma con ${clash.subjectName} (${clash.day.toLowerCase()} ${clash.start}–${clash.end}).`;
}
