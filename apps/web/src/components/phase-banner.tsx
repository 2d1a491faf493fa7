import { Alert, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { currentOf, usePeriods } from '../api/periods.ts';

/**
 * What is open now in the current summer and until when («Inscripciones abiertas hasta el viernes 12 de
 * junio»), as the server words it on the institute's today. Nothing while loading or without periods.
 */
export function PhaseBanner({ mx }: { mx?: string }) {
  const periods = usePeriods();
  const current = currentOf(periods.data);
  if (!current) return null;
  return (
    <Alert
      role="status"
      color="navy"
      variant="light"
      icon={<IconCalendarEvent aria-hidden />}
      title={`${current.name} · ${current.phaseLabel}`}
      mx={mx}
      data-testid="phase-banner"
    >
      <Text fz="sm" fw={600}>
        {current.headline}
      </Text>
    </Alert>
  );
}
