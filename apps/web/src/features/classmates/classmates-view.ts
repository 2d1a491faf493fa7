import { compareSpanish, fullName, normalizeSearchText } from '@portal/domain/rules';
import type { Classmate } from '@portal/domain/schemas';

export type SortKey = 'name' | 'controlNumber' | 'career';
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: SortKey;
  dir: SortDirection;
}

/** Name ascending: the default sort. */
export const DEFAULT_SORT: SortState = { key: 'name', dir: 'asc' };

export const SORT_LABELS: Record<SortKey, string> = {
  name: 'Nombre',
  controlNumber: 'No. de control',
  career: 'Carrera',
};

/** A click on the current sort flips its direction; another key starts ascending. */
export function toggleSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: 'asc' };
}

export function classmateName(c: Classmate): string {
  return fullName(c.student.user) || c.student.user.email;
}

export function classmateCareer(c: Classmate): string | null {
  return c.student.career?.name?.trim() || null;
}

function sortValue(c: Classmate, key: SortKey): string {
  if (key === 'name') return classmateName(c);
  if (key === 'controlNumber') return c.student.control_number ?? '';
  return classmateCareer(c) ?? '';
}

export interface ClassmateFilters {
  search: string;
  leadersOnly: boolean;
}

export const EMPTY_CLASSMATE_FILTERS: ClassmateFilters = { search: '', leadersOnly: false };

export function hasActiveFilters(filters: ClassmateFilters): boolean {
  return filters.search.trim() !== '' || filters.leadersOnly;
}

/**
 * Classmates matching the search — every word in the name, control number or career, ignoring
 * case and accents — and, with "Solo Jefes de Grupo", only group leaders.
 */
export function filterClassmates(list: readonly Classmate[], filters: ClassmateFilters): Classmate[] {
  const words = normalizeSearchText(filters.search).split(' ').filter(Boolean);
  return list.filter((c) => {
    if (filters.leadersOnly && !c.group_leader) return false;
    if (words.length === 0) return true;
    const text = normalizeSearchText([classmateName(c), c.student.control_number, classmateCareer(c) ?? ''].join(' '));
    return words.every((w) => text.includes(w));
  });
}

/** A sorted copy, Spanish order; missing values (no career) go last either way; ties keep the list's order. */
export function sortClassmates(list: readonly Classmate[], sort: SortState): Classmate[] {
  const sign = sort.dir === 'asc' ? 1 : -1;
  return list
    .map((c, i) => ({ c, i, v: sortValue(c, sort.key) }))
    .sort((a, b) => {
      if (!a.v !== !b.v) return a.v ? -1 : 1;
      return sign * compareSpanish(a.v, b.v) || a.i - b.i;
    })
    .map(({ c }) => c);
}
