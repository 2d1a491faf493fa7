import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { Button, Group, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { formatPesos, weekdayDayMonth } from '@portal/domain/rules';
import type { FinancePayment } from '@portal/domain/schemas';
import { Dialog, DialogTitle } from '../../../components/dialog.tsx';
import { PlacePaymentBadge } from '../../../components/place-payment-badge.tsx';
import { useFinanceDecision, type FinanceDecision } from '../../../api/finance-payments.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { ReceiptPreview } from './receipt-preview.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const REASON_MAX = 300;
const pesos = (n: number) => formatPesos(Math.round(n * 100));

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text fz="sm">
      {label}: <strong>{children}</strong>
    </Text>
  );
}

/**
 * One payment opened by finance: its data beside the receipt, and what finance can do with it now — validate
 * or reject (with a reason) a receipt in review, mark a requested refund paid.
 */
export function PaymentDialog({ payment, onClose }: { payment: FinancePayment | null; onClose: () => void }) {
  const decide = useFinanceDecision();
  const decideOnce = useMutateOnce(decide);
  // On a phone the receipt needs the whole screen to be read.
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const p = payment;
  const close = () => {
    setRejecting(false);
    setReason('');
    setReasonError(null);
    decide.reset();
    onClose();
  };
  const act = (d: FinanceDecision) => decideOnce(d, { onSuccess: close });
  const confirmReject = () => {
    const text = reason.trim();
    if (!text || text.length > REASON_MAX) {
      setReasonError('Escribe el motivo del rechazo (máximo 300 caracteres).');
      return;
    }
    act({ kind: 'reject', paymentId: p!.id, reason: text });
  };
  const subject = p ? (p.subject ?? `Clase ${p.classId}`) : '';
  return (
    <Dialog
      opened={p !== null}
      onClose={close}
      size="xl"
      fullScreen={phone}
      title={<DialogTitle>{p ? `Pago de ${p.student.name}` : ''}</DialogTitle>}
    >
      {p ? (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap={6}>
              <Group gap="xs">
                <PlacePaymentBadge status={p.status} />
              </Group>
              <Line label="Estudiante">
                {p.student.name}
                {p.student.controlNumber ? ` (${p.student.controlNumber})` : ''}
              </Line>
              <Line label="Clase">
                {p.clave} · {subject}
              </Line>
              <Line label="Referencia">{p.reference}</Line>
              <Line label="Importe">{pesos(p.amount)}</Line>
              {p.credit > 0 ? <Line label="Pagado con saldo">{pesos(p.credit)}</Line> : null}
              <Line label="Por pagar">{pesos(p.toPay)}</Line>
              <Line label="Fecha límite">{weekdayDayMonth(p.dueDate)}</Line>
              {p.cashFolio ? <Line label="Efectivo recibido por el jefe de grupo, recibo">{p.cashFolio}</Line> : null}
              {p.refund > 0 ? <Line label="Reembolso">{pesos(p.refund)}</Line> : null}
              {p.rejectReason ? <Line label="Motivo del último rechazo">{p.rejectReason}</Line> : null}
            </Stack>
            {p.hasReceipt && !p.cashFolio ? (
              <ReceiptPreview paymentId={p.id} label={`Comprobante de ${p.student.name}`} />
            ) : (
              <Text fz="sm" c="dark.6">
                {p.cashFolio ? 'Pago en efectivo: sin archivo de comprobante.' : 'Sin comprobante.'}
              </Text>
            )}
          </SimpleGrid>
          {rejecting ? (
            <Textarea
              label="Motivo del rechazo"
              description="El estudiante lo verá tal cual."
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reasonError}
              maxLength={REASON_MAX}
              autosize
              minRows={2}
              data-autofocus
            />
          ) : null}
          {decide.isError ? (
            <Text c="red.9" fz="sm" role="alert">
              {userMessage(decide.error, 'No se pudo guardar. Intenta nuevamente.')}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close}>
              Cerrar
            </Button>
            {p.status === 'en_revision' && !rejecting ? (
              <>
                <Button color="red" variant="light" mih={44} onClick={() => setRejecting(true)}>
                  Rechazar
                </Button>
                <Button
                  color="teal.9"
                  mih={44}
                  loading={decide.isPending}
                  onClick={() => act({ kind: 'validate', paymentId: p.id })}
                >
                  Validar
                </Button>
              </>
            ) : null}
            {rejecting ? (
              <Button color="red.9" mih={44} loading={decide.isPending} onClick={confirmReject}>
                Confirmar rechazo
              </Button>
            ) : null}
            {p.status === 'reembolso_solicitado' ? (
              <Button
                color="navy"
                mih={44}
                loading={decide.isPending}
                onClick={() => act({ kind: 'refund-paid', paymentId: p.id })}
              >
                Marcar reembolso pagado
              </Button>
            ) : null}
          </Group>
        </Stack>
      ) : null}
    </Dialog>
  );
}
