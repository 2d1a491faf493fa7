import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import { useCalendarAction, useMyCalendar } from '../api/calendar.ts';
import { userMessage } from '../lib/api-client.ts';
import { ErrorAlert } from './error-alert.tsx';
import { useMutateOnce } from '../lib/use-one-at-a-time.ts';

/**
 * A student's or teacher's private calendar address (docs/rules.md CLD-1): create it, copy it into a
 * calendar app (Google Calendar, Outlook, the phone's), change it or revoke it. The address is the only
 * key to the feed, so the panel says to keep it private.
 */
export function CalendarAddress() {
  const mine = useMyCalendar();
  const action = useCalendarAction();
  const actionOnce = useMutateOnce(action);
  const url = mine.data?.url ?? null;
  const busy = action.isPending ? action.variables : null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="calendar-address-title">
      <Stack gap="sm">
        <Title order={2} size="h4" c="navy.8" id="calendar-address-title">
          Mi calendario
        </Title>
        <Text fz="sm" c="dimmed">
          Suscríbete desde Google Calendar, Outlook o tu teléfono: verás cada sesión de tus clases con su horario y
          salón, y se actualiza sola si algo cambia. Quien tenga la dirección ve tus clases: no la compartas.
        </Text>
        {mine.isError || action.isError ? (
          <ErrorAlert title="No se pudo completar la acción">
            {userMessage(action.error ?? mine.error, 'Intenta nuevamente.')}
          </ErrorAlert>
        ) : null}
        {mine.isPending ? (
          <Text fz="sm" role="status">
            Cargando tu dirección de calendario...
          </Text>
        ) : url ? (
          <>
            <TextInput
              label="Dirección de suscripción"
              value={url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
            />
            <Group gap="sm">
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    onClick={copy}
                    leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  >
                    {copied ? 'Dirección copiada' : 'Copiar dirección'}
                  </Button>
                )}
              </CopyButton>
              <Button variant="default" loading={busy === 'create'} onClick={() => actionOnce('create')}>
                Cambiar dirección
              </Button>
              <Button
                variant="outline"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={busy === 'revoke'}
                onClick={() => actionOnce('revoke')}
              >
                Revocar
              </Button>
            </Group>
          </>
        ) : (
          <Group>
            <Button
              leftSection={<IconCalendarPlus size={18} aria-hidden />}
              loading={busy === 'create'}
              onClick={() => actionOnce('create')}
            >
              Crear mi dirección de calendario
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
