import type { ReactNode } from 'react';
import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** One way in on /login: its icon, who it is for and how, then what it offers (`children`). */
export function SignInChoice({
  icon,
  iconColor,
  title,
  hint,
  children,
}: {
  icon: ReactNode;
  iconColor: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" padding="lg" shadow="sm">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" color={iconColor} variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text fz="sm" c="dimmed">
              {hint}
            </Text>
          </div>
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
