/**
 * Shared pieces of the reliability scripts (rush and crash): starting the built server on a fresh
 * database, an HTTP client that records every answer, and the database invariants of the enrolment rules (docs/rules.md R38–R42).
 */
import { spawn, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';

export const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.join(root, 'apps/api/dist/server.js');

/** Builds apps/api (fast: esbuild) so the scripts run the current code; --skip-build when `npm run build` just ran. */
export function buildApi() {
  if (process.argv.includes('--skip-build') && existsSync(serverJs)) return;
  execFileSync('npm', ['run', 'build', '-w', '@portal/api'], { cwd: root, stdio: 'ignore' });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A fresh database: a SQLite file in a new temporary directory, or a new PostgreSQL database on
 * the server of `postgresServer` (dropped by `drop`). DATABASE_URL, when it names PostgreSQL,
 * is used as it is (it must be a fresh database).
 */
export async function freshDatabase(dialect) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-rel-'));
  const given = process.env['DATABASE_URL'];
  if (dialect === 'postgres' && given?.startsWith('postgres')) {
    return { dialect, url: given, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'portal.sqlite');
    return {
      dialect,
      url: `sqlite:${file}`,
      file,
      dataDir,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env['TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('Para PostgreSQL se necesita TEST_DATABASE_URL (o DATABASE_URL de una base nueva).');
  const name = `portal_rel_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect,
    url: url.toString(),
    dataDir,
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts apps/api/dist/server.js on the database (demo data included) and waits until it is ready. */
export async function startServer(database, env = {}, port = 0) {
  port ||= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const stderr = [];
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'error',
      // Thousands of students get their tokens from POST /idp/dev/token, all from this one address.
      DEV_TOKEN_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (d) => stderr.push(d.toString()));
  // The server logs errors (LOG_LEVEL=error) as JSON lines on stdout: any of them fails the run.
  const errorLines = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.includes('"level":50') || line.includes('"level":60')) errorLines.push(line);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`El servidor terminó al arrancar (código ${child.exitCode}): ${stderr.join('')}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  if (Date.now() >= deadline) throw new Error('El servidor no arrancó en 60 s');
  return {
    url,
    port,
    child,
    stderr,
    errorLines,
    /** SIGTERM and wait (graceful shutdown). */
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
    /** kill -9. */
    kill: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** A message a Spanish-speaking user can read: Spanish words, no English boilerplate. */
export function looksSpanish(message) {
  if (typeof message !== 'string' || message.trim() === '') return false;
  if (/\b(the|must|should|invalid|required|error|not found|request|body)\b/i.test(message)) return false;
  return /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|en|ya|una?|para|por|clase|estudiante|solicitud|intenta)\b/i.test(
    message,
  );
}

/**
 * An HTTP client over a bounded pool of keep-alive connections that records every answer:
 * statuses, 5xx, timeouts and network errors, and 4xx whose body is not `{statusCode, error,
 * message}` with a Spanish message.
 */
export function createClient(baseUrl, { connections = 128, timeoutMs = 120_000, stats: shared } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const stats = shared ?? {
    requests: 0,
    byStatus: {},
    serverErrors: [],
    timeouts: 0,
    networkErrors: 0,
    badErrorBodies: [],
    messages: {},
  };
  const target = new URL(baseUrl);

  function request(method, urlPath, { body, token } = {}) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (token) headers.authorization = `Bearer ${token}`;
    stats.requests++;
    return new Promise((resolve) => {
      const req = http.request(
        { host: target.hostname, port: target.port, method, path: urlPath, headers, agent },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            clearTimeout(timer);
            const text = Buffer.concat(chunks).toString();
            let json;
            try {
              json = text ? JSON.parse(text) : null;
            } catch {
              json = null;
            }
            const status = res.statusCode ?? 0;
            stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
            if (status >= 500) stats.serverErrors.push(`${method} ${urlPath} → ${status} ${text.slice(0, 200)}`);
            else if (status >= 400) {
              const ok =
                json &&
                json.statusCode === status &&
                typeof json.error === 'string' &&
                [json.message].flat().every(looksSpanish);
              if (!ok) stats.badErrorBodies.push(`${method} ${urlPath} → ${status} ${text.slice(0, 200)}`);
              else {
                const key = `${status} ${[json.message].flat().join(' | ')}`;
                stats.messages[key] = (stats.messages[key] ?? 0) + 1;
              }
            }
            resolve({ status, json });
          });
          res.on('error', () => done({ status: 0, json: null, error: 'network' }));
        },
      );
      let settled = false;
      const done = (r) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (r.error === 'timeout') stats.timeouts++;
        else stats.networkErrors++;
        resolve(r);
      };
      const timer = setTimeout(() => {
        done({ status: 0, json: null, error: 'timeout' });
        req.destroy();
      }, timeoutMs);
      req.on('error', () => done({ status: 0, json: null, error: 'network' }));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
  return { request, stats, close: () => agent.destroy() };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/**
 * The enrolment rules (docs/rules.md; docs/decisions/004-enrolment-concurrency.md; "what counts", issue 15) as queries that must all count 0. An
 * enrolment counts only while its class is neither rejected nor cancelled; the rows of a released
 * class stay as history.
 */
const INVARIANTS = [
  [
    'clases por encima del cupo regular (o con contador negativo)',
    'SELECT count(*) AS n FROM classes WHERE enrolled > max_students OR enrolled < 0',
  ],
  [
    'clases con más de 5 estudiantes de movilidad, o cuyo contador no es igual a sus filas',
    'SELECT count(*) AS n FROM classes c WHERE c.mobility_enrolled > 5 OR c.mobility_enrolled <> (SELECT count(*) FROM class_mobility_students m WHERE m.id_class = c.id_class)',
  ],
  [
    'estudiantes con más de 2 inscripciones que cuentan',
    `SELECT count(*) AS n FROM students s WHERE (SELECT count(*) FROM student_classes sc JOIN classes k ON k.id_class = sc.id_class WHERE sc.id_student = s.id_student AND k.status NOT IN ('rechazado', 'cancelled')) > 2`,
  ],
  [
    'estudiantes cuyo contador no es igual a sus filas que cuentan',
    `SELECT count(*) AS n FROM students s WHERE s.enrolments <> (SELECT count(*) FROM student_classes sc JOIN classes k ON k.id_class = sc.id_class WHERE sc.id_student = s.id_student AND k.status NOT IN ('rechazado', 'cancelled'))`,
  ],
  [
    'clases cuyo contador de inscritos no es igual a sus filas que cuentan',
    "SELECT count(*) AS n FROM classes c WHERE c.enrolled <> CASE WHEN c.status IN ('rechazado', 'cancelled') THEN 0 ELSE (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class) END",
  ],
  [
    'clases con estudiantes sin exactamente un jefe de grupo',
    'SELECT count(*) AS n FROM classes c WHERE EXISTS (SELECT 1 FROM student_classes sc WHERE sc.id_class = c.id_class) AND (SELECT count(*) FROM student_classes sc WHERE sc.id_class = c.id_class AND sc.group_leader = 1) <> 1',
  ],
  [
    'inscripciones repetidas',
    'SELECT count(*) AS n FROM (SELECT id_student, id_class FROM student_classes GROUP BY id_student, id_class HAVING count(*) > 1) d',
  ], // Issue 16 (docs/rules.md, Fair enrolment).
  [
    'estudiantes con dos clases empalmadas que cuentan (pares de horarios)',
    "SELECT count(*) AS n FROM student_classes a JOIN student_classes b ON b.id_student = a.id_student AND b.id_class > a.id_class JOIN classes ca ON ca.id_class = a.id_class JOIN classes cb ON cb.id_class = b.id_class JOIN class_schedules sa ON sa.id_class = a.id_class JOIN class_schedules sb ON sb.id_class = b.id_class WHERE ca.status NOT IN ('rechazado', 'cancelled') AND cb.status NOT IN ('rechazado', 'cancelled') AND ca.period = cb.period AND sa.id_day = sb.id_day AND sa.start_time < sb.end_time AND sb.start_time < sa.end_time",
  ],
  [
    'estudiantes en la lista de espera de una clase en la que están inscritos',
    'SELECT count(*) AS n FROM class_waitlist w JOIN student_classes sc ON sc.id_class = w.id_class AND sc.id_student = w.id_student',
  ],
  [
    'lugares repetidos en la lista de espera de una clase',
    'SELECT count(*) AS n FROM (SELECT id_class, ticket FROM class_waitlist GROUP BY id_class, ticket HAVING count(*) > 1) d',
  ],
];

/** A read-only connection to the database for the checks. */
export async function openDatabase(database) {
  if (database.dialect === 'sqlite') {
    const db = new Database(database.file, { readonly: true, fileMustExist: true });
    return {
      query: async (sql, params = []) => db.prepare(sql).all(...params),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  return {
    query: async (sql, params = []) => {
      let i = 0;
      return (
        await client.query(
          sql.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    },
    close: () => client.end(),
  };
}

export async function checkInvariants(db) {
  const out = [];
  for (const [name, sql] of INVARIANTS) {
    const [row] = await db.query(sql);
    out.push({ name, violations: Number(row?.n ?? -1) });
  }
  return out;
}

/** Every (student, class) enrolment row as "student:class". */
export async function enrolmentPairs(db) {
  const rows = await db.query('SELECT id_student, id_class FROM student_classes');
  return new Set(rows.map((r) => `${r.id_student}:${r.id_class}`));
}

/**
 * The project's one seeded generator (mulberry32, packages/domain/src/prng.ts), so a failing run can be
 * repeated with its seed. Loaded through tsx because Node 20 cannot import TypeScript itself.
 */
export const { prng } = await tsImport('@portal/domain/prng', import.meta.url);

export function parseArgs(argv, defaults) {
  const out = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const key = arg.slice(2).replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    const value = argv[i + 1] !== undefined && !argv[i + 1].startsWith('--') ? argv[++i] : 'true';
    out[key] = typeof defaults[key] === 'number' ? Number(value) : value;
  }
  return out;
}
