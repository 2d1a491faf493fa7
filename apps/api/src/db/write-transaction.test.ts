import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@portal/domain/errors';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createCareer } from '../test/fixtures.ts';
import { compiledOnce } from './compiled-once.ts';
import { isTransientDbError, isUniqueViolation } from './db-errors.ts';
import type { Db } from './tables.ts';
import { writeTransaction } from './write-transaction.ts';

// A registered statement (a named prepared one on PostgreSQL): the first statement of a transaction whose
// BEGIN travels with it once the connection has prepared it.
const insertCareer = compiledOnce((db, p: { name: string }) =>
  db.insertInto('careers').values({ name: p.name }).returning('id_career'),
);

describe(`writeTransaction (${process.env['TEST_DIALECT']})`, () => {
  let database: TestDatabase;
  const careers = async () =>
    (await database.handle.db.selectFrom('careers').select('name').execute()).map((r) => r.name);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('commits what the work wrote', async () => {
    await writeTransaction(database.handle.db, (trx) => createCareer(trx, 'Comprometida'));
    expect(await careers()).toContain('Comprometida');
  });

  it('rolls everything back when the work throws, and passes the error on', async () => {
    const refusal = new DomainError('classFull');
    await expect(
      writeTransaction(database.handle.db, async (trx) => {
        await createCareer(trx, 'Deshecha');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await careers()).not.toContain('Deshecha');
  });

  it('retries a transient failure, then succeeds', async () => {
    let attempts = 0;
    const result = await writeTransaction(database.handle.db, async (trx) => {
      attempts++;
      await createCareer(trx, `Intento ${attempts}`);
      if (attempts < 3) throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
      return 'hecho';
    });
    expect(result).toBe('hecho');
    expect(attempts).toBe(3);
    const names = await careers();
    expect(names).toContain('Intento 3');
    expect(names).not.toContain('Intento 1');
  });

  it('answers 503 when the failure does not go away', async () => {
    const err = await writeTransaction(database.handle.db, async () => {
      throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).statusCode).toBe(503);
  });

  it("recognises this driver's unique violations by constraint", async () => {
    const db = database.handle.db;
    await createCareer(db, 'Única');
    const err = await createCareer(db, 'Única').catch((e: unknown) => e);
    expect(isUniqueViolation(err, 'careers_name_key', 'careers.name')).toBe(true);
    expect(isUniqueViolation(err, 'otra_restriccion', 'careers.otra')).toBe(false);
    expect(isTransientDbError(err)).toBe(false);
  });

  it('ends a transaction that sent no statement, committed or thrown, and the connection serves the next', async () => {
    await database.handle.db.connection().execute(async (conn) => {
      expect(await writeTransaction(conn as Db, () => Promise.resolve('nada'))).toBe('nada');
      const refusal = new DomainError('classFull');
      await expect(writeTransaction(conn as Db, () => Promise.reject(refusal))).rejects.toBe(refusal);
      await writeTransaction(conn as Db, (trx) => createCareer(trx, 'Después de nada'));
    });
    expect(await careers()).toContain('Después de nada');
  });

  it('a failing first statement rolls back, the rest of the transaction never runs, the connection serves the next', async () => {
    await createCareer(database.handle.db, 'Ya existe');
    await database.handle.db.connection().execute(async (conn) => {
      // Several times on one connection: on PostgreSQL the first run prepares the statement, the later ones
      // send it with its BEGIN.
      for (let i = 1; i <= 3; i++) {
        let after = false;
        const err = await writeTransaction(conn as Db, async (trx) => {
          await insertCareer(trx, { name: 'Ya existe' });
          after = true;
        }).catch((e: unknown) => e);
        expect(isUniqueViolation(err, 'careers_name_key', 'careers.name')).toBe(true);
        expect(after).toBe(false);
        await writeTransaction(conn as Db, (trx) => insertCareer(trx, { name: `Primera ${i}` }));
      }
    });
    expect(await careers()).toEqual(expect.arrayContaining(['Primera 1', 'Primera 2', 'Primera 3']));
  });

  it('a first statement is in the transaction: a later failure takes its write back too', async () => {
    await createCareer(database.handle.db, 'Duplicada');
    await database.handle.db.connection().execute(async (conn) => {
      for (let i = 1; i <= 3; i++) {
        const err = await writeTransaction(conn as Db, async (trx) => {
          await insertCareer(trx, { name: `Deshecha ${i}` });
          await createCareer(trx, 'Duplicada');
        }).catch((e: unknown) => e);
        expect(isUniqueViolation(err, 'careers_name_key', 'careers.name')).toBe(true);
      }
    });
    const names = await careers();
    for (let i = 1; i <= 3; i++) expect(names).not.toContain(`Deshecha ${i}`);
  });
});
