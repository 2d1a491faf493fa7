import {
  ENROL_FORM_MESSAGES,
  fullName,
  isReleasedStatus,
  isRosterLocked,
  normalizeSearchText,
  rosterLockedMessage,
  statusesFor,
} from '@portal/domain/rules';
import type { ClassItem, Classmate, StudentListItem } from '@portal/domain/schemas';

/** The id in /admin/class-students/{classId}: a positive whole number, else null. */
export function parseClassId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

function isClassLike(value: unknown, classId: number): value is ClassItem {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { id_class?: unknown }).id_class === classId &&
    typeof (value as { Subjects?: unknown }).Subjects === 'object' &&
    (value as { Subjects?: unknown }).Subjects !== null
  );
}

/**
 * The class the previous screen handed over through navigation state (docs/architecture.md, Screens: "receives the class
 * details through navigation state"), as a head start only: the page always loads the class itself.
 * Accepts the class as the state or under `class`, `classData` or `classItem`; anything else is ignored.
 */
export function classFromState(state: unknown, classId: number): ClassItem | undefined {
  if (isClassLike(state, classId)) return state;
  if (typeof state !== 'object' || state === null) return undefined;
  const s = state as Record<string, unknown>;
  const candidate = [s['class'], s['classData'], s['classItem']].find((v) => isClassLike(v, classId));
  return candidate as ClassItem | undefined;
}

/** The message shown when enrolment and removal are closed for the class's status, else null (docs/rules.md INS-2). */
export function rosterLockMessage(status: string): string | null {
  if (isReleasedStatus(status)) {
    const label = status === 'rechazado' ? 'rechazada' : 'cancelada';
    return `Esta clase fue ${label}: sus estudiantes quedaron liberados y ya no cuenta en sus inscripciones. La lista se conserva como historial.`;
  }
  return isRosterLocked(status) ? rosterLockedMessage(status) : null;
}

const LOCK_REASONS: Record<string, string> = {
  aprobado: 'La clase ya fue aprobada, así que su lista de estudiantes quedó cerrada.',
  rechazado: 'La clase fue rechazada, así que ya no admite estudiantes.',
  cancelled: 'La clase fue cancelada, así que ya no admite estudiantes.',
  finished: 'La clase terminó y su acta de calificaciones está cerrada.',
};

/** Why a closed roster is read-only, in plain words for the admin (the spec's message follows it). */
export function rosterLockReason(status: string): string {
  return LOCK_REASONS[status] ?? 'Esta clase ya no admite cambios en su lista de estudiantes.';
}

/** Mobility students are enrolled while the class is pending or active. */
export function isMobilityOpen(status: string): boolean {
  return statusesFor('mobility').includes(status);
}

/** Registered students not yet enrolled in the class (docs/rules.md INS-10). */
export function candidatesFor(all: readonly StudentListItem[], enrolled: readonly Classmate[]): StudentListItem[] {
  const taken = new Set(enrolled.map((e) => e.id_student));
  return all.filter((s) => !taken.has(s.id_student));
}

/** Does the student match the search by full name or control number? Case- and accent-insensitive (docs/rules.md INS-10). */
export function matchesStudentSearch(student: StudentListItem, search: string): boolean {
  const term = normalizeSearchText(search);
  if (!term) return true;
  return (
    normalizeSearchText(fullName(student.user)).includes(term) || student.control_number.toLowerCase().includes(term)
  );
}

/** The text of a candidate in the dropdown. */
export function candidateLabel(student: StudentListItem): string {
  return `${fullName(student.user)} · ${student.control_number}`;
}

export const ENROL_MESSAGES = ENROL_FORM_MESSAGES;

/**
 * What stops the admin's enrolment before it is sent (docs/rules.md INS-10), or the chosen student.
 * Checks the class, then the selection, then that the selection is still a candidate.
 */
export function enrolProblem(
  classId: number | null,
  selectedId: string | null,
  candidates: readonly StudentListItem[],
): { message: string } | { student: StudentListItem } {
  if (!classId) return { message: ENROL_MESSAGES.noClass };
  if (!selectedId) return { message: ENROL_MESSAGES.noStudent };
  const student = candidates.find((s) => String(s.id_student) === selectedId);
  return student ? { student } : { message: ENROL_MESSAGES.notFound };
}

/** The name of an enrolled student as shown in the list. */
export const enrolledName = (e: Classmate) => fullName(e.student.user);
