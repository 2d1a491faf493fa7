import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ClassItem } from '@portal/domain/schemas';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600} c="navy.8">
        {children}
      </Text>
    </div>
  );
}

/** The class at the top of the roster (spec §2): subject name, key, enrolled/max, status, period and timetable. */
export function ClassInfoCard({ cls }: { cls: ClassItem }) {
  const seats = cls.max_students > 0 ? Math.min(100, Math.round((cls.enrrolled / cls.max_students) * 100)) : 0;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="section" aria-labelledby="roster-class-name">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
          <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
            <Text fz="sm" fw={600} c="dimmed">
              Clase #{cls.id_class}
            </Text>
            <Title order={2} size="h3" c="navy.8" id="roster-class-name" style={{ overflowWrap: 'anywhere' }}>
              {cls.Subjects.name}
            </Title>
          </div>
          <StatusBadge status={cls.status} />
        </Group>
        <SimpleGrid component="dl" m={0} cols={3} spacing="md" maw={480}>
          <Fact label="Clave">{cls.Subjects.clave}</Fact>
          <Fact label="Periodo">{cls.period}</Fact>
          <Fact label="Inscritos">
            {cls.enrrolled}/{cls.max_students}
          </Fact>
        </SimpleGrid>
        <Progress
          value={seats}
          size="md"
          radius="xl"
          color={seats >= 100 ? 'red' : 'teal'}
          aria-label={`Cupo ocupado: ${cls.enrrolled} de ${cls.max_students}`}
        />
        <ScheduleText schedules={cls.Schedules} />
      </Stack>
    </Card>
  );
}
