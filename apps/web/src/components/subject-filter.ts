import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { normalizeSearchText } from '@portal/domain/rules';

const isItem = (o: ComboboxParsedItem): o is ComboboxItem => 'value' in o;

/** Subject search in the select: every typed word must appear, ignoring case and accents ("calculo acf"). */
export const subjectFilter: OptionsFilter = ({ options, search, limit }) => {
  const words = normalizeSearchText(search).split(' ').filter(Boolean);
  if (words.length === 0) return options.slice(0, limit);
  return options
    .filter(isItem)
    .filter((o) => {
      const text = normalizeSearchText(o.label);
      return words.every((w) => text.includes(w));
    })
    .slice(0, limit);
};

/** How every subject select searches: clearable, every typed word ({@link subjectFilter}), 100 matches at most. */
export const SUBJECT_SEARCH = {
  searchable: true,
  clearable: true,
  filter: subjectFilter,
  limit: 100,
  nothingFoundMessage: 'Ninguna materia coincide',
} as const;
