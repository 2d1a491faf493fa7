import { ROOM_KINDS, type RoomKind } from './class-assignment.ts';
import { roomKey, roomText } from './room-key.ts';

/**
 * Rooms imported from a CSV file(docs/rules.md SAL): a header line
 * `nombre,edificio,capacidad,tipo`, then one room per line. Every line is checked; every bad one is
 * reported with its line number and reason, and nothing is imported while any is bad.
 */
export const ROOMS_CSV_HEADER = ['nombre', 'edificio', 'capacidad', 'tipo'] as const;

/** What the admin downloads to fill in. */
export const ROOMS_CSV_TEMPLATE = `${ROOMS_CSV_HEADER.join(',')}\r\nA-101,Edificio A,40,aula\r\nLaboratorio 2,Edificio L,24,laboratorio\r\nCómputo 1,Edificio K,30,sala de cómputo\r\n`;

export const ROOMS_CSV_MAX_ROWS = 500;

export interface CsvRoom {
  line: number;
  name: string;
  building: string;
  capacity: number;
  kind: RoomKind;
}

export interface CsvProblem {
  line: number;
  reason: string;
}

/** One CSV line's fields; a field in double quotes may hold commas and doubled quotes (""). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted && ch === '"' && line[i + 1] === '"') {
      field += '"';
      i++;
    } else if (ch === '"') {
      quoted = !quoted;
    } else if (ch === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else {
      field += ch;
    }
  }
  fields.push(field);
  return fields.map((f) => f.trim());
}

/**
 * The data lines of a CSV text that must start with `header` (a byte-order mark allowed, case ignored): each
 * non-blank line's number (line 1 is the header) and fields; or, with another header, that problem alone.
 */
export function csvRows(
  text: string,
  header: readonly string[],
): { rows: { line: number; fields: string[] }[]; headerProblem: CsvProblem | null } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const found = csvFields(lines[0] ?? '').map((h) => h.toLowerCase());
  if (found.join(',') !== header.join(',')) {
    return { rows: [], headerProblem: { line: 1, reason: `El encabezado debe ser: ${header.join(',')}.` } };
  }
  const rows: { line: number; fields: string[] }[] = [];
  for (const [i, raw] of lines.entries()) {
    if (i > 0 && raw.trim() !== '') rows.push({ line: i + 1, fields: csvFields(raw) });
  }
  return { rows, headerProblem: null };
}

/** The rooms of a CSV text, or the problems of its lines (line 1 is the header). */
export function parseRoomsCsv(text: string): { rooms: CsvRoom[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const rooms: CsvRoom[] = [];
  const { rows, headerProblem } = csvRows(text, ROOMS_CSV_HEADER);
  if (headerProblem) return { rooms, problems: [headerProblem] };
  const seen = new Map<string, number>();
  for (const { line, fields: f } of rows) {
    const reasons: string[] = [];
    if (f.length !== 4) reasons.push(`Se esperaban 4 columnas y hay ${f.length}.`);
    const [rawName = '', rawBuilding = '', capacityText = '', kindText = ''] = f;
    const [name, building] = [roomText(rawName), roomText(rawBuilding)];
    if (!name || name.length > 80) reasons.push('El nombre es obligatorio (máximo 80 caracteres).');
    if (!building || building.length > 80) reasons.push('El edificio es obligatorio (máximo 80 caracteres).');
    const capacity = /^\d+$/.test(capacityText) ? Number(capacityText) : NaN;
    if (!(capacity >= 1 && capacity <= 500)) reasons.push('La capacidad debe ser un número entero entre 1 y 500.');
    const kind = kindText.toLowerCase() as RoomKind;
    if (!ROOM_KINDS.includes(kind)) reasons.push('El tipo debe ser aula, laboratorio o sala de cómputo.');
    // The same room whatever its case, accents or spacing (room-key.ts).
    const key = roomKey({ building, name });
    if (name && building && seen.has(key)) reasons.push(`El salón se repite (línea ${seen.get(key)}).`);
    if (name && building && !seen.has(key)) seen.set(key, line);
    if (reasons.length) problems.push({ line, reason: reasons.join(' ') });
    else rooms.push({ line, name, building, capacity, kind });
  }
  if (rooms.length + problems.length === 0) problems.push({ line: 2, reason: 'El archivo no tiene salones.' });
  if (rooms.length + problems.length > ROOMS_CSV_MAX_ROWS) {
    problems.push({ line: 1, reason: `Se importan como máximo ${ROOMS_CSV_MAX_ROWS} salones a la vez.` });
  }
  return { rooms, problems };
}

/** "Línea 3: La capacidad debe ser …" */
/** The reason of a line naming a room that already exists. */
export function roomExistsReason(room: { name: string; building: string }): string {
  return `Ya existe el salón ${room.name} en ${room.building}.`;
}

export function csvProblemText(p: CsvProblem): string {
  return `Línea ${p.line}: ${p.reason}`;
}
