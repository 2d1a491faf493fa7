import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass, createSubject } from '../../test/fixtures.ts';

const body = (contactEmail: string, classId?: number) => ({
  name: 'Ana',
  paternalSurname: 'López',
  contactEmail,
  contactPhone: '+529831234567',
  cv: 'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOpQrSt/view',
  ...(classId === undefined ? {} : { classId }),
});

/**
 * "one application per email and class every 24 h" was a read followed by an
 * insert, so on PostgreSQL 5 parallel submissions stored 4 rows. The limit is now one conditional
 * write on application_limits' primary key.
 */
describe(`teacher applications under parallel submissions (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let classId: number;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp();
    classId = await createClass(t.db, { subjectId: await createSubject(t.db, { name: 'Álgebra Lineal' }) });
  });
  afterAll(() => t.close());

  const burst = async (payload: Record<string, unknown>, n = 5) =>
    Promise.all(
      Array.from({ length: n }, () =>
        t.request({ method: 'POST', url: '/api/teachers/applications', payload, remoteAddress: `10.9.0.${++address}` }),
      ),
    );

  for (const withClass of [true, false]) {
    it(`stores exactly one of 5 parallel submissions of one email ${withClass ? 'and class' : 'without a class'}`, async () => {
      const email = `paralelo-${withClass ? 'clase' : 'sin-clase'}@correo.example`;
      const answers = await burst(body(email, withClass ? classId : undefined));
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const r of answers.filter((a) => a.statusCode === 409)) {
        expect((r.json() as { message: string }).message).toBe(ERROR_MESSAGES.duplicateApplication);
      }
      const rows = await t.db
        .selectFrom('teacher_applications')
        .select('id')
        .where('contact_email', '=', email)
        .execute();
      expect(rows).toHaveLength(1);
    });
  }

  it('a refused submission does not move the 24 hours, and a failed one does not take the slot', async () => {
    const email = 'ventana@correo.example';
    // A class that does not exist is refused before the slot is claimed (and rolled back if it were).
    const missing = await t.request({
      method: 'POST',
      url: '/api/teachers/applications',
      payload: body(email, 999_999),
      remoteAddress: `10.9.1.${++address}`,
    });
    expect(missing.statusCode).toBe(400);
    const first = await burst(body(email, classId), 1);
    expect(first[0]!.statusCode).toBe(201);
    const claimed = await t.db
      .selectFrom('application_limits')
      .select('last_at')
      .where('contact_email', '=', email)
      .executeTakeFirstOrThrow();
    expect((await burst(body(email, classId), 1))[0]!.statusCode).toBe(409);
    const after = await t.db
      .selectFrom('application_limits')
      .select('last_at')
      .where('contact_email', '=', email)
      .executeTakeFirstOrThrow();
    expect(Number(after.last_at)).toBe(Number(claimed.last_at));
  });
});
