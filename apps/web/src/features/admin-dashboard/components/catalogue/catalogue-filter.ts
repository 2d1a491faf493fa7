import { normalizeSearchText } from '@portal/domain/rules';
import type { Subject } from '@portal/domain/schemas';

export interface CatalogueFilter {
  /** A career's id, or null for every career. */
  careerId: number | null;
  search: string;
  /** 'verano': authorised for summer and not retired; 'todas': the whole catalogue. */
  show: 'verano' | 'todas';
}

/**
 * The subjects the catalogue screen lists: of the chosen career, matching the search by name or clave
 * (case- and accent-insensitive), the summer catalogue or everything; in name order.
 */
export function filterCatalogue(subjects: readonly Subject[], f: CatalogueFilter): Subject[] {
  const term = normalizeSearchText(f.search);
  return subjects
    .filter((s) => f.careerId === null || s.Careers.some((c) => c.id_career === f.careerId))
    .filter((s) => f.show === 'todas' || (s.summer && !s.retired))
    .filter(
      (s) => !term || normalizeSearchText(s.name).includes(term) || s.clave.toLowerCase().includes(term.toLowerCase()),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/** "12 materias", "1 materia". */
export const subjectsCount = (n: number) => (n === 1 ? '1 materia' : `${n} materias`);
