/** "Sala de cómputo": a room kind as the screens write it. */
export function roomKindLabel(kind: string): string {
  return kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : kind;
}

/** "1 lugar", "40 lugares". */
export function seatsText(n: number): string {
  return `${n} ${n === 1 ? 'lugar' : 'lugares'}`;
}

/** "40 lugares · Aula": what a room offers, beside its name. */
export function roomDetails(room: { capacity: number; kind: string }): string {
  return `${seatsText(room.capacity)} · ${roomKindLabel(room.kind)}`;
}

/** "1 salón", "3 salones". */
export function roomsCount(n: number): string {
  return `${n} ${n === 1 ? 'salón' : 'salones'}`;
}

/** " · Ocupado a esa hora", " · Pequeño para la clase" or nothing: what a room would meet, beside its details. */
export function availabilityMark(verdict: { clash: string | null; small: string | null } | undefined): string {
  if (verdict?.clash) return ' · Ocupado a esa hora';
  if (verdict?.small) return ' · Pequeño para la clase';
  return '';
}
