import { CardGrid } from '../../../components/card-grid.tsx';

/** What the panel shows while the fields load: four field-sized blocks in the same grid. */
export function ClassFilterFieldsPlaceholder() {
  return (
    <CardGrid
      cols={{ base: 1, sm: 2, lg: 4 }}
      spacing="md"
      verticalSpacing="xs"
      style={{ paddingTop: 'var(--mantine-spacing-md)' }}
      aria-hidden
    >
      {[0, 1, 2, 3].map((i) => (
        <div key={i} style={{ height: 60 }} />
      ))}
    </CardGrid>
  );
}
