/**
 * One physical room, one row (docs/rules.md SAL-2): a room is its building and its name,
 * whatever their case, accents or spacing — «Lab 1 / Edificio A», «LAB 1 / EDIFICIO A» and
 * « Lab  1 / Edificio Á» are the same room.
 */

/** A room's name or building as stored and shown: no spaces at the ends, one space between words. */
export function roomText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

function fold(text: string): string {
  return roomText(text).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** What makes two rooms the same place (stored in rooms.room_key, unique). */
export function roomKey(room: { building: string; name: string }): string {
  return JSON.stringify([fold(room.building), fold(room.name)]);
}
