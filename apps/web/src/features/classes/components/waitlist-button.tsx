import { Button, Stack, Text } from '@mantine/core';
import { IconHourglass, IconX } from '@tabler/icons-react';
import { waitlistPositionText } from '@portal/domain/rules';
import type { WaitlistOption } from '../enrol-state.ts';

/**
 * The waitlist action of a full class (issue 16): "Unirme a la lista de espera", or the student's
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
  const target = `${subjectName} (clase ${classId})`;
  if (option.action === 'join') {
    return (
      <Button
        variant="outline"
        fullWidth
        loading={busy}
        onClick={onAction}
        leftSection={<IconHourglass size={18} aria-hidden />}
        aria-label={`Unirme a la lista de espera de ${target}`}
      >
        Unirme a la lista de espera
      </Button>
    );
  }
  return (
    <Stack gap={4}>
      <Text fz="sm" fw={600} c="navy.8">
        {waitlistPositionText(option.position)}
      </Text>
      <Button
        variant="outline"
        color="red.9"
        fullWidth
        loading={busy}
        onClick={onAction}
        leftSection={<IconX size={16} aria-hidden />}
        aria-label={`Salir de la lista de espera de ${target}`}
      >
        Salir de la lista de espera
      </Button>
    </Stack>
  );
}
