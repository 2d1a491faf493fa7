import { ToneBadge } from '../../../components/tone-badge.tsx';
import { fillPercentage, isFull } from '@portal/domain/rules';

/**
 * "Disponible" or "Lleno" with the card percentage of spec §4, |enrolled% − 100| — the share of
 * seats still free.
 */
export function AvailabilityBadge({ enrolled, max }: { enrolled: number; max: number }) {
  const full = isFull({ enrolled, max_students: max });
  const free = fillPercentage(enrolled, max);
  return (
    <ToneBadge
      tone={full ? 'red' : 'teal'}
      size="lg"
      radius="sm"
      title={full ? 'Sin lugares disponibles' : `${free}% de los lugares libres`}
    >
      {full ? 'Lleno' : 'Disponible'} · {free}%
    </ToneBadge>
  );
}
