import { Badge } from '@mantine/core';
import type { TeacherApplication } from '@portal/domain/schemas';

/**
 * Where an application stands: accepted, declined after a review, or not reviewed yet. The spec keeps one
 * `accepted` flag (and its filter "No aceptadas" holds both of the last two); the review date tells them
 * apart, so an application nobody has opened is not labelled as turned down. Colour pairs meet WCAG AA.
 */
export function ReviewBadge({ item }: { item: Pick<TeacherApplication, 'accepted' | 'reviewed_at'> }) {
  if (item.accepted)
    return (
      <Badge color="teal.9" variant="filled">
        Aceptada
      </Badge>
    );
  if (item.reviewed_at !== null)
    return (
      <Badge color="red" c="red.9" variant="light">
        No aceptada
      </Badge>
    );
  return (
    <Badge color="gray" c="gray.8" variant="light">
      Sin revisar
    </Badge>
  );
}
