import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '../../../components/dialog.tsx';

/** The confirmation of "Darme de baja"; loaded when a student first asks to withdraw. */
export function WithdrawDialog({
  opened,
  name,
  pending,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog opened={opened} onClose={() => (pending ? undefined : onCancel())} title="Darme de baja">
      <Stack gap="md">
        <Text>
          ¿Seguro que quieres darte de baja de <strong>{name}</strong>? Tu lugar quedará libre para otro estudiante.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            Confirmar baja
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
