import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { institutionToday, PAYMENT_FOLIO_MAX, paymentProblems, type PaymentStatus } from '@portal/domain/rules';
import type { EnrolmentPayment } from '@portal/domain/schemas';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useRecordPayment } from '../../../api/payments.ts';

export interface PaymentTarget {
  studentId: number;
  name: string;
  payment: EnrolmentPayment | undefined;
}

type Errors = Partial<Record<'status' | 'folio' | 'paidOn', string>>;

function PaymentForm({ classId, target, onDone }: { classId: number; target: PaymentTarget; onDone: () => void }) {
  const popup = usePopup();
  const record = useRecordPayment();
  const [status, setStatus] = useState<PaymentStatus>(target.payment?.status === 'pagado' ? 'pendiente' : 'pagado');
  const [folio, setFolio] = useState(target.payment?.folio ?? '');
  const [paidOn, setPaidOn] = useState(target.payment?.paid_on ?? institutionToday(new Date()));
  const [errors, setErrors] = useState<Errors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const paid = status === 'pagado';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = paid ? { status, folio, paidOn } : { status };
    // The same rule the API applies, so a mistake is named before anything is sent.
    const problems = paymentProblems(body, new Date());
    setErrors(Object.fromEntries(problems.map((p) => [p.field, p.message])));
    setServerError(null);
    if (problems.length > 0) return;
    record.mutate(
      { classId, studentId: target.studentId, body },
      {
        onSuccess: () => {
          onDone();
          popup.show({
            type: 'success',
            title: 'Pago registrado',
            message: `${target.name}: ${paid ? 'pagado' : 'pendiente'}.`,
          });
        },
        onError: (err) => setServerError(userMessage(err, 'No se pudo registrar el pago. Intenta nuevamente.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fw={600} c="navy.8">
          {target.name}
        </Text>
        <Radio.Group
          label="Estado del pago"
          value={status}
          onChange={(v) => setStatus(v === 'pagado' ? 'pagado' : 'pendiente')}
          error={errors.status}
        >
          <Group gap="lg" mt={6}>
            <Radio value="pagado" label="Pagado" />
            <Radio value="pendiente" label="Pendiente" />
          </Group>
        </Radio.Group>
        {paid ? (
          <>
            <TextInput
              label="Folio del recibo"
              description="Letras, números, guiones y diagonales."
              value={folio}
              onChange={(e) => setFolio(e.currentTarget.value)}
              maxLength={PAYMENT_FOLIO_MAX}
              error={errors.folio}
              required
              data-autofocus
            />
            <TextInput
              label="Fecha del pago"
              type="date"
              value={paidOn}
              max={institutionToday(new Date())}
              onChange={(e) => setPaidOn(e.currentTarget.value)}
              error={errors.paidOn}
              required
            />
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Un pago pendiente no lleva folio ni fecha.
          </Text>
        )}
        {serverError ? (
          <Alert color="red" c="red.9" role="alert" title="Error al registrar el pago">
            {serverError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={record.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={record.isPending}>
            Guardar pago
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin records one enrolment's payment: pagado with the receipt's folio and day, or back to pendiente. */
export function PaymentDialog({
  classId,
  target,
  onClose,
}: {
  classId: number;
  target: PaymentTarget | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title="Registrar pago"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      centered
      radius="lg"
    >
      {target ? <PaymentForm key={target.studentId} classId={classId} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}
