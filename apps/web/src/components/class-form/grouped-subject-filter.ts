import type { ComboboxItem, ComboboxParsedItem, ComboboxParsedItemGroup, OptionsFilter } from '@mantine/core';
import { subjectFilter } from '../subject-filter.ts';

const isGroup = (o: ComboboxParsedItem): o is ComboboxParsedItemGroup => 'group' in o;

/**
 * The subject search of the class form, whose options come in groups (the career's subjects first): each
 * group searched like a flat list ({@link subjectFilter}), an emptied group left out. Apart from
 * `subjectFilter` so the class browser's first load does not carry it.
 */
export const groupedSubjectFilter: OptionsFilter = (input) => {
  if (!input.options.some(isGroup)) return subjectFilter(input);
  return input.options
    .filter(isGroup)
    .map((g) => ({
      ...g,
      items: subjectFilter({ ...input, options: g.items }).filter((o): o is ComboboxItem => 'value' in o),
    }))
    .filter((g) => g.items.length > 0);
};
