import { useState } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordCash } from '../../../api/place-payments.ts';
import { paymentKeys } from '../../../api/payments.ts';
import { Dialog, DialogTitle } from '../../../components/dialog.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * The group leader's cash record (docs/rules.md PGO-15): the leader received a classmate's fee in cash and
 * gave a receipt; its folio sends the payment to Recursos Financieros' review, who validate it when the
 * leader hands the money over.
 */
export function CashRecord({ classId, paymentId, name }: { classId: number; paymentId: number; name: string }) {
  const [opened, setOpened] = useState(false);
  const [folio, setFolio] = useState('');
  const record = useRecordCash();
  const recordOnce = useMutateOnce(record);
  const queryClient = useQueryClient();
  const close = () => {
    setOpened(false);
    setFolio('');
    record.reset();
  };
  const save = () =>
    recordOnce(
      { paymentId, folio },
      {
        onSuccess: () => {
          void queryClient.invalidateQueries({ queryKey: paymentKeys.ofClass(classId) });
          close();
        },
      },
    );
  return (
    <>
      <Button
        variant="light"
        color="navy"
        mih={44}
        leftSection={<IconCash size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        aria-label={`Registrar pago en efectivo de ${name}`}
      >
        Registrar efectivo
      </Button>
      <Dialog opened={opened} onClose={close} title={<DialogTitle>Pago en efectivo de {name}</DialogTitle>}>
        <Stack gap="sm">
          <Text fz="sm">
            Escribe el folio del recibo que le entregaste. Recursos Financieros lo validará cuando le entregues el
            dinero.
          </Text>
          <TextInput
            label="Folio del recibo"
            value={folio}
            onChange={(e) => setFolio(e.currentTarget.value)}
            maxLength={40}
            data-autofocus
            error={record.isError ? userMessage(record.error, 'No se pudo registrar el pago.') : null}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close}>
              Cancelar
            </Button>
            <Button mih={44} loading={record.isPending} onClick={save}>
              Registrar
            </Button>
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
