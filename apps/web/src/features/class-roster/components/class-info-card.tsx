import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { courseCost, seatsTakenPercentage } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { Fact } from '../../../components/fact.tsx';

/** The class at the top of the roster (docs/architecture.md, Screens): subject name, key, enrolled/max, status, period and timetable. */
export function ClassInfoCard({ cls }: { cls: ClassItem }) {
  const seats = seatsTakenPercentage(cls.enrrolled, cls.max_students);
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
        <SimpleGrid component="dl" m={0} cols={{ base: 2, xs: 4 }} spacing="md" maw={640}>
          <Fact strong label="Clave">
            {cls.Subjects.clave}
          </Fact>
          <Fact strong label="Periodo">
            {cls.period}
          </Fact>
          <Fact strong label="Inscritos">
            {cls.enrrolled}/{cls.max_students}
          </Fact>
          <Fact strong label="Costo por estudiante">
            {courseCost(cls.Subjects.credits)}
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
