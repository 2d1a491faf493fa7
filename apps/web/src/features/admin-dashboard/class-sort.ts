import type { ClassSort, ClassSortKey } from '@portal/domain/schemas';

/** A header click: a new column sorts ascending; the sorted column flips its direction. */
export function nextSort(current: ClassSort | null, key: ClassSortKey): ClassSort {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** The `sort` query value of GET /classes: the key, with "-" in front when descending. */
export function sortParam(sort: ClassSort | null): string | null {
  if (!sort) return null;
  return sort.direction === 'desc' ? `-${sort.key}` : sort.key;
}

/** The `aria-sort` of a column header. */
export function ariaSortOf(current: ClassSort | null, key: ClassSortKey): 'ascending' | 'descending' | 'none' {
  if (current?.key !== key) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}
