import { Group, Text } from '@mantine/core';
import { CLASS_STATUSES, classStatusLabel } from '@portal/domain/rules';
import type { ClassesOverview } from '@portal/domain/schemas';

/**
 * The year's classes by status (every status, also the ones after approval: en curso and canceladas),
 * under the overview's figures. While the figures load, the same chips without numbers hold their place
 * (hidden from assistive technology), so the quick actions below do not move when they arrive.
 */
export function StatusBreakdown({ byStatus }: { byStatus: ClassesOverview['byStatus'] | undefined }) {
  if (!byStatus) {
    return (
      <Group gap="xs" aria-hidden style={{ visibility: 'hidden' }}>
        {CLASS_STATUSES.map((status) => (
          <Text key={status} fz="sm" px="sm" py={4}>
            {classStatusLabel(status)}: <strong>0</strong>
          </Text>
        ))}
      </Group>
    );
  }
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
