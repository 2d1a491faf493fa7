import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/**
 * One labelled fact of a class (inside a `<dl>`): a small uppercase label over its value.
 * `strong` sets the value in the heading colour, for the facts a screen is about.
 */
export function Fact({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
        {label}
      </Text>
      <Text component="dd" m={0} fw={strong ? 600 : 500} c={strong ? 'navy.8' : undefined}>
        {children}
      </Text>
    </div>
  );
}

/** A labelled block under a class's facts (its timetable, its motive): the same small uppercase label over it. */
export function FactBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em" mb={4}>
        {label}
      </Text>
      {children}
    </div>
  );
}
