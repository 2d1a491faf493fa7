import { DomainError } from '@portal/domain/errors';
import {
  csvProblemText,
  parseRoomsCsv,
  roomExistsReason,
  roomKey,
  type CsvProblem,
  type CsvRoom,
} from '@portal/domain/rules';
import type { Room } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { existingRoomKeys, insertRoom } from './rooms.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

function refused(problems: CsvProblem[]): DomainError {
  return new DomainError('roomsImportInvalid', { messages: problems.map(csvProblemText) });
}

/** The file's rooms that already exist (the same room whatever its case, accents or spacing: roomKey). */
async function alreadyThere(db: Db, rooms: CsvRoom[]): Promise<CsvProblem[]> {
  if (rooms.length === 0) return [];
  const existing = await existingRoomKeys(db, rooms);
  return rooms.filter((r) => existing.has(roomKey(r))).map((r) => ({ line: r.line, reason: roomExistsReason(r) }));
}

/**
 * POST /rooms/import: all the rooms of the CSV, or none. Every bad line (format, values, repeated
 * in the file, or already existing) is reported as "Línea N: …" (`ROOMS_IMPORT_INVALID`, the body's
 * `message` a list), all in one answer in the file's order — a registrar fixes the file once, not once per kind
 * of problem; with any, nothing is imported.
 */
export async function importRooms(db: Db, ctx: ServiceContext, csv: string): Promise<Room[]> {
  const { rooms, problems } = parseRoomsCsv(csv);
  if (problems.length) {
    const all = [...problems, ...(await alreadyThere(db, rooms))].sort((a, b) => a.line - b.line);
    throw refused(all);
  }
  return writeTransaction(db, async (trx) => {
    const taken = await alreadyThere(trx, rooms);
    if (taken.length) throw refused(taken);
    const imported: Room[] = [];
    for (const { line: _line, ...room } of rooms) {
      const row = await insertRoom(trx, room, ctx.now.toISOString());
      // Created meanwhile by someone else: the whole import rolls back.
      if (row === 'duplicate') throw new DomainError('roomDuplicate');
      imported.push({ ...row, classes: 0 });
    }
    return imported;
  });
}
