import { roomLabel } from '@portal/domain/rules';

/** "Sala de cómputo": a room kind as the screens write it. */
export function roomKindLabel(kind: string): string {
  return kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : kind;
}

/** "A-101 (Edificio A) · 40 lugares · Aula": a room in a list to choose from. */
export function roomOptionLabel(room: { name: string; building: string; capacity: number; kind: string }): string {
  return `${roomLabel(room.name, room.building)} · ${room.capacity} lugares · ${roomKindLabel(room.kind)}`;
}

/** "1 salón", "3 salones". */
export function roomsCount(n: number): string {
  return `${n} ${n === 1 ? 'salón' : 'salones'}`;
}
