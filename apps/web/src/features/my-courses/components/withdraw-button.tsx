import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconLogout2 } from '@tabler/icons-react';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useWithdraw } from '../../../api/enrolments.ts';

/** "Darme de baja" of a pending class, with a confirmation first (issue 15 §2). */
export function WithdrawButton({ classId, name }: { classId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const withdraw = useWithdraw();
  const popup = usePopup();
  // Awaited rather than mutate's callbacks: the refetch that follows removes this class's card (and
  // this button) from "Mis Cursos", and callbacks of an unmounted mutate never run — nor would the popup.
  const confirm = async () => {
    try {
      await withdraw.mutateAsync(classId);
      setOpen(false);
      popup.show({
        type: 'success',
        title: 'Baja registrada',
        message: `Te diste de baja de ${name}. Tu lugar quedó libre.`,
      });
    } catch (err) {
      setOpen(false);
      popup.show({
        type: 'error',
        title: 'No se pudo dar de baja',
        message: userMessage(err, 'No se pudo completar la baja. Intenta nuevamente.'),
      });
    }
  };
  return (
    <>
      <Button
        variant="default"
        color="red.9"
        leftSection={<IconLogout2 size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        aria-label={`Darme de baja de ${name} (clase ${classId})`}
        style={{ flex: '1 1 auto' }}
      >
        Darme de baja
      </Button>
      <Modal
        opened={open}
        onClose={() => (withdraw.isPending ? undefined : setOpen(false))}
        title="Darme de baja"
        closeButtonProps={{ 'aria-label': 'Cerrar' }}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text>
            ¿Seguro que quieres darte de baja de <strong>{name}</strong>? Tu lugar quedará libre para otro estudiante.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setOpen(false)} disabled={withdraw.isPending}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={() => void confirm()} loading={withdraw.isPending}>
              Confirmar baja
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
