import { SimpleGrid } from '@mantine/core';

/** What the panel shows while the fields load: four field-sized blocks in the same grid. */
export function ClassFilterFieldsPlaceholder() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" verticalSpacing="xs" pt="md" aria-hidden>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} style={{ height: 60 }} />
      ))}
    </SimpleGrid>
  );
}
