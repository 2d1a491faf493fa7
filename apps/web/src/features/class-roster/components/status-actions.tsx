import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { canMoveTo, cancelReasonProblem, formRule } from '@portal/domain/rules';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { useChangeStatus } from '../../../api/class-admin.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

interface CancelForm {
  reason: string;
}

const cancelRule = formRule<CancelForm>(({ reason }) => ({ reason: cancelReasonProblem(reason) }));

/**
 * After approval: start an approved class; cancel a pending, approved or active one
 * with a required reason, which releases its students.
 */
export function StatusActions({ classId, status }: { classId: number; status: string }) {
  const change = useChangeStatus(classId);
  const changeOnce = useMutateOnce(change);
  const popup = usePopup();
  const [cancelling, setCancelling] = useState(false);
  // Starting notifies every student of the class: it asks first, as cancelling does.
  const [starting, setStarting] = useState(false);
  const form = useValidatedForm(cancelRule, { defaultValues: { reason: '' } });
  const canStart = canMoveTo(status, 'active');
  const canCancel = canMoveTo(status, 'cancelled');
  if (!canStart && !canCancel) return null;

  const send = (target: 'active' | 'cancelled', reason = '') => {
    changeOnce(
      { target, reason: reason.trim() },
      {
        onSuccess: () => {
          setCancelling(false);
          setStarting(false);
          form.reset({ reason: '' });
          popup.show({
            type: 'success',
            title: target === 'active' ? 'Clase iniciada' : 'Clase cancelada',
            message:
              target === 'active'
                ? 'La clase está activa.'
                : 'La clase fue cancelada y sus estudiantes quedaron liberados.',
          });
        },
        onError: (err) => {
          setCancelling(false);
          setStarting(false);
          popup.show(failurePopup('No se pudo cambiar el estado', err, ''));
        },
      },
    );
  };

  return (
    <Group gap="sm">
      {canStart ? (
        <Button color="teal.9" onClick={() => setStarting(true)}>
          Iniciar clase
        </Button>
      ) : null}
      {canCancel ? (
        <Button color="red.9" variant="outline" onClick={() => setCancelling(true)}>
          Cancelar clase
        </Button>
      ) : null}
      <Dialog
        opened={starting}
        onClose={() => (change.isPending ? undefined : setStarting(false))}
        title="Iniciar clase"
      >
        <Stack gap="md">
          <Text>La clase pasará a activa y se avisará a cada uno de sus estudiantes.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStarting(false)} disabled={change.isPending} data-autofocus>
              Volver
            </Button>
            <Button color="teal.9" onClick={() => send('active')} loading={change.isPending}>
              Iniciar clase
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <Dialog
        opened={cancelling}
        onClose={() => (change.isPending ? undefined : setCancelling(false))}
        title="Cancelar clase"
      >
        <form noValidate onSubmit={form.handleSubmit(({ reason }) => send('cancelled', reason))}>
          <Stack gap="md">
            <Text>Sus estudiantes quedarán liberados y podrán inscribirse en otras clases.</Text>
            <Textarea
              label="Razón de la cancelación"
              required
              autosize
              minRows={3}
              maxLength={1000}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setCancelling(false)} disabled={change.isPending}>
                Volver
              </Button>
              <Button type="submit" color="red.9" loading={change.isPending}>
                Cancelar clase
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </Group>
  );
}
