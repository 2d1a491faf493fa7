import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Above a list of a summer that ended: what it shows can be looked at, no longer changed. */
export function PastSummerNote({ year, what }: { year: number; what: string }) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock aria-hidden />} title={`Verano ${year} concluyó`}>
      Sus clases se consultan; ya no {what}.
    </Alert>
  );
}
