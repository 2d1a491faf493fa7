import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileDescription } from '@tabler/icons-react';
import { paths } from '../../../config/paths.ts';
import { InvitationsPanel } from './invitations-panel.tsx';
import { TeacherAccountsPanel } from './teacher-accounts-panel.tsx';

/**
 * "Gestión de Profesores" (docs/architecture.md, Screens): the teacher applications, the
 * invitations of the accepted ones, and the teacher accounts with their classes.
 */
export function TeachersSection() {
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="teachers-applications">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={48} radius="md" variant="light" color="navy" aria-hidden visibleFrom="xs">
            <IconFileDescription size={28} />
          </ThemeIcon>
          <Stack gap="xs" style={{ flex: 1 }}>
            <Title order={2} size="h4" c="navy.8" id="teachers-applications">
              Solicitudes de Profesores
            </Title>
            <Text c="dimmed">
              Revisa a quienes pidieron impartir una clase: sus datos de contacto, su CV y el motivo.
            </Text>
            <Group>
              <Button
                component={Link}
                to={paths.teacherApplications}
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                Revisar solicitudes
              </Button>
            </Group>
          </Stack>
        </Group>
      </Paper>
      <InvitationsPanel />
      <TeacherAccountsPanel />
    </Stack>
  );
}
