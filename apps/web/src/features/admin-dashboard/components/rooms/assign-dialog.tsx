import type { ReactNode } from 'react';
import { Button, Flex, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { Fact, FactBlock } from '../../../../components/fact.tsx';
import { ScheduleText } from '../../../../components/schedule-text.tsx';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Dialog, DialogTitle } from '../../../../components/dialog.tsx';

/**
 * The frame of the "Asignar salón" and "Asignar docente" dialogs: the title with the class, its key
 * facts (class, period, then `facts`) and timetable, the picker and its messages (`children`), and
 * "Cancelar" before the dialog's own `actions`. While `busy` it cannot be closed.
 */
export function AssignDialog({
  cls,
  title,
  busy,
  onClose,
  columns,
  facts,
  children,
  actions,
}: {
  cls: ClassItem | null;
  title: string;
  busy: boolean;
  onClose: () => void;
  /** How many facts stand in a row on wider screens. */
  columns: number;
  facts: (cls: ClassItem) => ReactNode;
  children: (cls: ClassItem) => ReactNode;
  actions: ReactNode;
}) {
  const close = () => !busy && onClose();
  return (
    <Dialog
      opened={cls !== null}
      onClose={close}
      size="lg"
      title={<DialogTitle>{cls ? `${title}: ${classTitle(cls)}` : ''}</DialogTitle>}
    >
      {cls ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: columns }} spacing="md" verticalSpacing="sm" component="dl" m={0}>
            <Fact label="Clase">#{cls.id_class}</Fact>
            <Fact label="Periodo">Verano {cls.period}</Fact>
            {facts(cls)}
          </SimpleGrid>
          <FactBlock label="Horario">
            <ScheduleText schedules={cls.Schedules} />
          </FactBlock>
          {children(cls)}
          <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancelar
            </Button>
            {actions}
          </Flex>
        </Stack>
      ) : null}
    </Dialog>
  );
}

/** One option of the dialog's picker: its name over a dimmed detail line. */
export function PickerOption({ label, detail, wrap = false }: { label: string; detail: ReactNode; wrap?: boolean }) {
  return (
    <div style={wrap ? { minWidth: 0 } : undefined}>
      <Text fz="sm" fw={600}>
        {label}
      </Text>
      {detail ? (
        <Text fz="xs" c="dimmed" style={wrap ? { overflowWrap: 'anywhere' } : undefined}>
          {detail}
        </Text>
      ) : null}
    </div>
  );
}

/** The server's refusal to assign, as it says it. */
export function RefusalAlert({ title, children }: { title: string; children: ReactNode }) {
  return <ErrorAlert title={title}>{children}</ErrorAlert>;
}
