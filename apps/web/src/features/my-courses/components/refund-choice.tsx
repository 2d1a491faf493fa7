import { Button, Group, Stack, Text } from '@mantine/core';
import { formatPesos } from '@portal/domain/rules';
import type { PlacePayment } from '@portal/domain/schemas';
import { useRefundChoice } from '../../../api/place-payments.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const pesos = (n: number) => formatPesos(Math.round(n * 100));

/**
 * A failed group's money (docs/rules.md PGO-12): the saldo stays for a later summer (it pays the next payment by
 * itself) unless the student asks it back; a refund not yet paid can be taken back as saldo.
 */
export function RefundChoice({ p, name }: { p: PlacePayment; name: string }) {
  const choice = useRefundChoice();
  // A double tap or Enter pressed twice sends one request.
  const choiceOnce = useMutateOnce(choice);
  if (p.status === 'reembolsado') {
    return <Text fz="sm">Reembolsado: {pesos(p.refund)}.</Text>;
  }
  const asking = p.status === 'reembolso_solicitado';
  if (!asking && !(p.status === 'saldo_a_favor' && p.creditLeft > 0)) return null;
  return (
    <Stack gap={6}>
      <Text fz="sm">
        {asking
          ? `Reembolso solicitado: ${pesos(p.refund)}. Si prefieres, guárdalo como saldo para otro verano.`
          : `Saldo disponible: ${pesos(p.creditLeft)}. Se aplica solo a tu próximo pago, o puedes pedir que te lo devuelvan.`}
      </Text>
      <Group gap="sm">
        <Button
          variant="light"
          color="navy"
          mih={44}
          loading={choice.isPending}
          onClick={() => choiceOnce({ paymentId: p.id, choice: asking ? 'saldo' : 'reembolso' })}
          aria-label={
            asking ? `Guardar como saldo a favor el pago de ${name}` : `Pedir el reembolso del pago de ${name}`
          }
        >
          {asking ? 'Guardar como saldo' : 'Pedir reembolso'}
        </Button>
      </Group>
      {choice.isError ? (
        <Text c="red.9" fz="sm" role="alert">
          {userMessage(choice.error, 'No se pudo guardar tu elección. Intenta nuevamente.')}
        </Text>
      ) : null}
    </Stack>
  );
}
