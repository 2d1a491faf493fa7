import { IconCash } from '@tabler/icons-react';
import { paidSummary, paymentLabel } from '@portal/domain/rules';
import type { ClassPayments } from '@portal/domain/schemas';
import { Group, Text } from '@mantine/core';
import { ToneBadge } from './tone-badge.tsx';

/** An enrolment's payment state beside a student's name: "Pagado" (green) or "Pendiente" (yellow). */
export function PaymentBadge({ status }: { status: string }) {
  const paid = status === 'pagado';
  return (
    <ToneBadge tone={paid ? 'teal' : 'yellow'} size="sm" title={paid ? 'Pago registrado' : 'Pago pendiente'}>
      {paymentLabel(status)}
    </ToneBadge>
  );
}

/** "Pagado 12 de 18 · $1,250.00 por estudiante (90 h)" for a class's list of students. */
export function PaymentSummary({ payments }: { payments: ClassPayments }) {
  return (
    <Group gap="xs" wrap="wrap" align="center" data-testid="payment-summary">
      <IconCash size={18} aria-hidden color="var(--mantine-color-navy-8)" />
      <Text fw={700} c="navy.8">
        {paidSummary(payments.paid, payments.total)}
      </Text>
      <Text fz="sm" c="dimmed">
        · {payments.cost} por estudiante ({payments.hours} h)
      </Text>
    </Group>
  );
}
