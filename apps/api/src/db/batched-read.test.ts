import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createCareer } from '../test/fixtures.ts';
import { BatchedRead } from './batched-read.ts';
import type { DbOrTrx } from './tables.ts';
import { writeTransaction } from './write-transaction.ts';

describe(`BatchedRead (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  /** Every statement the read sent: the keys it asked for. */
  const sent: number[][] = [];
  let failNext = false;
  const careers = new BatchedRead<number, { id_career: number; name: string }>(
    async (db: DbOrTrx, ids) => {
      sent.push(ids);
      if (failNext) {
        failNext = false;
        throw new Error('la base de datos no responde');
      }
      return db
        .selectFrom('careers')
        .select(['id_career', 'name'])
        .where('id_career', 'in', ids)
        .orderBy('id_career')
        .execute();
    },
    (row) => row.id_career,
  );
  const names = (rows: { name: string }[]) => rows.map((r) => r.name);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('sends requests at once while fewer than three statements are out, and those that ask meanwhile together next', async () => {
    const db = database.handle.db;
    const [a, b, c] = [await createCareer(db, 'Uno'), await createCareer(db, 'Dos'), await createCareer(db, 'Tres')];
    sent.length = 0;
    const answers = await Promise.all([
      careers.read(db, [a]),
      careers.read(db, [b, c]),
      careers.read(db, [c]),
      careers.read(db, [a, c]),
      careers.read(db, [b]),
    ]);
    expect(answers.map(names)).toEqual([['Uno'], ['Dos', 'Tres'], ['Tres'], ['Uno', 'Tres'], ['Dos']]);
    // The first three went at once; the two that asked while three were out, as one statement (no key twice).
    expect(sent).toEqual([[a], [b, c], [c], [a, c, b]]);
  });

  it('reads for a request what was committed before it asked, even while an earlier statement is out', async () => {
    const db = database.handle.db;
    const first = await createCareer(db, 'Antes');
    sent.length = 0;
    const out = careers.read(db, [first]);
    // Committed after the first statement went out, before the second request asks.
    const later = await createCareer(db, 'Después');
    const [early, late] = await Promise.all([out, careers.read(db, [first, later])]);
    expect(names(early)).toEqual(['Antes']);
    expect(names(late)).toEqual(['Antes', 'Después']);
  });

  it('goes alone inside a transaction (its own snapshot)', async () => {
    const db = database.handle.db;
    const id = await createCareer(db, 'En transacción');
    sent.length = 0;
    const [inside, outside] = await Promise.all([
      writeTransaction(db, (trx) => careers.read(trx, [id])),
      careers.read(db, [id]),
    ]);
    expect(names(inside)).toEqual(['En transacción']);
    expect(names(outside)).toEqual(['En transacción']);
    expect(sent).toEqual([[id], [id]]);
  });

  it('fails every request of a failed statement, and the next ones still go', async () => {
    const db = database.handle.db;
    const id = await createCareer(db, 'Después del fallo');
    failNext = true;
    const failed = await Promise.allSettled([careers.read(db, [id]), careers.read(db, [id])]);
    // The first statement failed; the second request went in the next one.
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'fulfilled']);
    expect(names(await careers.read(db, [id]))).toEqual(['Después del fallo']);
  });
});
