import { STUDENT_FILTER_YEARS } from '@portal/domain/constants';
import { keyState, normalizeKeyInput, STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';
import type { StudentClassesQuery } from '../../api/classes.ts';

/** The filter panel of /classes (docs/architecture.md, Screens): selects give text, '' meaning "any". */
export interface ClassFilters {
  period: string;
  careerId: string;
  subjectId: string | null;
  /** What the key box shows: upper case, no spaces, at most 7 characters. */
  keyInput: string;
  /** The key box once typing paused (DEBOUNCE_MS.classKeySearch): what the list is asked for. */
  keyQuery: string;
  /** Only classes that still accept enrolments (pendiente); on by default. */
  openOnly: boolean;
}

export const EMPTY_FILTERS: ClassFilters = {
  period: '',
  careerId: '',
  subjectId: null,
  keyInput: '',
  keyQuery: '',
  openOnly: true,
};

export const YEAR_OPTIONS = STUDENT_FILTER_YEARS.map(String);

/** Choosing a career resets the subject (docs/rules.md LIS-3): the subject list is then that career's. */
export function withCareer(filters: ClassFilters, careerId: string): ClassFilters {
  return { ...filters, careerId, subjectId: null };
}

export function withKeyInput(filters: ClassFilters, raw: string): ClassFilters {
  return { ...filters, keyInput: normalizeKeyInput(raw) };
}

/** The four filters of the panel (the open-only switch is not one of them). */
export function activeFilterCount(filters: ClassFilters): number {
  return [filters.period, filters.careerId, filters.subjectId, filters.keyInput].filter(Boolean).length;
}

/** The GET /classes filters the browser sends (the classes resource names them). */
export type ClassesListQuery = StudentClassesQuery;

/**
 * The GET /classes filters: the key only when the debounced value (1 s after typing) is a valid
 * key (docs/rules.md LIS-3) — an incomplete or invalid key is never sent.
 */
export function toClassesQuery(filters: ClassFilters): ClassesListQuery {
  const debouncedKey = filters.keyQuery;
  const query: ClassesListQuery = {};
  if (filters.openOnly) query.status = STUDENT_ENROLMENT_STATUS;
  if (filters.period) query.period = Number(filters.period);
  if (filters.careerId) query.careerId = Number(filters.careerId);
  if (filters.subjectId) query.subjectId = Number(filters.subjectId);
  if (keyState(debouncedKey) === 'valid') query.clave = debouncedKey;
  return query;
}
