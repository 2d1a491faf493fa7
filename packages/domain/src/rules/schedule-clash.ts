import { dayOrder, timeToMinutes, toHHMM, type ScheduleEntryLike } from './schedule.ts';

/**
 * Schedule clashes(docs/rules.md ESP): two classes of the same period clash
 * when they share a weekday and their time ranges overlap, the end excluded — 10:00–12:00 and
 * 12:00–14:00 do not clash. A student never holds two clashing classes that count toward the limit.
 * One rule for the API (inside the enrolment transaction) and for the web app (before the click).
 */

/** A class as the clash rule needs it: its period and schedule (the API's and the web's shape). */
export interface TimetableClass {
  period?: number | null;
  Schedules: readonly ScheduleEntryLike[];
}

/** A class the student already holds, with what the message names. */
export interface HeldClass extends TimetableClass {
  id_class: number;
  Subjects: { name: string };
}

export interface ScheduleClash {
  id_class: number;
  subjectName: string;
  /** The weekday's name as stored ("Lunes"). */
  day: string;
  /** The other class's range on that day, "HH:MM". */
  start: string;
  end: string;
}

/** Whether [aStart, aEnd) and [bStart, bEnd) overlap; times as "HH:MM" or "HH:MM:SS". */
export function rangesOverlap(aStart: string, aEnd: string, bStart: string, bEnd: string): boolean {
  const [s1, e1, s2, e2] = [aStart, aEnd, bStart, bEnd].map(timeToMinutes);
  if (s1 == null || e1 == null || s2 == null || e2 == null) return false;
  return s1 < e2 && s2 < e1;
}

function sameDay(a: ScheduleEntryLike, b: ScheduleEntryLike): boolean {
  const x = a.Days?.name;
  const y = b.Days?.name;
  return !!x && !!y && dayOrder(x) === dayOrder(y) && dayOrder(x) < 7;
}

/**
 * The first class of `held` that clashes with `candidate` (held classes in the order given, days
 * Monday first), or null. Classes of another period never clash; a held class with the candidate's
 * own id is ignored (a class does not clash with itself).
 */
export function scheduleClash(
  candidate: TimetableClass & { id_class?: number },
  held: readonly HeldClass[],
): ScheduleClash | null {
  const mine = [...candidate.Schedules].sort((a, b) => dayOrder(a.Days?.name ?? '') - dayOrder(b.Days?.name ?? ''));
  for (const other of held) {
    if (candidate.id_class !== undefined && other.id_class === candidate.id_class) continue;
    if (candidate.period != null && other.period != null && candidate.period !== other.period) continue;
    for (const a of mine) {
      for (const b of other.Schedules) {
        if (!sameDay(a, b) || !a.start_time || !a.end_time || !b.start_time || !b.end_time) continue;
        if (!rangesOverlap(a.start_time, a.end_time, b.start_time, b.end_time)) continue;
        return {
          id_class: other.id_class,
          subjectName: other.Subjects.name,
          day: b.Days!.name!,
          start: toHHMM(b.start_time),
          end: toHHMM(b.end_time),
        };
      }
    }
  }
  return null;
}

/** "El horario se empalma con Cálculo Integral (lunes 10:00–12:00)." */
export function clashMessage(clash: ScheduleClash): string {
  return `El horario se empalma con ${clash.subjectName} (${clash.day.toLowerCase()} ${clash.start}–${clash.end}).`;
}

/** The short mark of the class browser: "Se empalma con Cálculo Integral (lunes 10:00–12:00)". */
export function clashMark(clash: ScheduleClash): string {
  return `Se empalma con ${clash.subjectName} (${clash.day.toLowerCase()} ${clash.start}–${clash.end})`;
}

/** An admin's schedule change refused because it would make enrolled students clash. */
export function scheduleChangeClashMessage(students: number): string {
  return students === 1
    ? 'El nuevo horario se empalma con otra clase de 1 estudiante inscrito. No se guardó el cambio.'
    : `El nuevo horario se empalma con otras clases de ${students} estudiantes inscritos. No se guardó el cambio.`;
}
