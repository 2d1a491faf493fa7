import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { IconBuilding, IconSchool } from '@tabler/icons-react';
import { RoomCatalogue } from './rooms/room-catalogue.tsx';
import { RoomClasses } from './rooms/room-classes.tsx';

/**
 * "Asignar Salones": the approved and active classes, each with its room and teacher and the
 * way to assign them, and the rooms themselves (create, import from a CSV, delete).
 */
export function RoomsSection() {
  const [tab, setTab] = useState<string | null>('clases');
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="clases" leftSection={<IconSchool size={18} aria-hidden />}>
          Clases
        </Tabs.Tab>
        <Tabs.Tab value="salones" leftSection={<IconBuilding size={18} aria-hidden />}>
          Salones
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="clases">
        <RoomClasses />
      </Tabs.Panel>
      <Tabs.Panel value="salones">
        <RoomCatalogue />
      </Tabs.Panel>
    </Tabs>
  );
}
