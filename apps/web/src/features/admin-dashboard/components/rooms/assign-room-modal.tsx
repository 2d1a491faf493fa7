import { useState } from 'react';
import { Alert, Button, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoor } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { Fact } from '../../../../components/fact.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { hasErrorCode, userMessage } from '../../../../lib/api-client.ts';
import { useAdminRooms, useAssignRoom } from '../../../../api/rooms.ts';
import { AssignDialog, PickerOption, RefusalAlert } from './assign-dialog.tsx';
import { roomDetails } from './room-text.ts';

/** Why the last try did not assign: the server's refusal, or its small-room warning to confirm. */
type Outcome = { kind: 'refused' | 'small'; message: string };

/**
 * "Asignar salón" for one approved or active class: the room chosen from the list; the server's
 * refusal (the room "ocupado" by another class at that time) is shown as it says it, and its warning
 * for a room smaller than the class asks to confirm, which sends `confirmSmall`.
 */
export function AssignRoomModal({ cls, onClose }: { cls: ClassItem | null; onClose: () => void }) {
  const popup = usePopup();
  const rooms = useAdminRooms(cls !== null);
  const assign = useAssignRoom();
  const [roomId, setRoomId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  // Another class starts with its own room chosen, and nothing to confirm.
  if ((cls?.id_class ?? null) !== shownId) {
    setShownId(cls?.id_class ?? null);
    setRoomId(cls?.room ? String(cls.room.id_room) : null);
    setOutcome(null);
  }

  const busy = assign.isPending;
  const send = (confirmSmall: boolean) => {
    if (!cls || !roomId) return;
    assign.mutate(
      { classId: cls.id_class, roomId: Number(roomId), ...(confirmSmall ? { confirmSmall: true } : {}) },
      {
        onSuccess: ({ room }) => {
          onClose();
          popup.show({
            type: 'success',
            title: 'Salón asignado',
            message: `${roomLabel(room.name, room.building)} quedó asignado a ${classTitle(cls)}.`,
          });
        },
        onError: (err) => {
          const message = userMessage(err, 'No se pudo asignar el salón. Intenta nuevamente.');
          const small = hasErrorCode(err, 'ROOM_TOO_SMALL');
          setOutcome({ kind: small ? 'small' : 'refused', message });
        },
      },
    );
  };

  const students = cls ? cls.enrrolled + (cls.mobility_enrolled ?? 0) : 0;
  const roomList = rooms.data?.data ?? [];
  const options = roomList.map((r) => ({ value: String(r.id_room), label: roomLabel(r.name, r.building) }));
  const chosen = roomList.find((r) => String(r.id_room) === roomId);

  return (
    <AssignDialog
      cls={cls}
      title="Asignar salón"
      busy={busy}
      onClose={onClose}
      columns={4}
      facts={(cls) => (
        <>
          <Fact label="Estudiantes">{students}</Fact>
          <Fact label="Salón actual">{cls.room ? roomLabel(cls.room.name, cls.room.building) : 'Sin salón'}</Fact>
        </>
      )}
      actions={
        // A dark orange: white text on it passes WCAG AA (Mantine's orange.9 does not).
        outcome?.kind === 'small' ? (
          <Button color="#8a3b00" loading={busy} onClick={() => send(true)}>
            Asignar de todos modos
          </Button>
        ) : (
          <Button loading={busy} disabled={!roomId} onClick={() => send(false)}>
            Asignar salón
          </Button>
        )
      }
    >
      {() => (
        <>
          <Select
            label="Salón"
            placeholder={rooms.isPending ? 'Cargando salones...' : 'Elige un salón'}
            data={options}
            value={roomId}
            searchable
            nothingFoundMessage="No hay salones con ese nombre"
            leftSection={<IconDoor size={18} aria-hidden />}
            description={chosen ? roomDetails(chosen) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            renderOption={({ option }) => {
              const room = roomList.find((r) => String(r.id_room) === option.value);
              return <PickerOption label={option.label} detail={room ? roomDetails(room) : null} />;
            }}
            error={rooms.isError ? userMessage(rooms.error, 'No se pudieron cargar los salones.') : undefined}
            disabled={busy}
            comboboxProps={{ withinPortal: true }}
            onChange={(v) => {
              setRoomId(v);
              setOutcome(null);
            }}
          />
          {rooms.isSuccess && options.length === 0 ? (
            <Text fz="sm" c="dimmed">
              Aún no hay salones: créalos o impórtalos en la pestaña «Salones».
            </Text>
          ) : null}
          {outcome?.kind === 'refused' ? (
            <RefusalAlert title="No se asignó el salón">{outcome.message}</RefusalAlert>
          ) : null}
          {outcome?.kind === 'small' ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="El salón es más pequeño que la clase"
              role="alert"
            >
              {outcome.message}
            </Alert>
          ) : null}
        </>
      )}
    </AssignDialog>
  );
}
