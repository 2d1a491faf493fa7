import type { ReactNode } from 'react';
import { Card, Group, Text, ThemeIcon } from '@mantine/core';

/** One figure of the classmates summary; compact enough for three in a row on a phone, centred when the row is taller. */
export function StatCard({ label, value, icon }: { label: string; value: ReactNode; icon: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="sm" shadow="xs" mih={88} style={{ justifyContent: 'center' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="navy" aria-hidden visibleFrom="sm">
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text fz={26} fw={700} c="navy.8" lh={1.1}>
            {value}
          </Text>
          <Text fz="xs" fw={600} c="dimmed" lh={1.3}>
            {label}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
