import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

export type Dialect = 'sqlite' | 'postgres';

/** A read connection for the checks; `?` placeholders on both dialects. */
export interface Connection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A fresh, empty database a run owns, and how the server reaches it. */
export interface Target {
  dialect: Dialect;
  /** DATABASE_URL for the server (sqlite:<file> or postgres://…). */
  url: string;
  /** DATA_DIR for the server (and the SQLite file's folder). */
  dataDir: string;
  /** The SQLite file, for the sqlite dialect. */
  file: string | null;
  /** A short description for reports (never a password). */
  label: string;
  /** A read-only connection, kept open for several checks (close it). */
  open(): Promise<Connection>;
  /** One query on a connection of its own. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Removes the database (the PostgreSQL database only when this run created it), unless kept. */
  drop(): Promise<void>;
}

/** The PostgreSQL server a new database is created on when TEST_DATABASE_URL does not name one. */
export const DEFAULT_POSTGRES_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

export function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

function openSqlite(file: string): Connection {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  return {
    query: async <T>(text: string, params: unknown[] = []) => db.prepare(text).all(...params) as T[],
    close: async () => {
      db.close();
    },
  };
}

async function openPostgres(url: string): Promise<Connection> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    async query<T>(text: string, params: unknown[] = []) {
      let i = 0;
      return (
        await client.query(
          text.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows as T[];
    },
    close: () => client.end(),
  };
}

async function once<T>(conn: Connection | Promise<Connection>, text: string, params?: unknown[]): Promise<T[]> {
  const c = await conn;
  try {
    return await c.query<T>(text, params);
  } finally {
    await c.close();
  }
}

/**
 * A fresh database: a SQLite file in a new temporary directory, or a new PostgreSQL database created on the
 * server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432) and dropped afterwards. A
 * DATABASE_URL that names PostgreSQL is used as it is: it must be empty (it is refused otherwise) and is
 * never dropped. `copyOf` (SQLite only): the new file starts as a copy of that one, e.g. a database a
 * server already migrated and seeded and then stopped (the e2e workers' demo, e2e/fixtures/seeded-demo.ts).
 */
export async function freshDatabase(
  dialect: Dialect,
  { keep = false, prefix = 'run', copyOf }: { keep?: boolean; prefix?: string; copyOf?: string } = {},
): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-${prefix}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'portal.sqlite');
    if (copyOf) {
      copyFileSync(copyOf, file);
      // A write-ahead log left beside it holds commits the file does not have yet.
      if (existsSync(`${copyOf}-wal`)) copyFileSync(`${copyOf}-wal`, `${file}-wal`);
    }
    return {
      dialect,
      url: `sqlite:${file}`,
      dataDir,
      file,
      label: `SQLite ${file}`,
      open: async () => openSqlite(file),
      query: (text, params) => once(openSqlite(file), text, params),
      async drop() {
        if (!keep) removeDir();
      },
    };
  }

  const given = process.env['DATABASE_URL'];
  let url: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (given && /^postgres(ql)?:\/\//.test(given)) {
    const [row] = await once<{ n: number | string }>(
      openPostgres(given),
      "SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if (Number(row?.n ?? 0) > 0)
      throw new Error(`La base de datos ${redact(given)} no está vacía: se necesita una nueva.`);
    url = given;
  } else {
    const server = process.env['TEST_DATABASE_URL'] || DEFAULT_POSTGRES_SERVER;
    const name = `portal_${prefix}_${randomBytes(5).toString('hex')}`;
    await once(openPostgres(server), `CREATE DATABASE ${name}`);
    const u = new URL(server);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = () => once(openPostgres(server), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => {});
  }
  return {
    dialect,
    url,
    dataDir,
    file: null,
    label: `PostgreSQL ${redact(url)}`,
    open: () => openPostgres(url),
    query: (text, params) => once(openPostgres(url), text, params),
    async drop() {
      if (keep) return;
      removeDir();
      if (dropDatabase) await dropDatabase();
    },
  };
}
