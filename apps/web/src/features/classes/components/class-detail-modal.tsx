import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Divider, Flex, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { ENROLMENT_KIND_LABELS, ENROLMENT_KINDS, type EnrolmentKind } from '@portal/domain/rules';
import { IconInfoCircle } from '@tabler/icons-react';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { courseCost, courseHours, shiftLabel } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import type { EnrolState } from '../enrol-state.ts';
import { ConvalidationRequest } from './convalidation-request.tsx';
import { AvailabilityBadge } from './availability-badge.tsx';
import { Fact, FactBlock } from '../../../components/fact.tsx';
import { Dialog, DialogTitle, DialogCloseRow } from '../../../components/dialog.tsx';

/**
 * A class's details (docs/architecture.md, Screens). Opened from "Ver detalles" it only shows the class, with an
 * "Inscribirme" that asks the confirmation in place; opened from "Inscribirme" it asks it at once.
 */
export function ClassDetailModal({
  cls,
  enrol,
  enrolmentsLeft,
  pending,
  confirming,
  onStartEnrol,
  onConfirm,
  onClose,
}: {
  cls: ClassItem | null;
  enrol: EnrolState | null;
  /** Enrolments the student has left before this one. */
  enrolmentsLeft: number;
  pending: boolean;
  /** Ask "¿Confirmas tu inscripción…?" now, or show the details with an "Inscribirme" first. */
  confirming: boolean;
  onStartEnrol: () => void;
  onConfirm: (kind: EnrolmentKind) => void;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<EnrolmentKind>('ordinaria');
  // A curso especial must be the student's only summer class (docs/rules.md ELE-3).
  const especialOpen = enrolmentsLeft >= MAX_ENROLMENTS_PER_STUDENT;
  const name = cls ? classTitle(cls) : '';
  // The details' "Inscribirme" gives way to the confirmation: focus moves to its Cancelar instead of <body>.
  const focusOnMount = useCallback((node: HTMLButtonElement | null) => node?.focus(), []);
  const shift = shiftLabel(cls?.shift);
  const credits = cls?.Subjects?.credits;
  return (
    <Dialog opened={cls !== null} onClose={onClose} size="lg" title={<DialogTitle>{name}</DialogTitle>}>
      {cls && enrol ? (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={cls.status} />
            <AvailabilityBadge
              enrolled={cls.enrrolled}
              held={cls.held_seats ?? 0}
              max={cls.max_students}
              status={cls.status}
            />
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
            <Fact label="Clase">#{cls.id_class}</Fact>
            <Fact label="Clave">{cls.Subjects?.clave || 'N/A'}</Fact>
            <Fact label="Créditos">{typeof credits === 'number' ? credits : 'N/A'}</Fact>
            <Fact label="Periodo">Verano {cls.period}</Fact>
            <Fact label="Turno">{shift ?? 'N/A'}</Fact>
            <Fact label="Inscritos">
              {cls.enrrolled} / {cls.max_students}
            </Fact>
            {cls.held_seats ? (
              <Fact label="Apartados">
                {cls.held_seats === 1 ? '1 lugar' : `${cls.held_seats} lugares`} para la lista de espera
              </Fact>
            ) : null}
            {typeof credits === 'number' ? (
              <Fact label="Horas y costo">
                {courseHours(credits)} h · {courseCost(credits)}
              </Fact>
            ) : null}
            {cls.ResponsibleStudent ? <Fact label="Jefe de grupo">{cls.ResponsibleStudent.student_name}</Fact> : null}
            {cls.room ? (
              // Written out rather than through the domain's roomLabel: that module would join the class
              // list's first load, and this dialog loads only when opened.
              <Fact label="Salón">
                {cls.room.name}
                {cls.room.building ? ` (${cls.room.building})` : null}
              </Fact>
            ) : null}
            {cls.teacher ? <Fact label="Docente">{cls.teacher.name}</Fact> : null}
          </SimpleGrid>
          <FactBlock label="Horario">
            <Stack gap={4} align="flex-start">
              <ScheduleText schedules={cls.Schedules} />
              {/* Every session of the summer as a calendar file (docs/rules.md CLD-3). */}
              <Anchor href={`/api/classes/${cls.id_class}/calendar.ics`} download fz="sm">
                Descargar el horario para mi calendario (.ics)
              </Anchor>
            </Stack>
          </FactBlock>
          {cls.description ? (
            <FactBlock label="Motivo">
              <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
                {cls.description}
              </Text>
            </FactBlock>
          ) : null}
          <Divider />
          {enrol.canEnrol && !confirming ? (
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-autofocus>
                Cerrar
              </Button>
              <Button onClick={onStartEnrol}>Inscribirme</Button>
            </Flex>
          ) : enrol.canEnrol ? (
            <Stack gap="sm">
              <Text fw={600}>¿Confirmas tu inscripción en esta clase?</Text>
              <Text fz="sm" c="dimmed">
                Después te quedará{enrolmentsLeft - 1 === 1 ? '' : 'n'} {Math.max(0, enrolmentsLeft - 1)} de{' '}
                {MAX_ENROLMENTS_PER_STUDENT} inscripciones.
              </Text>
              <NativeSelect
                label="¿Cómo cursarás la materia?"
                description={
                  kind === 'especial'
                    ? 'Un curso especial debe ser tu única materia de verano.'
                    : especialOpen
                      ? undefined
                      : 'Ya tienes otra materia de verano: no puedes tomarla como curso especial.'
                }
                value={kind}
                onChange={(e) => setKind(e.currentTarget.value as EnrolmentKind)}
                data={ENROLMENT_KINDS.map((k) => ({
                  value: k,
                  label: ENROLMENT_KIND_LABELS[k],
                  disabled: k === 'especial' && !especialOpen,
                }))}
              />
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
                {/* Focus lands on Cancelar (on opening, and when "Inscribirme" in the details asks): a stray Enter
                    must not enrol. */}
                <Button variant="default" onClick={onClose} disabled={pending} data-autofocus ref={focusOnMount}>
                  Cancelar
                </Button>
                <Button onClick={() => onConfirm(kind)} loading={pending}>
                  Confirmar inscripción
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />}>
                {enrol.reason}
              </Alert>
              {enrol.block === 'otherCareer' ? (
                <ConvalidationRequest classId={cls.id_class} subjectId={cls.Subjects?.id_subject} onDone={onClose} />
              ) : null}
              <DialogCloseRow onClose={onClose} />
            </Stack>
          )}
        </Stack>
      ) : null}
    </Dialog>
  );
}
