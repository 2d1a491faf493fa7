import { Group, Text } from '@mantine/core';
import { IconDoor } from '@tabler/icons-react';
import { isAssignable, roomLabel } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { seatsText } from './rooms/room-text.ts';

/**
 * The class's room on the admin's class cards: "A-101 (Edificio A)", or "Sin salón
 * asignado" for an approved or active class still without one; nothing for the other classes.
 */
export function ClassRoomRow({ cls }: { cls: ClassItem }) {
  const room = cls.room ?? null;
  if (!room && !isAssignable(cls.status)) return null;
  return (
    <Group gap={10} wrap="nowrap" align="flex-start" data-testid="class-room">
      <IconDoor size={20} aria-hidden color="var(--mantine-color-turquesa-8)" style={{ flex: 'none', marginTop: 2 }} />
      <div>
        <Text component="span" display="block" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
          Salón
        </Text>
        <Text component="span" fz="sm" fw={room ? 600 : 400} c={room ? undefined : 'dimmed'}>
          {room ? `${roomLabel(room.name, room.building)} · ${seatsText(room.capacity)}` : 'Sin salón asignado'}
        </Text>
      </div>
    </Group>
  );
}
