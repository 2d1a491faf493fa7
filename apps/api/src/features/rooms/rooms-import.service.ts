import { DomainError } from '@portal/domain/errors';
import { csvProblemText, parseRoomsCsv, roomExistsReason, roomKey, type CsvProblem } from '@portal/domain/rules';
import type { Room } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { existingRoomKeys, insertRoom } from './rooms.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

function refused(problems: CsvProblem[]): DomainError {
  return new DomainError('roomsImportInvalid', { messages: problems.map(csvProblemText) });
}

/**
 * POST /rooms/import: all the rooms of the CSV, or none. Every bad line (format, values, repeated
 * in the file, or already existing) is reported as "Línea N: …" (`ROOMS_IMPORT_INVALID`, the body's
 * `message` a list); with any, nothing is imported.
 */
export async function importRooms(db: Db, ctx: ServiceContext, csv: string): Promise<Room[]> {
  const { rooms, problems } = parseRoomsCsv(csv);
  if (problems.length) throw refused(problems);
  return writeTransaction(db, async (trx) => {
    // The same room whatever its case, accents or spacing (roomKey).
    const existing = await existingRoomKeys(trx, rooms);
    const taken: CsvProblem[] = rooms
      .filter((r) => existing.has(roomKey(r)))
      .map((r) => ({ line: r.line, reason: roomExistsReason(r) }));
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
