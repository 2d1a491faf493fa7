import type { ReactNode } from 'react';
import { Stack, type MantineSpacing } from '@mantine/core';

/** A list without bullets or indent, its items `gap` apart: a `ul`, or an `ol` when `ordered`. */
export function PlainList({
  gap = 'sm',
  ordered = false,
  children,
  ...aria
}: {
  gap?: MantineSpacing;
  ordered?: boolean;
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  return (
    <Stack component={ordered ? 'ol' : 'ul'} gap={gap} p={0} m={0} style={{ listStyle: 'none' }} {...aria}>
      {children}
    </Stack>
  );
}
