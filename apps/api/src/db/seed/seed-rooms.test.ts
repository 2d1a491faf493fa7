import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedDemoData } from './seed.ts';
import { DEMO_ROOMS } from './seed-rooms.ts';

/** The demo data shows issue 21: rooms in several buildings, an approved class with a room and a teacher. */
describe(`demo seed, teachers and rooms (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.handle.db, new Date('2026-05-01T12:00:00Z'));
  }, 120_000);
  afterAll(() => database.drop());

  it('has the rooms and one approved class meeting in a room large enough, taught by the demo teacher', async () => {
    const db = database.handle.db;
    const rooms = await db.selectFrom('rooms').select(['name', 'building']).execute();
    expect(rooms).toHaveLength(DEMO_ROOMS.length);
    expect(new Set(rooms.map((r) => r.building)).size).toBe(3);
    const assigned = await db
      .selectFrom('classes as c')
      .innerJoin('rooms as r', 'r.id_room', 'c.id_room')
      .innerJoin('users as u', 'u.id_user', 'c.id_teacher')
      .select(['c.status', 'c.enrolled', 'r.capacity', 'u.email'])
      .execute();
    expect(assigned).toHaveLength(1);
    expect(assigned[0]).toMatchObject({ status: 'aprobado', email: 'docente@tec.example' });
    expect(assigned[0]!.enrolled).toBeLessThanOrEqual(assigned[0]!.capacity);
  });
});
