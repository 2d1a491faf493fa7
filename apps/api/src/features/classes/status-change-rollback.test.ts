import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createClass } from '../../test/fixtures.ts';
import { classScenario, fillClass } from '../../test/class-scenario.ts';
import { writeTransaction } from '../../db/write-transaction.ts';
import { moveStatusInTransaction } from './class-transitions.service.ts';

/** The activity record, the notifications and the mails live and die with the change. */
describe(`a status change rolled back halfway (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof classScenario>>;
  const newRecords = async () => t.db.selectFrom('activity_log').selectAll().execute();

  beforeAll(async () => {
    t = await createTestApp();
    s = await classScenario(t);
  });
  afterAll(() => t.close());

  it('a change that fails after its writes rolls the record back with it', async () => {
    const classId = await createClass(t.db, { subjectId: s.subjectId });
    await fillClass(t, classId, s.careerId);
    const ctx = { actor: { userId: s.admin.userId, role: 'admin' } as const, now: new Date(), requestId: null };
    await expect(
      writeTransaction(t.db, async (trx) => {
        await moveStatusInTransaction(trx, ctx, { classId, target: 'aprobado', comment: null });
        throw new Error('a later step failed');
      }),
    ).rejects.toThrow('a later step failed');
    expect(await newRecords()).toEqual([]);
    expect(await t.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
    const notes = await t.db.selectFrom('notifications').select('id').where('id_class', '=', classId).execute();
    expect(notes).toEqual([]);
    const cls = await t.db.selectFrom('classes').select('status').where('id_class', '=', classId).executeTakeFirst();
    expect(cls?.status).toBe('pendiente');
  });
});
