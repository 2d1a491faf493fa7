import { useRef, useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { formatPesos, paymentDueText, RECEIPT_ACCEPTING_STATUSES, weekdayDayMonth } from '@portal/domain/rules';
import type { MyPayments, PlacePayment } from '@portal/domain/schemas';
import { downloadSlip, useUploadReceipt } from '../../../api/place-payments.ts';
import { PlacePaymentBadge } from '../../../components/place-payment-badge.tsx';
import { RefundChoice } from './refund-choice.tsx';
import { CardGrid } from '../../../components/card-grid.tsx';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/** One payment: what, by when, under which reference; the slip, and the receipt upload while it is owed. */
function PaymentCard({ p }: { p: PlacePayment }) {
  const upload = useUploadReceipt();
  // A double tap or Enter pressed twice sends one request.
  const uploadOnce = useMutateOnce(upload);
  const input = useRef<HTMLInputElement>(null);
  const [uploaded, setUploaded] = useState(false);
  const { busy, error, download } = useFileDownload();
  const name = p.subject ?? `Clase ${p.classId}`;
  const owed = RECEIPT_ACCEPTING_STATUSES.includes(p.status);
  const inputId = `receipt-${p.id}`;
  const send = (file: File | undefined) => {
    if (!file) return;
    setUploaded(false);
    uploadOnce({ paymentId: p.id, file }, { onSuccess: () => setUploaded(true) });
    if (input.current) input.current.value = '';
  };
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`payment-title-${p.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={`payment-title-${p.id}`}>
            {name}
          </Title>
          <PlacePaymentBadge status={p.status} />
        </Group>
        <Text>{paymentDueText(p.status, p.dueDate, Math.round(p.toPay * 100))}</Text>
        <Text fz="sm">
          Importe: <strong>{formatPesos(Math.round(p.amount * 100))}</strong>
          {p.credit > 0 ? ` (saldo a favor aplicado: ${formatPesos(Math.round(p.credit * 100))})` : ''} · Fecha límite:{' '}
          <strong>{weekdayDayMonth(p.dueDate)}</strong>
        </Text>
        <Text fz="sm">
          Referencia: <strong data-testid="payment-reference">{p.reference}</strong>
        </Text>
        {p.status === 'rechazado' && p.rejectReason ? (
          <Alert color="red" variant="light" title="Motivo del rechazo">
            {p.rejectReason}
          </Alert>
        ) : null}
        <RefundChoice p={p} name={name} />
        <Group gap="sm">
          <Button
            variant="light"
            color="navy"
            mih={44}
            leftSection={<IconDownload size={18} aria-hidden />}
            loading={busy !== null}
            onClick={() => void download(true, () => downloadSlip(p.id), 'No se pudo descargar la ficha de pago.')}
            aria-label={`Descargar ficha de pago de ${name}`}
          >
            Descargar ficha
          </Button>
          {owed ? (
            <>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                hidden
                aria-label={`Archivo del comprobante de ${name}`}
                onChange={(e) => send(e.currentTarget.files?.[0])}
              />
              <Button
                mih={44}
                leftSection={<IconUpload size={18} aria-hidden />}
                loading={upload.isPending}
                onClick={() => input.current?.click()}
                aria-label={`Subir comprobante de pago de ${name}`}
              >
                {p.status === 'rechazado' ? 'Subir otro comprobante' : 'Subir comprobante'}
              </Button>
            </>
          ) : null}
        </Group>
        {error ? (
          <Text c="red.9" fz="sm" role="alert">
            {error}
          </Text>
        ) : null}
        {upload.isError ? (
          <Text c="red.9" fz="sm" role="alert">
            {userMessage(upload.error, 'No se pudo subir el comprobante. Intenta nuevamente.')}
          </Text>
        ) : null}
        {uploaded && !upload.isError ? (
          <Text c="teal.9" fz="sm" role="status">
            Comprobante recibido: Recursos Financieros lo revisará.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * "Mis Cursos": what the student has to pay for their confirmed places, by when and how (the institute's
 * bank data and each payment's reference), and where to send the receipt.
 */
export function PaymentsSection({ data }: { data: MyPayments | undefined }) {
  if (!data || data.payments.length === 0) return null;
  const { howToPay } = data;
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h3" c="navy.8" id="payments-title">
        Pagos ({data.payments.length})
      </Title>
      <Text fz="sm">{howToPay.text}</Text>
      <Text fz="sm">
        {howToPay.bank} · Beneficiario: {howToPay.beneficiary} · Cuenta: {howToPay.account} · CLABE: {howToPay.clabe}
      </Text>
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {data.payments.map((p) => (
          <PaymentCard key={p.id} p={p} />
        ))}
      </CardGrid>
    </Stack>
  );
}
