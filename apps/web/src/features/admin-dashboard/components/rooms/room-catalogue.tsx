import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import type { RoomBody } from '@portal/domain/schemas';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/page-states.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { userMessage } from '../../../../lib/api-client.ts';
import { useAdminRooms, useCreateRoom } from '../../../../api/rooms.ts';
import { RoomForm } from './room-form.tsx';
import { RoomList } from './room-list.tsx';
import { RoomsImport } from './rooms-import.tsx';
import { roomsCount } from './room-text.ts';
import { Dialog, DialogTitle } from '../../../../components/dialog.tsx';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

/** The rooms: "Nuevo salón", "Importar CSV", and the list with each room's delete. */
export function RoomCatalogue() {
  const popup = usePopup();
  const rooms = useAdminRooms();
  const create = useCreateRoom();
  const createOnce = useMutateOnce(create);
  const [open, setOpen] = useState<'create' | 'import' | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);

  const close = () => {
    if (create.isPending) return;
    setOpen(null);
    setCreateError(null);
  };
  const save = (body: RoomBody) => {
    setCreateError(null);
    createOnce(body, {
      onSuccess: (room) => {
        setOpen(null);
        popup.show({
          type: 'success',
          title: 'Salón creado',
          message: `Se creó el salón ${roomLabel(room.name, room.building)}.`,
        });
      },
      onError: (err) => setCreateError(userMessage(err, 'No se pudo crear el salón. Intenta nuevamente.')),
    });
  };

  let content;
  if (rooms.isPending) content = <LoadingState label="Cargando salones..." />;
  else if (rooms.isError)
    content = (
      <ErrorState
        title="Error al cargar salones"
        message={userMessage(rooms.error, 'No se pudieron cargar los salones.')}
        onRetry={() => void rooms.refetch()}
      />
    );
  else if (rooms.data.data.length === 0)
    content = <EmptyState title="Aún no hay salones." description="Créalos uno por uno o impórtalos desde un CSV." />;
  else content = <RoomList rooms={rooms.data.data} />;

  return (
    <>
      <Group justify="space-between" align="center" gap="sm" mb="lg">
        <Text c="dimmed" role="status">
          {rooms.isSuccess ? roomsCount(rooms.data.data.length) : ''}
        </Text>
        <Group gap="sm" grow preventGrowOverflow={false} style={{ flex: '1 1 320px', maxWidth: 420 }}>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setOpen('create')}>
            Nuevo salón
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileUpload size={18} aria-hidden />}
            onClick={() => setOpen('import')}
          >
            Importar CSV
          </Button>
        </Group>
      </Group>
      {content}
      <Dialog opened={open === 'create'} onClose={close} size="lg" title={<DialogTitle>Nuevo salón</DialogTitle>}>
        <RoomForm submitting={create.isPending} serverError={createError} onSubmit={save} onCancel={close} />
      </Dialog>
      <Dialog
        opened={open === 'import'}
        onClose={() => setOpen(null)}
        size="lg"
        title={<DialogTitle>Importar salones desde CSV</DialogTitle>}
      >
        <RoomsImport
          onCancel={() => setOpen(null)}
          onImported={(count) => {
            setOpen(null);
            popup.show({
              type: 'success',
              title: 'Salones importados',
              message: `Se importaron ${roomsCount(count)}.`,
            });
          }}
        />
      </Dialog>
    </>
  );
}
