import { Link } from 'react-router';
import { Button, Center, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** What a guarded area shows while it finds out who is signed in (or while signing out). */
export function GuardStatus({ label }: { label: string }) {
  return (
    <Center component="main" mih="100dvh" p="lg">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader color="navy" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/**
 * A status over the page (the page stays mounted underneath, inert): the student's sign-out popup is
 * open, and the page must be back at once if they stay.
 */
export function GuardOverlay({ label }: { label: string }) {
  return (
    <Center
      pos="fixed"
      inset={0}
      p="lg"
      style={{ zIndex: 400, background: 'rgba(245, 247, 251, 0.94)' }}
      role="status"
      aria-live="polite"
    >
      <Stack align="center" gap="sm">
        <Loader color="navy" aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

/** A signed-in user of the wrong kind, or a visitor, on a staff screen (docs/rules.md R7). */
export function AccessDenied() {
  usePageTitle('Acceso denegado');
  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" shadow="sm" p="xl" maw={440} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
            <IconLock size={30} />
          </ThemeIcon>
          <Title order={1} fz="h2" c="navy.8">
            Acceso denegado
          </Title>
          <Text>No tienes permisos para acceder a esta página.</Text>
          <Text fz="sm" c="dimmed">
            Esta sección es solo para el personal del instituto (administración y docentes).
          </Text>
          <Stack gap="xs" w="100%">
            <Button component={Link} to={paths.staffLogin} fullWidth>
              Acceso para personal
            </Button>
            <Button component={Link} to={paths.home} variant="default" fullWidth>
              Ir al inicio
            </Button>
          </Stack>
        </Stack>
      </Paper>
    </Center>
  );
}
