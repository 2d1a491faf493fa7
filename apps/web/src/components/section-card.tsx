import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title, type MantineShadow, type MantineSpacing } from '@mantine/core';

/**
 * A titled section of a staff page: a bordered panel named by its heading (`titleId`), the optional
 * `description` right under the heading, then `children`, `gap` apart.
 */
export function SectionCard({
  titleId,
  title,
  description,
  gap = 'sm',
  shadow,
  children,
}: {
  titleId: string;
  title: ReactNode;
  description?: ReactNode;
  gap?: MantineSpacing;
  shadow?: MantineShadow;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} size="h4" c="navy.8" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper withBorder radius="lg" p="lg" shadow={shadow} component="section" aria-labelledby={titleId}>
      <Stack gap={gap}>
        {description ? (
          <div>
            {heading}
            <Text c="dimmed" fz="sm">
              {description}
            </Text>
          </div>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
