import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';

// The panel loads when asked for: the pages that offer it keep their first load within budget.
const CalendarAddress = lazy(() => import('./calendar-address.tsx').then((m) => ({ default: m.CalendarAddress })));

/** «Mi calendario»: opens the private calendar address panel (students and teachers). */
export function CalendarAddressToggle() {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <Suspense fallback={null}>
        <CalendarAddress />
      </Suspense>
    );
  }
  return (
    <Group>
      <Button variant="light" onClick={() => setOpen(true)}>
        Mi calendario
      </Button>
    </Group>
  );
}
