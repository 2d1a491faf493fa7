/**
 * Two builds of the API (two trees, each built with `npm run build -w @portal/api`) on one bench database,
 * measured in short interleaved bursts (A B B A A B …), so that a shared machine's load, which comes and goes
 * within minutes, falls on both alike. For each burst: `GET /api/health`, the uncached class list (the four
 * P1 cases' paths, `CLASS_LIST_CACHE_MS=0`) and «Mis Cursos» (students with two classes), 10 connections.
 *
 *   DATABASE_URL=postgres://…/<a copy of a kept bench database> \
 *     node --import tsx bench/interleaved.ts <tree A> <tree B> [rounds=4] [seconds=4] [more trees…]
 *
 * A tree may carry settings of its own server: `/path/to/tree,KEY=value`.
 *
 * Prints each burst's req/s and the server's CPU µs per request (a first round warms both up, not counted),
 * then the medians per build.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runLoad } from './lib/load.ts';
import { devToken } from './scenarios/enrolment-rush.ts';

const [treeA, treeB, roundsArg = '4', secondsArg = '4', ...more] = process.argv.slice(2);
if (!treeA || !treeB || !process.env.DATABASE_URL) {
  console.error('Uso: DATABASE_URL=… node --import tsx bench/interleaved.ts <árbol A> <árbol B> [rondas] [segundos]');
  process.exit(2);
}
const rounds = Number(roundsArg);
const duration = Number(secondsArg);
const headers = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

/** A tree, optionally with settings of its own: `/path/to/tree,KEY=value,…`. */
async function start(spec: string, port: number) {
  const [tree, ...settings] = spec.split(',') as [string, ...string[]];
  const extra = Object.fromEntries(settings.map((kv) => kv.split('=', 2) as [string, string]));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--max-old-space-size=192', path.join(tree, 'apps/api/dist/server.js')],
    {
      cwd: tree,
      stdio: 'ignore',
      env: {
        ...process.env,
        MALLOC_ARENA_MAX: '2',
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'interleaved-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'error',
        DEV_TOKEN_LIMIT: '1000000',
        CLASS_LIST_CACHE_MS: '0',
        ...extra,
      },
    },
  );
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const cpuMs = () => {
    const f = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100;
  };
  return { tree: spec, url, child, cpuMs };
}

const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const year = new Date().getUTCFullYear();
const careers = await client.query<{ id_career: number }>('select id_career from careers order by id_career');
const claves = await client.query<{ clave: string }>('select clave from subjects order by id_subject limit 10');
const listPaths = [
  '/api/classes?status=pendiente,aprobado&pageSize=3',
  ...careers.rows.map((c) => `/api/classes?period=${year}&careerId=${c.id_career}&pageSize=12`),
  ...claves.rows.map((k) => `/api/classes?clave=${k.clave}&pageSize=12`),
  ...['matematicas', 'calculo', 'programacion', 'quimica', 'electronica'].map(
    (t) => `/api/classes?subjectName=${t}&pageSize=12`,
  ),
];
const students = await client.query<{ email: string }>(`
  select u.email from students s join users u on u.id_user = s.id_user
  where s.id_student in (select id_student from student_classes group by id_student having count(*) = 2)
  order by s.id_student limit 200`);
await client.end();

const servers = await Promise.all([treeA, treeB, ...more].map((t, i) => start(t, 3901 + i)));
const tokens = new Map<string, string[]>();
for (const s of servers) {
  const list: string[] = [];
  for (const st of students.rows) list.push(await devToken(s.url, st.email));
  tokens.set(s.url, list);
}

type Figure = 'health' | 'list' | 'own';
const results = new Map<string, Record<Figure, { rps: number; cpuUs: number }[]>>();
for (const s of servers) results.set(s.tree, { health: [], list: [], own: [] });

async function burst(s: (typeof servers)[number], figure: Figure, record: boolean) {
  const spec =
    figure === 'health'
      ? { paths: ['/api/health'] }
      : figure === 'list'
        ? { paths: listPaths, headers }
        : { paths: ['/api/classes/student'], tokens: tokens.get(s.url), headers };
  const cpu0 = s.cpuMs();
  const load = await runLoad({ kind: 'get', url: s.url, connections: 10, duration, warmup: 1, ...spec });
  const cpuUs = ((s.cpuMs() - cpu0) * 1000) / (load.requests || 1);
  if (record) results.get(s.tree)![figure].push({ rps: load.rps, cpuUs });
  const loadavg = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `${path.basename(s.tree).padEnd(28)} ${figure.padEnd(6)} ${String(Math.round(load.rps)).padStart(6)} req/s  ` +
      `${cpuUs.toFixed(0).padStart(5)} µs CPU/req  non-2xx ${load.non2xx}  load ${loadavg}${record ? '' : '  (warm-up round)'}`,
  );
}

// Round 0 warms both up (each answer built and kept once) and is not counted.
for (let r = 0; r <= rounds; r++) {
  const order = r % 2 === 0 ? servers : [...servers].reverse();
  for (const s of order) for (const f of ['health', 'list', 'own'] as Figure[]) await burst(s, f, r > 0);
}
for (const s of servers) s.child.kill('SIGTERM');

const median = (xs: number[]) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2]! : (v[v.length / 2 - 1]! + v[v.length / 2]!) / 2;
};
console.log('\nmedians (req/s; ratio to health of the same build; server CPU µs per request):');
for (const s of servers) {
  const r = results.get(s.tree)!;
  const h = median(r.health.map((x) => x.rps));
  const line = (['health', 'list', 'own'] as Figure[]).map(
    (f) =>
      `${f} ${median(r[f].map((x) => x.rps)).toFixed(0)} (${(median(r[f].map((x) => x.rps)) / h).toFixed(2)}; ${median(r[f].map((x) => x.cpuUs)).toFixed(0)} µs)`,
  );
  console.log(`${s.tree}: ${line.join(', ')}`);
}
