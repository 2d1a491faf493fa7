import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '@portal/domain/errors';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createCareer } from '../test/fixtures.ts';
import { isTransientDbError, isUniqueViolation } from './db-errors.ts';
import { writeTransaction } from './write-transaction.ts';

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
});
