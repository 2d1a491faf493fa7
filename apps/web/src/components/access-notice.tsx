import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../config/paths.ts';

/**
 * A screen that cannot be shown to this visitor yet (no session, no student profile...): what is
 * missing and the next step. `headingLevel` 1 when it replaces the whole page.
 */
export function AccessNotice({
  title,
  message,
  action,
  icon = <IconLock size={28} />,
  headingLevel = 1,
}: {
  title: string;
  message: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="sm" maw={520} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={headingLevel} size="h3" c="navy.8">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Card>
  );
}

/** The notice of a screen that needs a session: why, and the way to `/login`. */
export function SignInRequired({ title = 'Acceso restringido', message }: { title?: string; message: ReactNode }) {
  return (
    <AccessNotice
      title={title}
      message={message}
      action={
        <Button component={Link} to={paths.login}>
          Iniciar sesión
        </Button>
      }
    />
  );
}
