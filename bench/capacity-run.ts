/**
 * The first enrolment minute behind nginx, for docs/capacity.md: PostgreSQL with the bench's data (20,000
 * classes, 50,000 students), N API processes (the built server) behind nginx (deploy/nginx/portal.conf, as
 * scripts/cluster renders it), and at once, through nginx: students opening the class list (the student
 * case's paths, cached as in production), students reading their own classes (real tokens), and a third of
 * the free students enrolling (2–3 classes of their career each). Prints the rates, latencies, answers and
 * the CPU time each server process and PostgreSQL's sessions used per request.
 *
 *   node --import tsx bench/capacity-run.ts [processes=1] [students=3000] [seconds=20]
 *
 * Needs nginx and the built web app and API (`npm run build`).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
// @ts-expect-error: a plain ES module of the cluster script (no types); it returns { url, stop() }.
import { startNginx as startNginxUntyped } from '../scripts/cluster/nginx.mjs';
import { freePort, freshDatabase, pool, root, startServer, type RunningServer } from '../tools/harness/index.ts';
import { FULL_VOLUMES, generate } from './generate.ts';
import { runLoad } from './lib/load.ts';
import { BROWSER_HEADERS, listCases } from './scenarios/class-list.ts';
import { devToken, planRush } from './scenarios/enrolment-rush.ts';
import { prng } from '@portal/domain/prng';

const startNginx = startNginxUntyped as (o: {
  upstreamPorts: number[];
  webDist: string;
}) => Promise<{ url: string; stop(): Promise<void> }>;
const [processes = 1, students = 3000, seconds = 20] = process.argv.slice(2).map(Number);
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`${processes} proceso(s), ${students} estudiantes inscribiéndose, ${seconds} s; carga media ${load()}`);

const target = await freshDatabase('postgres', { prefix: 'capacity' });
const servers: RunningServer[] = [];
let nginx: { url: string; stop(): Promise<void> } | null = null;
try {
  const gen = await generate(target, FULL_VOLUMES, new Date().getUTCFullYear());
  const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
  nginx = await startNginx({ upstreamPorts: ports, webDist: path.join(root, 'apps/web/dist') });
  const env = { PUBLIC_URL: nginx.url, TRUST_PROXY: '1', JWT_SECRET: randomBytes(32).toString('hex') };
  // One after the other: the first migrates nothing (the generator did) but writes the issuer's keys.
  for (const port of ports)
    servers.push(await startServer({ database: target, port, log: 'file', seedDemo: false, env }));
  const url = nginx.url;

  const enrolling = gen.summary.freeStudents.slice(0, students);
  const readers = gen.summary.enrolledStudents;
  const t0 = performance.now();
  const enrolTokens = await pool(enrolling, 8, (s) => devToken(url, s.email));
  const ownTokens = await pool(readers, 8, (s) => devToken(url, s.email));
  console.log(`tokens: ${enrolTokens.length + ownTokens.length} en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const plan = planRush(prng(9), gen.summary.openClasses, enrolling);
  const attempts = plan.attempts.map((a) => ({ token: enrolTokens[a.student]!, classId: a.classId }));
  const student = listCases(gen.summary).find((c) => c.name === 'student')!;

  const backends = new pg.Client({ connectionString: target.url });
  await backends.connect();
  const pgTicks = async () => {
    const { rows } = await backends.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    let ticks = 0;
    for (const { pid } of rows) {
      try {
        const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // ended meanwhile
      }
    }
    return ticks;
  };
  const cpu0 = servers.map((s) => s.cpuMs());
  const ticks0 = await pgTicks();
  const started = performance.now();
  const [list, own, enrol] = await Promise.all([
    runLoad({
      kind: 'get',
      url,
      paths: student.paths,
      connections: 10,
      duration: seconds,
      warmup: 0,
      headers: BROWSER_HEADERS,
    }),
    runLoad({
      kind: 'get',
      url,
      paths: ['/api/classes/student'],
      tokens: ownTokens,
      connections: 4,
      duration: seconds,
      warmup: 0,
      headers: BROWSER_HEADERS,
    }),
    runLoad({ kind: 'enrol', url, attempts, connections: 10, headers: BROWSER_HEADERS }),
  ]);
  const wall = (performance.now() - started) / 1000;
  const serverMs = servers.map((s, i) => s.cpuMs() - cpu0[i]!);
  const pgMs = ((await pgTicks()) - ticks0) * 10;
  await backends.end();
  const requests = list.requests + own.requests + attempts.length;
  const f = (n: number) => Math.round(n).toLocaleString('en');
  console.log(`carga media al terminar ${load()}; ${wall.toFixed(1)} s`);
  console.log(
    `lista: ${f(list.rps)} req/s, p50 ${list.latency.p50} ms, p99 ${list.latency.p99} ms, no 2xx ${list.non2xx}`,
  );
  console.log(
    `mis clases: ${f(own.rps)} req/s, p50 ${own.latency.p50} ms, p99 ${own.latency.p99} ms, no 2xx ${own.non2xx}`,
  );
  console.log(
    `inscripciones: ${attempts.length} intentos en ${(enrol.wallSeconds ?? enrol.seconds).toFixed(1)} s, ${f((enrol.statusCodes['201'] ?? 0) / (enrol.wallSeconds ?? enrol.seconds))} 201/s, p50 ${enrol.latency.p50} ms, p99 ${enrol.latency.p99} ms, respuestas ${JSON.stringify(enrol.statusCodes)}`,
  );
  console.log(
    `CPU: servidores ${serverMs.map((m) => f(m)).join(' + ')} ms, PostgreSQL ${f(pgMs)} ms, para ${f(requests)} solicitudes: ${f((serverMs.reduce((a, b) => a + b, 0) * 1000) / requests)} µs de servidor y ${f((pgMs * 1000) / requests)} µs de PostgreSQL por solicitud`,
  );
} finally {
  for (const s of servers) await s.stop();
  await nginx?.stop();
  await target.drop();
}
