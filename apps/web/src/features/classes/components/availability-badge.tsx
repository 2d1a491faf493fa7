import { ToneBadge } from '../../../components/tone-badge.tsx';
import { fillPercentage, isFull, isReleasedStatus, STUDENT_ENROLMENT_STATUS } from '@portal/domain/rules';

/**
 * "Disponible" or "Lleno" with the card percentage of docs/rules.md DAT-4, |enrolled% − 100| — the share of
 * seats still free. A class that no longer takes students (approved, rejected, active, cancelled) keeps
 * the spec's badge in a neutral grey, so its free seats do not read as an invitation. A seat held for the
 * waitlist's first (an offer not yet answered) is not free to whoever reads the badge. A rejected or cancelled
 * class has no seats to speak of (its places were released), so it shows no badge at all: «Lleno · 0%» on a
 * cancelled class read as if it had filled.
 */
export function AvailabilityBadge({
  enrolled,
  held = 0,
  max,
  status,
}: {
  enrolled: number;
  /** Seats held by waitlist offers: free for nobody else, so they count as taken here. */
  held?: number;
  max: number;
  status: string;
}) {
  if (isReleasedStatus(status)) return null;
  const open = status === STUDENT_ENROLMENT_STATUS;
  const taken = Math.min(max, enrolled + held);
  const full = isFull({ enrolled: taken, max_students: max });
  const free = fillPercentage(taken, max);
  return (
    <ToneBadge
      tone={!open ? 'gray' : full ? 'red' : 'teal'}
      size="lg"
      radius="sm"
      title={!open ? 'Inscripción cerrada' : full ? 'Sin lugares disponibles' : `${free}% de los lugares libres`}
    >
      {full ? 'Lleno' : 'Disponible'} · {free}%
    </ToneBadge>
  );
}
