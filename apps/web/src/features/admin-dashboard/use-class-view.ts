import { useLocalStorage } from '@mantine/hooks';

export type ClassView = 'cards' | 'table';

/** Where the admin's choice of cards or table is kept, for both class sections and across visits. */
export const CLASS_VIEW_STORAGE_KEY = 'admin-class-view';

/** The admin's chosen view of the class lists: cards (the default) or the dense table, remembered. */
export function useClassView() {
  return useLocalStorage<ClassView>({
    key: CLASS_VIEW_STORAGE_KEY,
    defaultValue: 'cards',
    getInitialValueInEffect: false,
    deserialize: (value) => (value === 'table' || value === '"table"' ? 'table' : 'cards'),
    serialize: (value) => value,
  });
}
