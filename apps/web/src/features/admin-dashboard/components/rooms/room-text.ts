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
