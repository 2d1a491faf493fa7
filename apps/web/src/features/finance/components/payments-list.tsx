import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { cancunDay, dayMonth, formatPesos } from '@portal/domain/rules';
import type { FinancePayment } from '@portal/domain/schemas';
import { PlacePaymentBadge } from '../../../components/place-payment-badge.tsx';
import scroll from '../../../components/table-scroll.module.css';

const pesos = (n: number) => formatPesos(Math.round(n * 100));

/** What finance does with a payment in this state: the button's words. */
function actionLabel(p: FinancePayment): string {
  if (p.status === 'en_revision') return 'Revisar';
  if (p.status === 'reembolso_solicitado') return 'Pagar reembolso';
  return 'Ver';
}

function OpenButton({ p, onOpen }: { p: FinancePayment; onOpen: (p: FinancePayment) => void }) {
  const label = actionLabel(p);
  return (
    <Button
      size="sm"
      mih={44}
      variant={label === 'Ver' ? 'default' : 'filled'}
      color="navy"
      onClick={() => onOpen(p)}
      aria-label={`${label}: pago de ${p.student.name}, ${p.clave}`}
    >
      {label}
    </Button>
  );
}

/** How the payment was sent: a receipt file, cash to the group leader, or nothing yet. */
function sentAs(p: FinancePayment): string {
  if (p.cashFolio) return `Efectivo, recibo ${p.cashFolio}`;
  if (p.receiptAt) return `Comprobante del ${dayMonth(cancunDay(new Date(p.receiptAt)))}`;
  return '—';
}

/** The dense table at a desk. */
export function PaymentsTable({ rows, onOpen }: { rows: FinancePayment[]; onOpen: (p: FinancePayment) => void }) {
  return (
    <div className={scroll.scroll}>
      <Table striped highlightOnHover verticalSpacing="xs" miw={980}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Estudiante</Table.Th>
            <Table.Th scope="col">Clase</Table.Th>
            <Table.Th scope="col">Referencia</Table.Th>
            <Table.Th scope="col">Por pagar</Table.Th>
            <Table.Th scope="col">Vence</Table.Th>
            <Table.Th scope="col">Enviado</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Acción</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((p) => (
            <Table.Tr key={p.id} data-testid={`finance-row-${p.id}`}>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {p.student.name}
                </Text>
                <Text fz="xs" c="dark.6">
                  {p.student.controlNumber ?? p.student.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{p.clave}</Text>
                <Text fz="xs" c="dark.6">
                  {p.subject}
                </Text>
              </Table.Td>
              <Table.Td ff="monospace" fz="sm">
                {p.reference}
              </Table.Td>
              <Table.Td fz="sm">{pesos(p.status === 'reembolso_solicitado' ? p.refund : p.toPay)}</Table.Td>
              <Table.Td fz="sm">{dayMonth(p.dueDate)}</Table.Td>
              <Table.Td fz="sm">{sentAs(p)}</Table.Td>
              <Table.Td style={{ minWidth: 180 }}>
                <PlacePaymentBadge status={p.status} />
              </Table.Td>
              <Table.Td>
                <OpenButton p={p} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The same payments as cards, on a phone. */
export function PaymentCards({ rows, onOpen }: { rows: FinancePayment[]; onOpen: (p: FinancePayment) => void }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((p) => (
        <Card key={p.id} component="li" withBorder radius="md" padding="sm" data-testid={`finance-row-${p.id}`}>
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} fz="sm">
                {p.student.name}
              </Text>
              <PlacePaymentBadge status={p.status} />
            </Group>
            <Text fz="sm">
              {p.clave} · {p.subject}
            </Text>
            <Text fz="sm">
              {pesos(p.status === 'reembolso_solicitado' ? p.refund : p.toPay)} · vence {dayMonth(p.dueDate)} ·{' '}
              <span style={{ fontFamily: 'monospace' }}>{p.reference}</span>
            </Text>
            <Text fz="xs" c="dark.6">
              {sentAs(p)}
            </Text>
            <Group justify="flex-end">
              <OpenButton p={p} onOpen={onOpen} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
