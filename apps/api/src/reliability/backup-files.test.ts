import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../config.ts';
import { backupDatabase, restoreDatabase } from '../db/backup.ts';
import { createDatabase } from '../db/create-db.ts';
import { classScenario } from '../test/class-scenario.ts';
import { createClass } from '../test/fixtures.ts';
import { runCli } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createEmptyDatabase, createTestDatabase, TEST_DIALECT } from '../test/test-database.ts';

/**
 * Backups and the SQLite file on disk (docs/reliability.md, "Files on disk" and "Restores"): every
 * file 0600 in folders created 0700, whatever the umask; a restore loads only a portal backup of a
 * schema this version knows, keeps a backup of the live database first, and refuses anything else in
 * Spanish without changing the database.
 */
const mode = (file: string) => statSync(file).mode & 0o777;

const cli = runCli;

/** A database that is not the portal's (an empty one, or another application's), backed up. */
async function foreignBackup(dir: string, name: string, ddl: string | null): Promise<string> {
  const empty = await createEmptyDatabase();
  try {
    if (ddl) {
      if (empty.config.dialect === 'sqlite') {
        const db = new SQLite(empty.config.file);
        db.exec(ddl);
        db.close();
      } else {
        const client = new pg.Client({ connectionString: empty.url });
        await client.connect();
        await client.query(ddl);
        await client.end();
      }
    } else if (empty.config.dialect === 'sqlite') {
      writeFileSync(empty.config.file, '');
    }
    const file = path.join(dir, `${name}.${TEST_DIALECT === 'sqlite' ? 'sqlite' : 'pgdump'}`);
    await backupDatabase(empty.config, file);
    return file;
  } finally {
    await empty.drop();
  }
}

