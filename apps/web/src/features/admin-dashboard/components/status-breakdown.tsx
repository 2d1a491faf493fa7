import { Group, Text } from '@mantine/core';
import { CLASS_STATUSES, classStatusLabel } from '@portal/domain/rules';
import type { ClassesOverview } from '@portal/domain/schemas';

/**
 * The year's classes by status (every status, also the ones after approval: en curso and canceladas),
 * under the overview's figures. Nothing while the figures load.
 */
export function StatusBreakdown({ byStatus }: { byStatus: ClassesOverview['byStatus'] | undefined }) {
  if (!byStatus) return null;
  return (
    <Group component="ul" aria-label="Clases por estado" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {CLASS_STATUSES.map((status) => (
        <Text component="li" key={status} fz="sm" px="sm" py={4} bg="gray.1" style={{ borderRadius: 16 }}>
          {classStatusLabel(status)}: <strong>{byStatus[status]}</strong>
        </Text>
      ))}
    </Group>
  );
}
