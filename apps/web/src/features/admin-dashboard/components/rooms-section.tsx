import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding } from '@tabler/icons-react';
import { PLACEHOLDER_TEXT } from '../texts.ts';

/** "Asignar Salones": not built yet (docs/architecture.md, Screens). */
export function RoomsSection() {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="navy" aria-hidden>
          <IconBuilding size={36} />
        </ThemeIcon>
        <Text fw={600} fz="lg">
          {PLACEHOLDER_TEXT}
        </Text>
        <Text c="dimmed" maw={420}>
          Pronto podrás asignar un salón a cada clase aprobada desde aquí.
        </Text>
      </Stack>
    </Paper>
  );
}