describe(`backup files and restore checks (${TEST_DIALECT})`, () => {
  let t: TestApp;
  let dir: string;
  let umask: number;
  const counts = async () => ({
    classes: Number(
      (
        await t.db
          .selectFrom('classes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
    users: Number(
      (
        await t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst()
      )?.n,
    ),
  });

  beforeAll(async () => {
    // The usual umask (files 0644, folders 0755 unless the portal says otherwise).
    umask = process.umask(0o022);
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-files-'));
  });
  afterAll(async () => {
    process.umask(umask);
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a backup is 0600 in a folder created 0700, also through the CLI', async () => {
    const file = path.join(dir, 'nuevos', 'dentro', 'respaldo.bin');
    await backupDatabase(t.database.config, file);
    expect(mode(file).toString(8)).toBe('600');
    expect(mode(path.join(dir, 'nuevos')).toString(8)).toBe('700');
    expect(mode(path.join(dir, 'nuevos', 'dentro')).toString(8)).toBe('700');
    const data = path.join(dir, 'datos');
    const res = await cli(['backup'], { DATABASE_URL: t.database.url, DATA_DIR: data });
    expect(res, res.out).toMatchObject({ code: 0 });
    const [made] = readdirSync(path.join(data, 'backups'));
    expect(mode(path.join(data, 'backups', made!)).toString(8)).toBe('600');
    expect(mode(path.join(data, 'backups')).toString(8)).toBe('700');
  }, 60_000);

  it.skipIf(TEST_DIALECT !== 'sqlite')(
    'the SQLite database, its -wal and -shm are 0600 in a folder created 0700',
    async () => {
      const folder = path.join(dir, 'datos-sqlite', 'portal');
      const file = path.join(folder, 'portal.sqlite');
      const handle = createDatabase({ dialect: 'sqlite', file });
      try {
        await handle.db.schema.createTable('prueba').addColumn('id', 'integer').execute();
        await handle.db
          .insertInto('prueba' as never)
          .values({ id: 1 } as never)
          .execute();
        expect(existsSync(`${file}-wal`)).toBe(true);
        for (const f of [file, `${file}-wal`, `${file}-shm`]) expect(mode(f).toString(8), f).toBe('600');
        expect(mode(folder).toString(8)).toBe('700');
      } finally {
        await handle.destroy();
      }
      // A database left 0644 by an older version is tightened when the portal opens it.
      const old = path.join(dir, 'antigua.sqlite');
      new SQLite(old).close();
      expect(mode(old).toString(8)).toBe('644');
      await createDatabase({ dialect: 'sqlite', file: old }).destroy();
      expect(mode(old).toString(8)).toBe('600');
    },
  );

  it.each([
    ['an empty database', 'vacia', null, /no tiene la tabla de migraciones/],
    [
      "another application's database",
      'otra-app',
      'create table pedidos (id integer primary key, total integer)',
      /no tiene la tabla de migraciones/,
    ],
    [
      'a copy whose migration table is not the portal’s',
      'otras-migraciones',
      "create table kysely_migration (name varchar(255) primary key, timestamp varchar(255)); insert into kysely_migration values ('2024-01-01-crear-pedidos', 'x')",
      /no registra el esquema inicial del portal/,
    ],
  ])(
    'restore refuses %s in Spanish and changes nothing',
    async (_, name, ddl, reason) => {
      const s = await classScenario(t);
      await createClass(t.db, { subjectId: s.subjectId });
      const before = await counts();
      const file = await foreignBackup(dir, name, ddl);
      const safety = path.join(dir, `copia-${name}`);
      await expect(restoreDatabase(t.database.config, file, safety)).rejects.toThrow(
        new RegExp(`no es un respaldo del portal: [^.]*${reason.source}[\\s\\S]*No se restauró nada`),
      );
      expect(await counts()).toEqual(before);
      expect(existsSync(safety)).toBe(false);
    },
    60_000,
  );

  it('restore refuses a file that is not a database at all, and a newer portal’s backup', async () => {
    const before = await counts();
    const text = path.join(dir, 'notas.txt');
    writeFileSync(text, 'Esto no es un respaldo.\n'.repeat(200));
    await expect(restoreDatabase(t.database.config, text, path.join(dir, 'c1'))).rejects.toThrow(
      /notas\.txt no es un respaldo del portal/,
    );
    // A portal backup that records a migration this version does not have.
    const newer = await createTestDatabase();
    try {
      await newer.handle.db
        .insertInto('kysely_migration' as never)
        .values({ name: '2099-01-01-0000-futuro', timestamp: new Date().toISOString() } as never)
        .execute();
      const file = path.join(dir, `nueva.${TEST_DIALECT}`);
      await backupDatabase(newer.config, file);
      await expect(restoreDatabase(t.database.config, file, path.join(dir, 'c2'))).rejects.toThrow(
        /es de una versión más nueva del portal \(migraciones desconocidas: 2099-01-01-0000-futuro\)/,
      );
    } finally {
      await newer.drop();
    }
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('the CLI refuses a wrong file with exit code 1; a portal backup is restored after a 0600 copy of the live database', async () => {
    const env = { DATABASE_URL: t.database.url, DATA_DIR: path.join(dir, 'cli') };
    const empty = await foreignBackup(dir, 'vacia-cli', null);
    const refused = await cli(['restore', empty], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/no es un respaldo del portal[\s\S]*No se restauró nada/);

    const s = await classScenario(t);
    const kept = await createClass(t.db, { subjectId: s.subjectId });
    const file = path.join(dir, 'portal.bin');
    await backupDatabase(t.database.config, file);
    const later = await createClass(t.db, { subjectId: s.subjectId });
    const restored = await cli(['restore', file], env);
    expect(restored, restored.out).toMatchObject({ code: 0 });
    const safety = /Copia de la base anterior a la restauración: (.+)$/m.exec(restored.out)?.[1];
    expect(safety).toMatch(/antes-de-restaurar-\d{8}-\d{6}\./);
    expect(mode(safety!).toString(8)).toBe('600');
    expect(mode(path.dirname(safety!)).toString(8)).toBe('700');
    const ids = async () => (await t.db.selectFrom('classes').select('id_class').execute()).map((r) => r.id_class);
    expect(await ids()).toContain(kept);
    expect(await ids()).not.toContain(later);
    // The copy holds the database as it was before: restoring it brings the later class back.
    const config: DatabaseConfig = t.database.config;
    await restoreDatabase(config, safety!, path.join(dir, 'c3'));
    expect(await ids()).toContain(later);
  }, 90_000);
  it.runIf(TEST_DIALECT === 'sqlite')(
    'a restore that starts while a server is writing waits for the write and then really restores',
    async () => {
      const s = await classScenario(t);
      const file = path.join(dir, 'ocupada.bin');
      await backupDatabase(t.database.config, file);
      const later = await createClass(t.db, { subjectId: s.subjectId });
      // Another connection, as a server would be, holds a write transaction when the restore begins.
      const config = t.database.config;
      if (config.dialect !== 'sqlite') return;
      const writer = new SQLite(config.file);
      writer.exec('BEGIN IMMEDIATE');
      const restoring = restoreDatabase(config, file, path.join(dir, 'c4'));
      await new Promise((r) => setTimeout(r, 100));
      writer.exec('COMMIT');
      writer.close();
      await restoring;
      const ids = (await t.db.selectFrom('classes').select('id_class').execute()).map((r) => r.id_class);
      expect(ids).not.toContain(later);
    },
    60_000,
  );
});
