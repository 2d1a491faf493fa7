import { useState } from 'react';
import { Alert, Button, Select, Text } from '@mantine/core';
import { IconAlertTriangle, IconDoor } from '@tabler/icons-react';
import { roomLabel } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { Fact } from '../../../../components/fact.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { hasErrorCode, userMessage } from '../../../../lib/api-client.ts';
import { useAdminRooms, useAssignmentOptions, useAssignRoom } from '../../../../api/rooms.ts';
import { AssignDialog, PickerOption, RefusalAlert } from './assign-dialog.tsx';
import { availabilityMark, roomDetails } from './room-text.ts';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

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
  const verdicts = useAssignmentOptions(cls?.id_class ?? null);
  const assign = useAssignRoom();
  const assignOnce = useMutateOnce(assign);
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
    assignOnce(
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
  const verdictOf = new Map((verdicts.data?.rooms ?? []).map((v) => [v.id_room, v]));
  // Free rooms that fit first, then the small ones, then the occupied: the likely choice is at the top.
  const rank = (id: number) => (verdictOf.get(id)?.clash ? 2 : verdictOf.get(id)?.small ? 1 : 0);
  const roomList = [...(rooms.data?.data ?? [])].sort((a, b) => rank(a.id_room) - rank(b.id_room));
  const options = roomList.map((r) => ({ value: String(r.id_room), label: roomLabel(r.name, r.building) }));
  const chosen = roomList.find((r) => String(r.id_room) === roomId);
  const detail = (room: { id_room: number; capacity: number; kind: string }) =>
    `${roomDetails(room)}${availabilityMark(verdictOf.get(room.id_room))}`;
  // Known before sending: the clash refuses (nothing to send), the small room asks to confirm at once.
  const preview = chosen ? verdictOf.get(chosen.id_room) : undefined;
  const shown: Outcome | null =
    outcome ??
    (preview?.clash
      ? { kind: 'refused', message: preview.clash }
      : preview?.small
        ? { kind: 'small', message: preview.small }
        : null);

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
        shown?.kind === 'small' ? (
          <Button color="#8a3b00" loading={busy} onClick={() => send(true)}>
            Asignar de todos modos
          </Button>
        ) : (
          <Button loading={busy} disabled={!roomId || shown?.kind === 'refused'} onClick={() => send(false)}>
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
            description={chosen ? detail(chosen) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            renderOption={({ option }) => {
              const room = roomList.find((r) => String(r.id_room) === option.value);
              return <PickerOption label={option.label} detail={room ? detail(room) : null} />;
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
          {shown?.kind === 'refused' ? (
            <RefusalAlert title={outcome ? 'No se asignó el salón' : 'Este salón está ocupado a esa hora'}>
              {shown.message}
            </RefusalAlert>
          ) : null}
          {shown?.kind === 'small' ? (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title="El salón es más pequeño que la clase"
              role="alert"
            >
              {shown.message}
            </Alert>
          ) : null}
        </>
      )}
    </AssignDialog>
  );
}
