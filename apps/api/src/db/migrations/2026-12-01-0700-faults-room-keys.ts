import { sql, type Kysely } from 'kysely';

/**
 * One physical room, one row: `rooms.room_key` is the room's building and name without case, accents
 * or extra spaces, and it is unique (docs/rules.md, "Teachers and rooms"). Rooms already registered
 * more than once (`Lab 1/Edificio A`, `LAB 1/EDIFICIO A`, `Lab  1/Edificio A`) are merged onto the
 * first one registered (lowest id): every class of the others moves to it, its capacity and kind stay,
 * and the others are deleted. Names and buildings keep their letters, with single spaces.
 * The rule is copied here, frozen as it was when this migration was written.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Db = Kysely<any>;

const text = (t: string) => t.trim().replace(/\s+/g, ' ');
const fold = (t: string) => text(t).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const keyOf = (building: string, name: string) => JSON.stringify([fold(building), fold(name)]);

interface RoomRow {
  id_room: number;
  name: string;
  building: string;
}

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('rooms').addColumn('room_key', 'text').execute();
  const rooms = (await db
    .selectFrom('rooms')
    .select(['id_room', 'name', 'building'])
    .orderBy('id_room')
    .execute()) as RoomRow[];
  const first = new Map<string, number>();
  for (const room of rooms) {
    const key = keyOf(room.building, room.name);
    const kept = first.get(key);
    if (kept === undefined) {
      first.set(key, room.id_room);
      continue;
    }
    await db.updateTable('classes').set({ id_room: kept }).where('id_room', '=', room.id_room).execute();
    await db.deleteFrom('rooms').where('id_room', '=', room.id_room).execute();
  }
  for (const room of rooms) {
    const key = keyOf(room.building, room.name);
    if (first.get(key) !== room.id_room) continue;
    await db
      .updateTable('rooms')
      .set({ name: text(room.name), building: text(room.building), room_key: key })
      .where('id_room', '=', room.id_room)
      .execute();
  }
  await db.schema.createIndex('rooms_room_key_unique').on('rooms').column('room_key').unique().execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('rooms_room_key_unique').ifExists().execute();
  await sql`alter table rooms drop column room_key`.execute(db);
}
