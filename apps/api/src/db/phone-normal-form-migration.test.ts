import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createCareer, createStudentUser } from '../test/fixtures.ts';
import { down, up } from './migrations/2026-11-26-0010-phone-normal-form.ts';

describe(`migration 2026-11-26-0010-phone-normal-form (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  const students: Record<string, number> = {};
  let applicationId: number;

  const phoneOf = async (studentId: number) =>
    (
      await database.handle.db
        .selectFrom('students')
        .select('phone')
        .where('id_student', '=', studentId)
        .executeTakeFirstOrThrow()
    ).phone;

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.handle.db;
    const careerId = await createCareer(db);
    // Rows as the portal stored them before this migration (and a few that no rule let in).
    for (const [key, phone] of Object.entries({
      digits: '529831234567',
      us: '15551234567',
      ten: '9831234567',
      already: '+529981112233',
      spaced: '52 998 765-4321',
      odd: 'sin teléfono',
    })) {
      students[key] = (await createStudentUser(db, { profile: { careerId, phone } })).studentId!;
    }
    const app = await db
      .insertInto('teacher_applications')
      .values({
        name: 'Rosa',
        paternal_surname: 'Pool',
        contact_email: 'rosa.pool@correo.example',
        contact_phone: '+529831002030',
        cv: 'Docente',
        search_text: 'rosa pool',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    applicationId = app.id;
  });
  afterAll(() => database.drop());

  it('rewrites every stored phone to "+" and its digits, and leaves what is not a phone alone', async () => {
    await up(database.handle.db);
    expect(await phoneOf(students['digits']!)).toBe('+529831234567');
    expect(await phoneOf(students['us']!)).toBe('+15551234567');
    expect(await phoneOf(students['ten']!)).toBe('+9831234567');
    expect(await phoneOf(students['already']!)).toBe('+529981112233');
    expect(await phoneOf(students['spaced']!)).toBe('+529987654321');
    expect(await phoneOf(students['odd']!)).toBe('sin teléfono');
    const application = await database.handle.db
      .selectFrom('teacher_applications')
      .select('contact_phone')
      .where('id', '=', applicationId)
      .executeTakeFirstOrThrow();
    expect(application.contact_phone).toBe('+529831002030');
  });

  it('is idempotent, and down gives the student phones their digits-only form back', async () => {
    await up(database.handle.db);
    expect(await phoneOf(students['digits']!)).toBe('+529831234567');
    await down(database.handle.db);
    expect(await phoneOf(students['digits']!)).toBe('529831234567');
    expect(await phoneOf(students['odd']!)).toBe('sin teléfono');
  });
});
