import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ClassItem } from '@portal/domain/schemas';
import { ScheduleText } from '../../../components/schedule-text.tsx';

/** Which class the visitor applies to teach (the route's class id). */
export function RequestedClass({ item }: { item: ClassItem }) {
  return (
    <Paper withBorder p="md" radius="md" bg="navy.0">
      <Stack gap={6}>
        <Text fz="sm" c="navy.8" fw={600}>
          Solicitas impartir la clase:
        </Text>
        <Title order={2} fz="h3">
          {item.Subjects.name || 'Nombre no disponible'}
        </Title>
        <Group gap="md" style={{ rowGap: 2 }}>
          <Text fz="sm">
            <Text span fw={600}>
              Clave:
            </Text>{' '}
            {item.Subjects.clave || 'N/A'}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>
              Periodo:
            </Text>{' '}
            {item.period}
          </Text>
          <Text fz="sm">
            <Text span fw={600}>
              Créditos:
            </Text>{' '}
            {item.Subjects.credits}
          </Text>
        </Group>
        <ScheduleText schedules={item.Schedules} />
      </Stack>
    </Paper>
  );
}

export function RequestedClassLoading() {
  return (
    <Paper withBorder p="md" radius="md" role="status" aria-label="Cargando la clase">
      <Stack gap="xs">
        <Skeleton h={14} w="40%" />
        <Skeleton h={22} w="70%" />
        <Skeleton h={14} w="60%" />
      </Stack>
    </Paper>
  );
}

/** The class could not be shown: the application can still be sent (without it, when it does not exist). */
export function RequestedClassProblem({ notFound }: { notFound: boolean }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title="Clase no disponible"
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      {notFound
        ? 'No encontramos la clase indicada. Puedes enviar tu solicitud de todos modos y la coordinación te contactará.'
        : 'No se pudo cargar la información de la clase. Puedes enviar tu solicitud de todos modos.'}
    </Alert>
  );
}
