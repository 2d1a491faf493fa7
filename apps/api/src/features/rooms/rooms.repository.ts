import { RELEASED_STATUSES, roomKey, roomText } from '@portal/domain/rules';
import type { RoomBody } from '@portal/domain/schemas';
import type { DbOrTrx } from '../../db/tables.ts';

const ROOM_COLUMNS = ['r.id_room', 'r.name', 'r.building', 'r.capacity', 'r.kind'] as const;

/** Every room, by building then name, with how many classes (neither rejected nor cancelled) meet in it. */
export async function listRooms(db: DbOrTrx) {
  const rows = await db
    .selectFrom('rooms as r')
    .leftJoin('classes as c', (j) => j.onRef('c.id_room', '=', 'r.id_room').on('c.status', 'not in', RELEASED_STATUSES))
    .select([...ROOM_COLUMNS, (eb) => eb.fn.count<number>('c.id_class').as('classes')])
    .groupBy(ROOM_COLUMNS)
    .orderBy('r.building')
    .orderBy('r.name')
    .execute();
  return rows.map((r) => ({ ...r, classes: Number(r.classes) }));
}

/**
 * A new room, or 'duplicate' when its building already has that room, whatever the case, accents or
 * spacing (the unique `room_key`); name and building are stored single-spaced.
 */
export async function insertRoom(trx: DbOrTrx, room: RoomBody, now: string) {
  const row = await trx
    .insertInto('rooms')
    .values({
      ...room,
      name: roomText(room.name),
      building: roomText(room.building),
      room_key: roomKey(room),
      created_at: now,
    })
    .onConflict((oc) => oc.column('room_key').doNothing())
    .returning(['id_room', 'name', 'building', 'capacity', 'kind'])
    .executeTakeFirst();
  return row ?? ('duplicate' as const);
}

/** The keys (`roomKey`) of `rooms` that exist already. */
export async function existingRoomKeys(trx: DbOrTrx, rooms: readonly { name: string; building: string }[]) {
  if (rooms.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('rooms')
    .select('room_key')
    .where('room_key', 'in', [...new Set(rooms.map(roomKey))])
    .execute();
  return new Set(rows.map((r) => r.room_key));
}

/**
 * Locks the room's row (a conditional write on it) for the rest of the transaction, so two writes
 * about one room run one after the other; the room, or undefined when there is none.
 */
export async function lockRoom(trx: DbOrTrx, roomId: number) {
  const locked = await trx
    .updateTable('rooms')
    .set((eb) => ({ capacity: eb.ref('capacity') }))
    .where('id_room', '=', roomId)
    .executeTakeFirst();
  if (Number(locked.numUpdatedRows) === 0) return undefined;
  return trx.selectFrom('rooms as r').select(ROOM_COLUMNS).where('r.id_room', '=', roomId).executeTakeFirstOrThrow();
}

/** Whether any class (whatever its status) has the room. */
export async function roomInUse(trx: DbOrTrx, roomId: number) {
  return (
    (await trx.selectFrom('classes').select('id_class').where('id_room', '=', roomId).executeTakeFirst()) !== undefined
  );
}

export async function deleteRoom(trx: DbOrTrx, roomId: number) {
  await trx.deleteFrom('rooms').where('id_room', '=', roomId).execute();
}

/** Sets the class's room while the class is still approved or active; false when it no longer is. */
export async function setClassRoom(
  trx: DbOrTrx,
  classId: number,
  roomId: number,
  statuses: readonly string[],
  now: string,
) {
  const res = await trx
    .updateTable('classes')
    .set({ id_room: roomId, updated_at: now })
    .where('id_class', '=', classId)
    .where('status', 'in', statuses)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
