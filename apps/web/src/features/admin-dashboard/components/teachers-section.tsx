import { Link } from 'react-router';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileDescription, IconMailForward } from '@tabler/icons-react';
import { paths } from '../../../config/paths.ts';

/** "Gestión de Profesores" (docs/architecture.md, Screens): the teacher applications, and invitations marked as coming soon. */
export function TeachersSection() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="teachers-applications">
        <Stack gap="sm" h="100%">
          <ThemeIcon size={48} radius="md" variant="light" color="navy" aria-hidden>
            <IconFileDescription size={28} />
          </ThemeIcon>
          <Title order={2} size="h4" c="navy.8" id="teachers-applications">
            Solicitudes de Profesores
          </Title>
          <Text c="dimmed" style={{ flex: 1 }}>
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
      </Paper>
      <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby="teachers-invite" bg="gray.0">
        <Stack gap="sm" h="100%">
          <Group justify="space-between" align="flex-start">
            <ThemeIcon size={48} radius="md" variant="light" color="gray" aria-hidden>
              <IconMailForward size={28} />
            </ThemeIcon>
            <Badge color="gray.8" variant="filled">
              Próximamente
            </Badge>
          </Group>
          <Title order={2} size="h4" c="navy.8" id="teachers-invite">
            Invitar Profesores
          </Title>
          <Text c="dimmed" style={{ flex: 1 }}>
            Envía invitaciones por correo a docentes para que se registren en el portal.
          </Text>
          <Group>
            <Button disabled>Invitar Profesores</Button>
          </Group>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
