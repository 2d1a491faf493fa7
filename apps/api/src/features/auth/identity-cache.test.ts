import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { ROLE_IDS } from '@portal/domain/constants';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createCareer, createStudentUser } from '../../test/fixtures.ts';
import type { StudentIdentity } from '../../lib/identity.ts';
import { IdentityCache } from './identity-cache.ts';

/** Waits (on state, polled) until `ready()` holds. */
async function until(ready: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!ready()) {
    if (Date.now() > deadline) throw new Error(`no llegó: ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

const someone: StudentIdentity = {
  kind: 'student',
  userId: 1,
  oid: 'x',
  email: 'a@tec.example',
  name: 'A',
  studentId: 7,
};

describe('IdentityCache', () => {
  it('keeps nothing until it listens, and nothing read before a change', () => {
    const cache = new IdentityCache();
    cache.set('t', someone, cache.begin(), 0);
    expect(cache.get('t', 1)).toBeUndefined();
    cache.listening();
    const stamp = cache.begin();
    cache.changed(); // a sign-out committed while the read was on its way
    cache.set('t', someone, stamp, 0);
    expect(cache.get('t', 1)).toBeUndefined();
    cache.set('t', someone, cache.begin(), 0);
    expect(cache.get('t', 1)).toEqual(someone);
    cache.deaf();
    expect(cache.get('t', 1)).toBeUndefined();
    cache.listening();
    expect(cache.get('t', 1)).toBeUndefined();
  });

  it('never keeps a student without a student record (another process may create it)', () => {
    const cache = new IdentityCache();
    cache.listening();
    cache.set('t', { ...someone, studentId: null }, cache.begin(), 0);
    expect(cache.get('t', 1)).toBeUndefined();
  });
});

/**
 * Two processes on one database: `other` keeps identities (PostgreSQL) and must see at once what is
 * written by anybody else — here straight into the tables, as another process or an operator would,
 * so nothing of this process tells it but the database's notice.
 */
describe(`identities kept per process (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    other = await buildApp(t.config, { database: t.database.handle, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const mine = (token: string) =>
    other.inject({ method: 'GET', url: '/api/classes/student', headers: { authorization: `Bearer ${token}` } });
  const registered = async () => {
    const career = await createCareer(t.db);
    const student = await createStudentUser(t.db, { profile: { careerId: career } });
    return { ...student, token: await t.studentToken(student.email) };
  };
  const revoke = (token: string) =>
    t.db
      .insertInto('revoked_tokens')
      .values({ jti: String(decodeJwt(token).jti), expires_at: Date.now() + 3_600_000 })
      .execute();
  /**
   * Whether `other` hands out `token`'s identity from memory: other test files write students on the same
   * database meanwhile (each write a notice that empties the cache), so a few requests are allowed.
   */
  const servedFromMemory = async (token: string) => {
    for (let i = 0; i < 20; i++) {
      const hits = other.identityCache.hits;
      expect((await mine(token)).statusCode).toBe(200);
      if (other.identityCache.hits > hits) return true;
    }
    return false;
  };
  /** Runs a write as someone else would, then waits for `other` to be told of it. */
  const elsewhere = async (write: () => Promise<unknown>) => {
    const before = other.identityNotices!.notices;
    await write();
    await until(() => other.identityNotices!.notices > before, 'el aviso del cambio');
  };

  it('SQLite keeps nothing: every request reads the identity', async () => {
    if (t.dialect !== 'sqlite') return;
    expect(other.identityNotices).toBeNull();
    const { token } = await registered();
    for (let i = 0; i < 3; i++) expect((await mine(token)).statusCode).toBe(200);
    expect(other.identityCache.hits).toBe(0);
  });

  it('a token signed out elsewhere is refused once told, and a role change too', async () => {
    if (t.dialect !== 'postgres') return;
    await until(() => other.identityNotices!.isListening, 'escuchando');
    const a = await registered();
    const b = await registered();
    expect(await servedFromMemory(a.token)).toBe(true);
    expect(await servedFromMemory(b.token)).toBe(true);

    await elsewhere(() => revoke(a.token));
    expect((await mine(a.token)).statusCode).toBe(401);
    expect((await mine(b.token)).statusCode).toBe(200);

    await elsewhere(() =>
      t.db.updateTable('users').set({ id_role: ROLE_IDS.admin }).where('id_user', '=', b.userId).execute(),
    );
    expect((await mine(b.token)).statusCode).toBe(401);
  });

  it('while the listening connection is lost nothing is kept; it starts again empty', async () => {
    if (t.dialect !== 'postgres') return;
    await until(() => other.identityNotices!.isListening, 'escuchando');
    const s = await registered();
    const gone = await registered();
    expect(await servedFromMemory(s.token)).toBe(true);
    expect((await mine(gone.token)).statusCode).toBe(200);

    other.identityNotices!.dropConnection();
    expect(other.identityNotices!.isListening).toBe(false);
    expect(other.identityCache.size).toBe(0);
    // Signed out while this process hears nothing: refused all the same, now and once it listens again.
    await revoke(gone.token);
    const hits = other.identityCache.hits;
    expect((await mine(gone.token)).statusCode).toBe(401);
    expect((await mine(s.token)).statusCode).toBe(200);
    expect((await mine(s.token)).statusCode).toBe(200);
    if (!other.identityNotices!.isListening) {
      expect(other.identityCache.size).toBe(0);
      expect(other.identityCache.hits).toBe(hits);
    }
    await until(() => other.identityNotices!.isListening, 'escuchando otra vez');
    expect((await mine(gone.token)).statusCode).toBe(401);
    expect(await servedFromMemory(s.token)).toBe(true);
  });
});
