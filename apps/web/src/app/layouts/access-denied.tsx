import { Link } from 'react-router';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

// Apart from guard-screens.tsx: only the staff area shows it, so the student and admin pages do not load it.
/** A signed-in user of the wrong kind, or a visitor, on a staff screen (docs/rules.md ACC-7). */
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
