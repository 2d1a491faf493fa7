/**
 * Where PostgreSQL's time goes, per request, in one process on a bench database (`npm run bench --
 * --db=postgres --only=p1 --keep` prints its URL; P2 is not needed, this enrols free students itself):
 *
 *   DATABASE_URL=postgres://…/portal_bench_… [PROBE_CONCURRENCY=10] node --import tsx bench/pg-round-trips.ts [requests]
 *
 * For the uncached class list (home filter), the student's own classes and an enrolment (a free student into
 * a pending class of their career, so most answers are 201): the statements each request sends (every
 * `query` of node-postgres is one round trip; BEGIN and COMMIT included), which of them by text, the CPU µs
 * of this process per request (the app through `app.inject`: auth, hooks, serialisation, the driver) and the
 * CPU µs of the PostgreSQL backends serving this process per request (/proc/<pid>/stat of the sessions of
 * this database, clock ticks, so only sums over many requests mean anything). Run it on a quiet moment: both
 * figures are CPU time, but a loaded machine still inflates them (caches, preemption).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { sql } from 'kysely';
import { probeApp, twoClassStudents } from './lib/probe-app.ts';

const requests = Number(process.argv[2] ?? '2000');
const counts = new Map<string, number>();
let statements = 0;
const originalQuery = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as string | { text?: string; name?: string };
  const text = typeof first === 'string' ? first : (first?.text ?? '?');
  const key = `${typeof first === 'object' && first?.name ? '[prepared] ' : ''}${text.replace(/\s+/g, ' ').slice(0, 90)}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  statements++;
  return (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

const { app, database } = await probeApp('postgres', { CLASS_LIST_CACHE_MS: '0' });
await app.ready();
const db = database.db;

const ticksPerSecond = 100;
async function backendTicks(): Promise<number> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // A session that ended meanwhile.
    }
  }
  return ticks;
}

/**
 * PROBE_CONCURRENCY=N: N requests in flight at a time (1 by default), as the bench's clients keep them; what
 * concurrent requests share (the kept answers' checks go as one statement, db/batched-read.ts) shows only so.
 */
const concurrency = Number(process.env.PROBE_CONCURRENCY ?? '1');

async function concurrently(from: number, to: number, run: (i: number) => Promise<void>) {
  let next = from;
  const worker = async () => {
    while (next < to) await run(next++);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/** PROBE_ONLY=health|list|own|enrol measures that one only (e.g. under --cpu-prof). */
const only = process.env.PROBE_ONLY;

async function measure(label: string, n: number, run: (i: number) => Promise<void>, warmUp = 200) {
  if (only && !label.toLowerCase().includes(only)) return;
  await concurrently(0, warmUp, run);
  counts.clear();
  statements = 0;
  const ticks0 = await backendTicks();
  // PROBE_PROFILE=<file>: a V8 CPU profile of the measured requests only (no start-up, no tokens).
  const session = process.env.PROBE_PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.start');
  }
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await concurrently(warmUp, warmUp + n, run);
  const wall = performance.now() - t0;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env.PROBE_PROFILE!, JSON.stringify(profile));
    session.disconnect();
  }
  const cpu = process.cpuUsage(cpu0);
  const pgUs = (((await backendTicks()) - ticks0) * 1e6) / ticksPerSecond;
  const per = (x: number) => (x / n).toFixed(1).padStart(7);
  console.log(
    `\n${label}: ${(statements / n).toFixed(2)} statements/request; node ${per(cpu.user + cpu.system)} µs CPU, PostgreSQL ${per(pgUs)} µs CPU, ${per(wall * 1000)} µs wall per request`,
  );
  for (const [text, c] of [...counts].sort((a, b) => b[1] - a[1])) console.log(`  ${(c / n).toFixed(2)}  ${text}`);
}

const headers = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
await measure('GET /api/health', requests, async () => {
  await app.inject({ method: 'GET', url: '/api/health', headers });
});
const year = new Date().getUTCFullYear();
await measure('GET /api/classes (home, uncached)', requests, async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/classes?status=pendiente,aprobado&pageSize=3&period=${year}`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
});
const { tokens } = await twoClassStudents(app, database);
await measure('GET /api/classes/student', requests, async (i) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/classes/student',
    headers: { ...headers, authorization: `Bearer ${tokens[i % tokens.length]}` },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
});

// Enrolments: free students, each into one pending class of the current year of their own career with a seat.
const free = await sql<{ email: string; id_career: number }>`
  select u.email, s.id_career from students s join users u on u.id_user = s.id_user
  where s.enrolments = 0 order by s.id_student desc limit ${Math.min(requests, 1500)}`.execute(db);
const open = await sql<{ id_class: number; id_career: number }>`
  select c.id_class, k.id_career from classes c join subject_careers k on k.id_subject = c.id_subject
  where c.period = ${year} and c.status = 'pendiente' and c.enrolled < c.max_students`.execute(db);
const byCareer = new Map<number, number[]>();
for (const o of open.rows) byCareer.set(o.id_career, [...(byCareer.get(o.id_career) ?? []), o.id_class]);
const enrolTokens: string[] = [];
for (const s of free.rows) {
  const res = await app.inject({ method: 'POST', url: '/idp/dev/token', payload: { email: s.email } });
  enrolTokens.push((res.json() as { access_token: string }).access_token);
}
const outcomes = new Map<number, number>();
// Each student once: the first 150 warm up, the others are measured.
await measure(
  'POST /api/classes/enrollStudent',
  free.rows.length - 150,
  async (i) => {
    const classes = byCareer.get(free.rows[i]!.id_career) ?? [0];
    const res = await app.inject({
      method: 'POST',
      url: '/api/classes/enrollStudent',
      headers: { ...headers, authorization: `Bearer ${enrolTokens[i]}` },
      payload: { classId: classes[(i * 7919) % classes.length] },
    });
    outcomes.set(res.statusCode, (outcomes.get(res.statusCode) ?? 0) + 1);
  },
  150,
);
console.log('  answers (warm-up included):', Object.fromEntries(outcomes));
await app.close();
