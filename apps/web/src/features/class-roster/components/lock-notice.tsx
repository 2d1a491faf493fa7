import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Why the roster cannot change: the status rule of docs/rules.md R38, over both the enrol form and the list. */
export function LockNotice({ message }: { message: string }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconLock aria-hidden />} title="Clase cerrada a cambios">
      <Text fz="sm">{message}</Text>
    </Alert>
  );
}
