import { scheduleClash, type HeldClass, type ScheduleClash, type TimetableClass } from './schedule-clash.ts';

/**
 * Teachers and rooms of classes(docs/rules.md SAL): only an approved
 * or active class gets a teacher (or a room); a teacher never teaches two classes of one period at
 * overlapping times (the schedule-clash rule).
 */
export const ASSIGNABLE_STATUSES = ['aprobado', 'active'] as const;

export function isAssignable(status: string): boolean {
  return (ASSIGNABLE_STATUSES as readonly string[]).includes(status);
}

/** "El docente se empalma con Cálculo Integral (lunes 10:00–12:00)." */
export function teacherClashMessage(clash: ScheduleClash): string {
  return `El docente se empalma con ${clash.subjectName} (${clash.day.toLowerCase()} ${clash.start}–${clash.end}).`;
}

/** The kinds of room (docs/rules.md SAL). */
export const ROOM_KINDS = ['aula', 'laboratorio', 'sala de cómputo'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** "El salón A-101 (Edificio A) está ocupado por Cálculo Integral (lunes 10:00–12:00)." */
export function roomClashMessage(room: { name: string; building: string }, clash: ScheduleClash): string {
  return `El salón ${room.name} (${room.building}) está ocupado por ${clash.subjectName} (${clash.day.toLowerCase()} ${clash.start}–${clash.end}).`;
}

/** A room too small for the students the class has (regular and mobility) until the admin confirms. */
export function roomTooSmall(capacity: number, students: number): boolean {
  return students > capacity;
}

/** How the small-room warning ends (screens recognise the warning by its code, ROOM_TOO_SMALL). */
export const ROOM_TOO_SMALL_CONFIRM = 'Confirma para asignarlo de todos modos.';

export function roomTooSmallMessage(capacity: number, students: number): string {
  return `El salón tiene capacidad para ${capacity} y la clase tiene ${students} estudiantes. ${ROOM_TOO_SMALL_CONFIRM}`;
}

/** How exports and screens name a room: "B-12 (Edificio B)". */
export function roomLabel(name: string, building: string): string {
  return building ? `${name} (${building})` : name;
}

/** The class being staffed, as the teacher and room rules read it. */
export interface ClassToStaff {
  timetable: TimetableClass & { id_class: number };
  /** Regular and mobility students. */
  students: number;
}

/**
 * What choosing this room for the class would meet: its clash with a class already in it (a refusal),
 * and whether it is too small (a warning to confirm). The assignment and the picker that shows it before
 * anything is sent both ask this.
 */
export function roomChoice(
  room: { name: string; building: string; capacity: number },
  cls: ClassToStaff,
  held: readonly HeldClass[],
): { clash: string | null; small: string | null } {
  const clash = scheduleClash(cls.timetable, held);
  return {
    clash: clash ? roomClashMessage(room, clash) : null,
    small: roomTooSmall(room.capacity, cls.students) ? roomTooSmallMessage(room.capacity, cls.students) : null,
  };
}

/** What choosing this teacher for the class would meet: their clash with a class they already teach, or null. */
export function teacherChoice(cls: ClassToStaff, held: readonly HeldClass[]): { clash: string | null } {
  const clash = scheduleClash(cls.timetable, held);
  return { clash: clash ? teacherClashMessage(clash) : null };
}
