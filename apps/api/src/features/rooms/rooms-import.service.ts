import { DomainError } from '@portal/domain/errors';
import { csvProblemText, parseRoomsCsv, roomKey, type CsvProblem } from '@portal/domain/rules';
import type { Room } from '@portal/domain/schemas';
import type { Db } from '../../db/tables.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { existingRoomKeys, insertRoom } from './rooms.repository.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

export type RoomsImport = { imported: Room[] } | { problems: string[] };

/**
 * POST /rooms/import: all the rooms of the CSV, or none. Every bad line (format, values, repeated
 * in the file, or already existing) is reported as "Línea N: …"; with any, nothing is imported.
 */
export async function importRooms(db: Db, ctx: ServiceContext, csv: string): Promise<RoomsImport> {
  const { rooms, problems } = parseRoomsCsv(csv);
  if (problems.length) return { problems: problems.map(csvProblemText) };
  return writeTransaction(db, async (trx) => {
    // The same room whatever its case, accents or spacing (roomKey).
    const existing = await existingRoomKeys(trx, rooms);
    const taken: CsvProblem[] = rooms
      .filter((r) => existing.has(roomKey(r)))
      .map((r) => ({ line: r.line, reason: `Ya existe el salón ${r.name} en ${r.building}.` }));
    if (taken.length) return { problems: taken.map(csvProblemText) };
    const imported: Room[] = [];
    for (const { line: _line, ...room } of rooms) {
      const row = await insertRoom(trx, room, ctx.now.toISOString());
      // Created meanwhile by someone else: the whole import rolls back.
      if (row === 'duplicate') throw new DomainError('roomDuplicate');
      imported.push({ ...row, classes: 0 });
    }
    return { imported };
  });
}
