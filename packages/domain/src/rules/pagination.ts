export interface PageMeta {
  page: number;
  totalPages: number;
  total: number;
}

export function totalPages(total: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.ceil(Math.max(0, total) / pageSize);
}

export function pageMeta(page: number, pageSize: number, total: number): PageMeta {
  return { page, totalPages: totalPages(total, pageSize), total };
}

export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}

export type PageWindowItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The numbered pagination window of docs/rules.md LIS-2: the pages within ±`siblings` of the current one,
 * always the first and the last page, and an ellipsis wherever pages are skipped.
 * pageWindow(6, 10) → [1, 'ellipsis-start', 4, 5, 6, 7, 8, 'ellipsis-end', 10]
 */
export function pageWindow(current: number, total: number, siblings = 2): PageWindowItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(1, page - siblings);
  const to = Math.min(total, page + siblings);
  const items: PageWindowItem[] = [];
  if (from > 1) {
    items.push(1);
    if (from > 2) items.push('ellipsis-start');
  }
  for (let p = from; p <= to; p++) items.push(p);
  if (to < total) {
    if (to < total - 1) items.push('ellipsis-end');
    items.push(total);
  }
  return items;
}
