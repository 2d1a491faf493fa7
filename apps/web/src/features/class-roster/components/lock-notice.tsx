import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * Why the roster is read-only: the reason in plain words, then the status rule of docs/rules.md INS-2 with its
 * exact message. The page shows the class and its students below it, without the enrol form.
 */
export function LockNotice({ reason, message }: { reason: string; message: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title="Solo consulta">
      <Text fz="sm">{reason}</Text>
      <Text fz="sm">{message}</Text>
    </Alert>
  );
}
