import { Badge } from '@mantine/core';

/** Whether an admin accepted the application. */
export function AcceptedBadge({ accepted }: { accepted: boolean }) {
  return (
    <Badge color={accepted ? 'teal' : 'gray'} variant="light" autoContrast>
      {accepted ? 'Aceptada' : 'No aceptada'}
    </Badge>
  );
}
