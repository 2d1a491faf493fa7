import { PLACE_PAYMENT_LABELS, type PlacePaymentStatus } from '@portal/domain/rules';
import { ToneBadge, type BadgeTone } from './tone-badge.tsx';

const TONE: Record<PlacePaymentStatus, BadgeTone> = {
  pendiente: 'yellow',
  en_revision: 'navy',
  validado: 'teal',
  rechazado: 'red',
  vencido: 'gray',
  saldo_a_favor: 'turquesa',
  reembolso_solicitado: 'navy',
  reembolsado: 'gray',
};

/** A place payment's state, in the same words and tone for the student and for finance. */
export function PlacePaymentBadge({ status }: { status: PlacePaymentStatus }) {
  return (
    <ToneBadge tone={TONE[status]} tt="none">
      {PLACE_PAYMENT_LABELS[status]}
    </ToneBadge>
  );
}
