import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';

/** A fresh, empty database the bench owns, and how the server reaches it. */
export interface Target {
  dialect: 'sqlite' | 'postgres';
  /** DATABASE_URL for the server (sqlite:<file> or postgres://…). */
  url: string;
  /** DATA_DIR for the server (and the SQLite file's folder). */
  dataDir: string;
  /** The SQLite file, for the sqlite dialect. */
  file: string | null;
  /** A short description for the report (never a password). */
  label: string;
  /** Runs a read-only query (the invariant checks). */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Removes the database unless asked to keep it. */
  drop(): Promise<void>;
}

const DEFAULT_PG_SERVER = 'postgres://postgres@127.0.0.1:5432';

function redact(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

async function pgQuery<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

export async function freshTarget(dialect: 'sqlite' | 'postgres', keep: boolean): Promise<Target> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });

  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'portal.sqlite');
    return {
      dialect,
      url: `sqlite:${file}`,
      dataDir,
      file,
      label: `SQLite ${file}`,
      async query<T>(text: string) {
        const db = new SQLite(file, { readonly: true });
        try {
          return db.prepare(text).all() as T[];
        } finally {
          db.close();
        }
      },
      async drop() {
        if (!keep) removeDir();
      },
    };
  }

  const given = process.env['DATABASE_URL'];
  let url: string;
  let dropDatabase: (() => Promise<void>) | null = null;
  if (given) {
    if (!/^postgres(ql)?:\/\//.test(given)) throw new Error('--db=postgres: DATABASE_URL debe ser postgres://…');
    const [row] = await pgQuery<{ n: number }>(
      given,
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
    );
    if ((row?.n ?? 0) > 0)
      throw new Error(`La base de datos ${redact(given)} no está vacía: el bench necesita una nueva.`);
    url = given;
  } else {
    const name = `portal_bench_${Date.now()}`;
    await pgQuery(`${DEFAULT_PG_SERVER}/postgres`, `CREATE DATABASE ${name}`);
    url = `${DEFAULT_PG_SERVER}/${name}`;
    dropDatabase = () =>
      pgQuery(`${DEFAULT_PG_SERVER}/postgres`, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined);
  }
  return {
    dialect,
    url,
    dataDir,
    file: null,
    label: `PostgreSQL ${redact(url)}`,
    query: <T>(text: string) => pgQuery<T>(url, text),
    async drop() {
      if (keep) return;
      removeDir();
      if (dropDatabase) await dropDatabase();
    },
  };
}
