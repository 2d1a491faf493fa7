import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Alert, Button, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  firstProblemByField,
  formRule,
  cancunDay,
  PAYMENT_FOLIO_MAX,
  paymentProblems,
  type PaymentStatus,
} from '@portal/domain/rules';
import type { EnrolmentPayment } from '@portal/domain/schemas';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useRecordPayment } from '../../../api/payments.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

export interface PaymentTarget {
  studentId: number;
  name: string;
  payment: EnrolmentPayment | undefined;
}

interface PaymentForm {
  status: PaymentStatus;
  folio: string;
  paidOn: string;
}

const bodyOf = ({ status, folio, paidOn }: PaymentForm) =>
  status === 'pagado' ? { status, folio, paidOn } : { status };

// The same rule the API applies, so every mistake is named before anything is sent.
const paymentRule = formRule<PaymentForm>((values) => firstProblemByField(paymentProblems(bodyOf(values), new Date())));

function PaymentForm({ classId, target, onDone }: { classId: number; target: PaymentTarget; onDone: () => void }) {
  const popup = usePopup();
  const record = useRecordPayment();
  const recordOnce = useMutateOnce(record);
  const form = useValidatedForm(paymentRule, {
    defaultValues: {
      status: target.payment?.status === 'pagado' ? 'pendiente' : 'pagado',
      folio: target.payment?.folio ?? '',
      paidOn: target.payment?.paid_on ?? cancunDay(new Date()),
    },
  });
  const { errors } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const paid = useWatch({ control: form.control, name: 'status' }) === 'pagado';

  const submit = (values: PaymentForm) => {
    setServerError(null);
    recordOnce(
      { classId, studentId: target.studentId, body: bodyOf(values) },
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
    <form onSubmit={form.handleSubmit(submit)} noValidate>
      <Stack gap="md">
        <Text fw={600} c="navy.8">
          {target.name}
        </Text>
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <Radio.Group
              label="Estado del pago"
              value={field.value}
              onChange={(v) => field.onChange(v === 'pagado' ? 'pagado' : 'pendiente')}
              error={errors.status?.message}
            >
              <Group gap="lg" mt={6}>
                <Radio value="pagado" label="Pagado" />
                <Radio value="pendiente" label="Pendiente" />
              </Group>
            </Radio.Group>
          )}
        />
        {paid ? (
          <>
            <TextInput
              label="Folio del recibo"
              description="Letras, números, guiones y diagonales."
              maxLength={PAYMENT_FOLIO_MAX}
              error={errors.folio?.message}
              required
              data-autofocus
              {...form.register('folio')}
            />
            <TextInput
              label="Fecha del pago"
              type="date"
              max={cancunDay(new Date())}
              error={errors.paidOn?.message}
              required
              {...form.register('paidOn')}
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
    <Dialog opened={target !== null} onClose={onClose} title="Registrar pago">
      {target ? <PaymentForm key={target.studentId} classId={classId} target={target} onDone={onClose} /> : null}
    </Dialog>
  );
}
