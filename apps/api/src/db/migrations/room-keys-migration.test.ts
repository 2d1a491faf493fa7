import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomKey } from '@portal/domain/rules';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createCareer, createClass, createSubject } from '../../test/fixtures.ts';
import { migrateToLatest } from '../migrate.ts';
import { migrations } from './index.ts';

/**
 * Rooms registered more than once before room keys existed are merged onto the first one: its classes
 * and the others' all meet in it, the others are gone (docs/rules.md SAL-2).
 */
describe(`migration 2026-12-01-0700-faults-room-keys (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('merges spellings of one room onto the first, keeping every class in it', async () => {
    const db = database.handle.db;
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const down = await migrator.migrateTo('2026-11-30-0100-class-rows-version');
    expect(down.error).toBeUndefined();

    const room = async (name: string, building: string, capacity: number) =>
      (
        await db
          .insertInto('rooms')
          .values({ name, building, capacity, kind: 'laboratorio', created_at: new Date().toISOString() } as never)
          .returning('id_room')
          .executeTakeFirstOrThrow()
      ).id_room;
    const first = await room('Lab 1', 'Edificio A', 24);
    const upper = await room('LAB 1', 'EDIFICIO A', 30);
    const spaced = await room(' Lab  1', 'Edificio   Á ', 12);
    const other = await room('Lab  2', ' Edificio A', 20);
    const subjectId = await createSubject(db, { careerIds: [await createCareer(db)] });
    const classes: Record<number, number> = {};
    for (const id of [first, upper, spaced, other]) {
      const classId = await createClass(db, { subjectId });
      await db.updateTable('classes').set({ id_room: id }).where('id_class', '=', classId).execute();
      classes[id] = classId;
    }

    expect(await migrateToLatest(db)).toContain('2026-12-01-0700-faults-room-keys');
    const rooms = await db
      .selectFrom('rooms')
      .select(['id_room', 'name', 'building', 'capacity', 'room_key'])
      .orderBy('id_room')
      .execute();
    expect(rooms).toEqual([
      {
        id_room: first,
        name: 'Lab 1',
        building: 'Edificio A',
        capacity: 24,
        room_key: roomKey({ building: 'Edificio A', name: 'Lab 1' }),
      },
      {
        id_room: other,
        name: 'Lab 2',
        building: 'Edificio A',
        capacity: 20,
        room_key: roomKey({ building: 'Edificio A', name: 'Lab 2' }),
      },
    ]);
    const placed = await db.selectFrom('classes').select(['id_class', 'id_room']).orderBy('id_class').execute();
    expect(placed).toEqual([
      { id_class: classes[first], id_room: first },
      { id_class: classes[upper], id_room: first },
      { id_class: classes[spaced], id_room: first },
      { id_class: classes[other], id_room: other },
    ]);
    // And from now on the database itself refuses another spelling.
    await expect(
      db
        .insertInto('rooms')
        .values({
          name: 'lab 1',
          building: 'edificio a',
          room_key: roomKey({ building: 'edificio a', name: 'lab 1' }),
          capacity: 5,
          kind: 'aula',
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow();
  });
});
