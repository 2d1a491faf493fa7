import { Text } from '@mantine/core';

interface ResultCountProps {
  count: number;
  /** Singular and plural nouns: "clase" / "clases". */
  noun: [singular: string, plural: string];
  /** A new page of results is on its way: the count shown is the previous one. */
  refreshing: boolean;
}

/** "12 clases · actualizando…": how many results a filtered list holds, announced politely when it changes. */
export function ResultCount({ count, noun, refreshing }: ResultCountProps) {
  return (
    <Text fz="sm" c="dimmed" role="status" aria-live="polite">
      {count === 1 ? `1 ${noun[0]}` : `${count} ${noun[1]}`}
      {refreshing ? ' · actualizando…' : ''}
    </Text>
  );
}
