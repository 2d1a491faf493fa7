import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { compiledOnce } from './compiled-once.ts';
import { writeTransaction } from './write-transaction.ts';

describe(`a query compiled once runs with each call's values (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('builds once, binds the values of every call, in the database and in a transaction', async () => {
    let builds = 0;
    const dayNamed = compiledOnce((db, p: { id: number; other: number }) => {
      builds += 1;
      return db
        .selectFrom('weekdays')
        .select(['id', 'name'])
        .where((eb) => eb.or([eb('id', '=', p.id), eb('id', '=', p.other)]))
        .orderBy('id');
    });
    const expected = await t.db.selectFrom('weekdays').select(['id', 'name']).orderBy('id').execute();
    expect(expected.length).toBeGreaterThan(2);
    const [a, b, c] = expected as [(typeof expected)[0], (typeof expected)[0], (typeof expected)[0]];
    expect((await dayNamed(t.db, { id: a.id, other: c.id })).rows).toEqual([a, c]);
    expect((await dayNamed(t.db, { id: b.id, other: b.id })).rows).toEqual([b]);
    const inTransaction = await writeTransaction(
      t.db,
      async (trx) => (await dayNamed(trx, { id: c.id, other: a.id })).rows,
    );
    expect(inTransaction).toEqual([a, c]);
    expect(builds).toBe(1);
  });

  it.runIf(process.env['TEST_DIALECT'] === 'postgres')(
    'on PostgreSQL it runs as a named prepared statement of the connection (parsed and planned once)',
    async () => {
      const dayName = compiledOnce((db, p: { id: number }) =>
        db.selectFrom('weekdays').select('name').where('id', '=', p.id),
      );
      const prepared = await writeTransaction(t.db, async (trx) => {
        await dayName(trx, { id: 1 });
        await dayName(trx, { id: 2 });
        const { rows } = await sql<{ name: string }>`
          select name from pg_prepared_statements where statement like '%from "weekdays" where "id" = $1%'`.execute(
          trx,
        );
        return rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^portal_prepared_/);
    },
  );
});
