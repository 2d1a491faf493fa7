import { Group, Pagination } from '@mantine/core';

/**
 * Numbered pagination of spec §9: ±2 pages around the current one, the first and the last page,
 * and ellipses (the same window as `pageWindow` in the domain package).
 */
export function NumberedPagination({
  page,
  totalPages,
  onChange,
  label = 'Paginación',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" mt="lg">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={2}
        boundaries={1}
        aria-label={label}
        getItemProps={(p) => ({ 'aria-label': `Página ${p}` })}
        getControlProps={(control) => ({
          'aria-label':
            control === 'previous'
              ? 'Página anterior'
              : control === 'next'
                ? 'Página siguiente'
                : control === 'first'
                  ? 'Primera página'
                  : 'Última página',
        })}
      />
    </Group>
  );
}
