import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formRule, reopenReasonProblem } from '@portal/domain/rules';
import { useReopenActa } from '../../api/grades.ts';
import { useValidatedForm } from '../../lib/use-validated-form.ts';
import { Dialog } from '../dialog.tsx';
import { usePopup } from '../popup/popup-context.ts';
import { failurePopup } from '../popup/failure-popup.ts';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

interface ReopenForm {
  reason: string;
}

const reopenRule = formRule<ReopenForm>(({ reason }) => ({ reason: reopenReasonProblem(reason) }));

/** «Reabrir acta» (administrators, docs/rules.md ACT-5): asks for the reason, which the Bitácora keeps. */
export function ReopenActa({ classId }: { classId: number }) {
  const reopen = useReopenActa(classId);
  const reopenOnce = useMutateOnce(reopen);
  const popup = usePopup();
  const [open, setOpen] = useState(false);
  const form = useValidatedForm(reopenRule, { defaultValues: { reason: '' } });
  const send = ({ reason }: ReopenForm) =>
    reopenOnce(reason.trim(), {
      onSuccess: () => {
        setOpen(false);
        form.reset({ reason: '' });
        popup.show({
          type: 'success',
          title: 'Acta reabierta',
          message: 'Las calificaciones se pueden corregir; las constancias emitidas quedaron reemplazadas.',
        });
      },
      onError: (err) => {
        setOpen(false);
        popup.show(failurePopup('No se pudo reabrir el acta', err, 'Intenta nuevamente.'));
      },
    });
  return (
    <>
      <Group>
        <Button variant="outline" color="red.9" mih={44} onClick={() => setOpen(true)}>
          Reabrir acta
        </Button>
      </Group>
      <Dialog opened={open} onClose={() => (reopen.isPending ? undefined : setOpen(false))} title="Reabrir acta">
        <form noValidate onSubmit={form.handleSubmit(send)}>
          <Stack gap="md">
            <Text>
              La clase volverá a «Activa» para corregir calificaciones y sus constancias quedarán reemplazadas. El
              motivo queda en la bitácora.
            </Text>
            <Textarea
              label="Motivo de la reapertura"
              required
              autosize
              minRows={3}
              maxLength={500}
              error={form.formState.errors.reason?.message}
              {...form.register('reason')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpen(false)} disabled={reopen.isPending}>
                Volver
              </Button>
              <Button type="submit" color="red.9" loading={reopen.isPending}>
                Reabrir acta
              </Button>
            </Group>
          </Stack>
        </form>
      </Dialog>
    </>
  );
}
