import { Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconX } from '@tabler/icons-react';
import { waitlistPositionText } from '@portal/domain/rules';
import type { WaitlistOption } from '../enrol-state.ts';

/**
 * The waitlist action of a full class: "Unirme a la lista de espera", or the student's
 * place and "Salir de la lista de espera".
 */
export function WaitlistButton({
  option,
  subjectName,
  classId,
  busy,
  onAction,
}: {
  option: WaitlistOption;
  subjectName: string;
  classId: number;
  busy: boolean;
  onAction: () => void;
}) {
  const join = option.action === 'join';
  const label = join ? 'Unirme a la lista de espera' : 'Salir de la lista de espera';
  const button = (
    <Button
      variant="outline"
      color={join ? undefined : 'red.9'}
      fullWidth
      loading={busy}
      onClick={onAction}
      leftSection={join ? <IconHourglass size={18} aria-hidden /> : <IconX size={16} aria-hidden />}
      aria-label={`${label} de ${subjectName} (clase ${classId})`}
    >
      {label}
    </Button>
  );
  if (option.action === 'join') return button;
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600} c="navy.8">
        {waitlistPositionText(option.position, option.total)}
      </Text>
      {button}
    </Stack>
  );
}
