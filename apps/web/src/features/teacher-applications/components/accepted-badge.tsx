import { Badge } from '@mantine/core';

/** Whether an admin accepted the application (colour pairs meet WCAG AA at badge size). */
export function AcceptedBadge({ accepted }: { accepted: boolean }) {
  return accepted ? (
    <Badge color="teal.9" variant="filled">
      Aceptada
    </Badge>
  ) : (
    <Badge color="gray" c="gray.8" variant="light">
      No aceptada
    </Badge>
  );
}
