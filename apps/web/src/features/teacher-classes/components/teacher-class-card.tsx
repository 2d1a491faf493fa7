import { Link } from 'react-router';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDoor, IconListDetails, IconUsers } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import type { MyTeacherClass } from '@portal/domain/schemas';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { paths } from '../../../config/paths.ts';

/** How many students a class has: "12 inscritos de 30", plus its mobility students when it has some. */
export function rosterCount(c: Pick<MyTeacherClass, 'enrolled' | 'mobility_enrolled' | 'max_students'>): string {
  const base = `${c.enrolled} ${c.enrolled === 1 ? 'inscrito' : 'inscritos'} de ${c.max_students}`;
  return c.mobility_enrolled > 0 ? `${base} · ${c.mobility_enrolled} de movilidad` : base;
}

/** One class of "Mis Clases": subject, key and period, status, schedule, room, roster count, and its list. */
export function TeacherClassCard({ cls }: { cls: MyTeacherClass }) {
  const titleId = `clase-${cls.id_class}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" c="navy.8" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {cls.subject}
            </Title>
            <Text fz="sm" c="dimmed">
              {cls.clave} · Periodo {cls.period}
            </Text>
          </div>
          <StatusBadge status={cls.status} />
        </Group>
        <ScheduleText schedules={cls.Schedules} />
        <Group gap={6} wrap="nowrap">
          <IconDoor size={18} aria-hidden />
          <Text fz="sm">{cls.room ? roomLabel(cls.room.name, cls.room.building) : 'Sin salón asignado'}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" style={{ flex: 1 }} align="flex-start">
          <IconUsers size={18} aria-hidden />
          <Text fz="sm">{rosterCount(cls)}</Text>
        </Group>
        <Group>
          <Button
            component={Link}
            to={paths.teacherClassRoster(cls.id_class)}
            leftSection={<IconListDetails size={18} aria-hidden />}
            aria-label={`Ver la lista de ${cls.subject}`}
          >
            Ver lista
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
