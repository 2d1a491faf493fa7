import { SimpleGrid, Text } from '@mantine/core';
import { courseCost, isAssignable, roomLabel, shiftLabel } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { Fact, FactBlock } from '../../../components/fact.tsx';

/** What an admin needs to decide on a class: key, year, shift, seats, leader, room, timetable and motive. */
export function ClassFacts({ cls }: { cls: ClassItem }) {
  const shift = shiftLabel(cls.shift);
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
        <Fact label="Clase">#{cls.id_class}</Fact>
        <Fact label="Clave">{cls.Subjects?.clave || 'N/A'}</Fact>
        <Fact label="Créditos">{cls.Subjects?.credits ?? 'N/A'}</Fact>
        <Fact label="Costo por estudiante">
          {typeof cls.Subjects?.credits === 'number' ? courseCost(cls.Subjects.credits) : 'N/A'}
        </Fact>
        <Fact label="Periodo">Verano {cls.period}</Fact>
        <Fact label="Turno">{shift ?? 'N/A'}</Fact>
        <Fact label="Inscritos">
          {cls.enrrolled} / {cls.max_students}
        </Fact>
        <Fact label="Jefe de grupo">{cls.ResponsibleStudent?.student_name ?? 'Sin asignar'}</Fact>
        {cls.room || isAssignable(cls.status) ? (
          <Fact label="Salón">{cls.room ? roomLabel(cls.room.name, cls.room.building) : 'Sin salón asignado'}</Fact>
        ) : null}
      </SimpleGrid>
      <FactBlock label="Horario">
        <ScheduleText schedules={cls.Schedules} />
      </FactBlock>
      <FactBlock label="Motivo">
        <Text fz="sm" style={{ whiteSpace: 'pre-line' }} c={cls.description ? undefined : 'dimmed'}>
          {cls.description || 'Sin motivo indicado.'}
        </Text>
      </FactBlock>
    </>
  );
}
