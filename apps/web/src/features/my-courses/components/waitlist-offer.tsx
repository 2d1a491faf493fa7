import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconClockHour4, IconX } from '@tabler/icons-react';
import { offerTimeLeftText, WAITLIST_OFFER_TEXT } from '@portal/domain/rules';
import { useOfferAction } from '../../../api/waitlist-offers.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/** The clock the time left is read from, moving on each minute while the offer is shown. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A place offered from the waitlist (docs/rules.md ESP-5): held for the student until its deadline, with
 * the time left and «Aceptar el lugar» / «Rechazar». Accepting is an enrolment: the API checks every rule
 * again and a refusal says why.
 */
export function WaitlistOffer({ classId, name, expiresAt }: { classId: number; name: string; expiresAt: string }) {
  const action = useOfferAction();
  // A double tap or Enter pressed twice sends one request.
  const actionOnce = useMutateOnce(action);
  const popup = usePopup();
  const now = useMinuteClock();
  const busy = action.isPending ? action.variables?.action : null;
  const act = (kind: 'accept' | 'decline') =>
    actionOnce(
      { classId, action: kind },
      {
        onSuccess: () =>
          popup.show(
            kind === 'accept'
              ? { type: 'success', title: '¡Lugar aceptado!', message: `Ya estás inscrito en ${name}.` }
              : {
                  type: 'success',
                  title: 'Lugar rechazado',
                  message: `El lugar de ${name} pasa al siguiente de la lista.`,
                },
          ),
        onError: (err) =>
          popup.show(failurePopup('Lugar de la lista de espera', err, 'No se pudo completar la acción.')),
      },
    );
  return (
    <Alert color="navy" variant="light" radius="md" icon={<IconClockHour4 aria-hidden />} title={WAITLIST_OFFER_TEXT}>
      <Stack gap="xs">
        <Text fz="sm" fw={600} c="navy.8" role="timer" aria-live="off">
          {offerTimeLeftText(expiresAt, now)}
        </Text>
        <Group gap="xs">
          <Button
            leftSection={<IconCheck size={16} aria-hidden />}
            loading={busy === 'accept'}
            disabled={busy === 'decline'}
            onClick={() => act('accept')}
            aria-label={`Aceptar el lugar en ${name} (clase ${classId})`}
          >
            Aceptar el lugar
          </Button>
          <Button
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            loading={busy === 'decline'}
            disabled={busy === 'accept'}
            onClick={() => act('decline')}
            aria-label={`Rechazar el lugar en ${name} (clase ${classId})`}
          >
            Rechazar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
