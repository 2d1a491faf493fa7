import { useState } from 'react';
import { Button, Flex, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import type { Room } from '@portal/domain/schemas';
import { ToneBadge, type BadgeTone } from '../../../../components/tone-badge.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { userMessage } from '../../../../lib/api-client.ts';
import { useDeleteRoom } from '../../../../api/rooms.ts';
import { roomKindLabel } from './room-text.ts';
import { ErrorAlert } from '../../../../components/error-alert.tsx';
import { Dialog, DialogTitle } from '../../../../components/dialog.tsx';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

const KIND_TONE: Record<string, BadgeTone> = { aula: 'navy', laboratorio: 'turquesa', 'sala de cómputo': 'teal' };

/** One room: kind, name, building, seats, how many classes use it, and its delete button. */
function RoomCard({ room, onDelete }: { room: Room; onDelete: (room: Room) => void }) {
  const headingId = `room-${room.id_room}`;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap={6} h="100%" align="flex-start">
        <ToneBadge tone={KIND_TONE[room.kind] ?? 'gray'} radius="sm">
          {roomKindLabel(room.kind)}
        </ToneBadge>
        <Title order={2} fz="md" c="navy.8" id={headingId} style={{ overflowWrap: 'break-word', maxWidth: '100%' }}>
          {room.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {room.building}
        </Text>
        <Group justify="space-between" align="center" gap="xs" w="100%" mt="auto">
          <Text fz="sm">
            <strong>{room.capacity}</strong> {room.capacity === 1 ? 'lugar' : 'lugares'} ·{' '}
            {room.classes === 0 ? 'sin clases' : `${room.classes} ${room.classes === 1 ? 'clase' : 'clases'}`}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconTrash size={16} aria-hidden color="var(--mantine-color-red-9)" />}
            aria-label={`Eliminar el salón ${roomLabel(room.name, room.building)}`}
            onClick={() => onDelete(room)}
          >
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The rooms as cards (one column on a phone), each deleted after a confirmation. */
export function RoomList({ rooms }: { rooms: Room[] }) {
  const popup = usePopup();
  const [deleting, setDeleting] = useState<Room | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useDeleteRoom();
  const removeOnce = useMutateOnce(remove);

  const close = () => {
    if (remove.isPending) return;
    setDeleting(null);
    setError(null);
  };
  const confirm = () => {
    if (!deleting) return;
    const label = roomLabel(deleting.name, deleting.building);
    removeOnce(deleting.id_room, {
      onSuccess: () => {
        setDeleting(null);
        popup.show({ type: 'success', title: 'Salón eliminado', message: `Se eliminó el salón ${label}.` });
      },
      onError: (err) => setError(userMessage(err, 'No se pudo eliminar el salón. Intenta nuevamente.')),
    });
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {rooms.map((room) => (
          <RoomCard key={room.id_room} room={room} onDelete={setDeleting} />
        ))}
      </SimpleGrid>
      <Dialog opened={deleting !== null} onClose={close} title={<DialogTitle>Eliminar salón</DialogTitle>}>
        {deleting ? (
          <Stack gap="md">
            <Text>
              ¿Eliminar el salón <strong>{roomLabel(deleting.name, deleting.building)}</strong>? Un salón asignado a una
              clase no se puede eliminar.
            </Text>
            {error ? <ErrorAlert>{error}</ErrorAlert> : null}
            <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
                Cancelar
              </Button>
              <Button
                color="red.9"
                leftSection={<IconTrash size={18} aria-hidden />}
                loading={remove.isPending}
                onClick={confirm}
              >
                Eliminar
              </Button>
            </Flex>
          </Stack>
        ) : null}
      </Dialog>
    </>
  );
}
