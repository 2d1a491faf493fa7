#!/usr/bin/env node
/**
 * npm run test:cluster — the deployment of deploy/ on one machine: a fresh PostgreSQL database, Redis-backed
 * limits, 3 API processes (the built server) started together behind nginx (deploy/nginx/portal.conf), the
 * enrolment rush through nginx, one process killed with SIGKILL in the middle of it and started again.
 * Checks: no enrolment answered 201 is lost, the invariants hold, every error comes from a request in flight
 * on the killed process, the restarted process serves again, and a spoofed X-Forwarded-For sent through nginx
 * never gets a client out of a limit (failed staff sign-ins). Prints its figures.
 *
 *   node scripts/cluster/cluster.mjs [--students 600] [--classes 24] [--seats 30] [--kill-at 0.35] [--seed 3]
 *        [--skip-build]
 * Needs nginx, PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and Redis
 * (REDIS_URL, default redis://127.0.0.1:6379 on a database of its own).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import {
  buildApi,
  createClient,
  freePort,
  freshDatabase,
  parseArgs,
  prng,
  root,
  startServer,
} from '../../tools/harness/node.mjs';
import { checkDatabase, serverLogProblems } from '../reliability/database-check.mjs';
import { adminToken, createClasses, createStudents, rush } from '../reliability/workload.mjs';
import { checkHeaders } from './headers.mjs';
import { readAccessLog, startNginx } from './nginx.mjs';
import { spoofedSignIns } from './spoofing.mjs';

const opts = parseArgs(process.argv.slice(2), { students: 600, classes: 24, seats: 30, killAt: 0.35, seed: 3 });
const redisDb = 1 + Math.floor(Math.random() * 15);
const redisUrl = process.env['REDIS_URL'] ?? `redis://127.0.0.1:6379/${redisDb}`;
const webDist = path.join(root, 'apps/web/dist');

const t0 = performance.now();
buildApi();
if (!existsSync(path.join(webDist, 'index.html')) || !process.argv.includes('--skip-build'))
  execFileSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'ignore' });

const problems = [];
const database = await freshDatabase('postgres', { prefix: 'rel' });
const ports = [await freePort(), await freePort(), await freePort()];
const nginx = await startNginx({ upstreamPorts: ports, webDist });
const env = {
  PUBLIC_URL: nginx.url,
  TRUST_PROXY: '1',
  REDIS_URL: redisUrl,
  JWT_SECRET: randomBytes(32).toString('hex'),
  CLASS_MAX_STUDENTS: String(opts.seats),
};
const servers = [];
let figures = null;
try {
  // Started together on an empty database: migrations and seeding take turns under the startup lock.
  const startAll = performance.now();
  servers.push(...(await Promise.all(ports.map((port) => startServer({ database, serveWeb: true, env, port })))));
  const startSeconds = (performance.now() - startAll) / 1000;

  const setup = createClient(nginx.url, { connections: 16, timeoutMs: 30_000 });
  const runId = Math.floor(Math.random() * 1e6);
  const token = await adminToken(setup);
  const classIds = await createClasses(setup, token, opts.classes, runId);
  const students = await createStudents(setup, opts.students, runId);
  setup.close();

  // The rush through nginx; the second process is killed once `killAt` of the expected answers arrived,
  // and started again on its port straight away.
  // The client's default 120 s timeout: a request's clock starts while it queues for one of the 96 connections,
  // so on a loaded machine a shorter one would count the client's own queue as lost requests.
  const client = createClient(nginx.url, { connections: 96 });
  const adminClient = createClient(nginx.url, { connections: 4, stats: client.stats });
  const victimIndex = 1;
  const victim = servers[victimIndex];
  const killAfter = Math.floor(opts.students * 3 * opts.killAt);
  let killedAt = 0;
  let diedAt = 0;
  let readyAt = 0;
  let restarted = null;
  const result = await rush(client, {
    students,
    classIds,
    adminTokenValue: token,
    rnd: prng(opts.seed),
    adminOps: 60,
    adminClient,
    onProgress: (answered) => {
      if (answered < killAfter || restarted) return;
      killedAt = Date.now();
      restarted = victim
        .kill()
        .then(() => {
          diedAt = Date.now();
          return startServer({ database, serveWeb: true, env, port: victim.port });
        })
        .then((s) => {
          readyAt = Date.now();
          servers[victimIndex] = s;
          return s;
        });
    },
  });
  client.close();
  adminClient.close();
  if (!restarted) throw new Error('la avalancha terminó antes de matar el proceso (usa más estudiantes)');
  await restarted;

  // After the rush: reads through nginx until the restarted process has answered one (it is back in the pool).
  const after = createClient(nginx.url, { connections: 8, timeoutMs: 30_000 });
  let backAt = 0;
  const servedByVictim = () =>
    readAccessLog(nginx.accessLog).find(
      (e) => e.start >= readyAt && e.status < 500 && e.upstreams.at(-1) === victim.port,
    );
  for (let round = 0; round < 50 && !backAt; round++) {
    await Promise.all(Array.from({ length: 8 }, () => after.request('GET', '/api/classes?pageSize=12')));
    backAt = servedByVictim()?.end ?? 0;
    if (!backAt) await new Promise((r) => setTimeout(r, 200));
  }
  after.close();
  if (!backAt) problems.push('el proceso reiniciado no volvió a recibir solicitudes a través de nginx');

  const spoof = await spoofedSignIns(nginx.url, runId);
  problems.push(...spoof.problems);
  const headers = await checkHeaders(nginx.url, webDist);
  problems.push(...headers.problems);

  const db = await database.open();
  const checked = await checkDatabase(db, result.ledger);
  const { invariants, comparison } = checked;
  await db.close();

  // Every error, from nginx's point of view: a 5xx is excused only when it went to the killed process while
  // it was dying — sent before its exit was seen (between SIGKILL and the exit, its kernel sockets still take
  // requests and connections) and answered after the signal.
  const log = readAccessLog(nginx.accessLog);
  const errors = log.filter((e) => e.status >= 500);
  const inFlight = errors.filter(
    (e) => e.upstreams.at(-1) === victim.port && e.start <= diedAt && e.end >= killedAt - 5,
  );
  const otherErrors = errors.filter((e) => !inFlight.includes(e));
  const perProcess = Object.fromEntries(
    ports.map((p) => [p, log.filter((e) => e.upstreams.at(-1) === p && e.status < 500).length]),
  );
  const stats = client.stats;
  figures = {
    startSeconds,
    requestsThroughNginx: log.length,
    rushRequests: result.requests,
    rushSeconds: result.seconds,
    byStatus: stats.byStatus,
    perProcess,
    errorsInFlight: inFlight.length,
    otherErrors: otherErrors.length,
    clientTimeouts: stats.timeouts,
    clientNetworkErrors: stats.networkErrors,
    exitMs: diedAt - killedAt,
    restartSeconds: (readyAt - killedAt) / 1000,
    recoverySeconds: (backAt - killedAt) / 1000,
    retriedOnAnother: log.filter((e) => e.upstreams.length > 1 && e.status < 500).length,
    spoof,
    headers,
    invariants,
    comparison,
    counts: result.counts,
  };
  problems.push(
    ...otherErrors.slice(0, 10).map((e) => `error que no viene del proceso caído: ${JSON.stringify(e)}`),
    ...stats.badErrorBodies.slice(0, 10),
    ...(stats.timeouts + stats.networkErrors
      ? [`${stats.timeouts + stats.networkErrors} solicitudes sin respuesta`]
      : []),
    ...(stats.serverErrors.length !== inFlight.length
      ? [`5xx vistos por los clientes: ${stats.serverErrors.length}; en vuelo en el proceso caído: ${inFlight.length}`]
      : []),
    ...checked.problems,
    ...serverLogProblems(servers),
  );
} catch (err) {
  problems.push(err instanceof Error ? (err.stack ?? err.message) : String(err));
} finally {
  for (const s of servers) await s.stop();
  await nginx.stop();
  await database.drop();
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis
    .connect()
    .then(async () => {
      const keys = await redis.keys('portal-rl:*');
      if (keys.length && !process.env['REDIS_URL']) await redis.del(...keys);
    })
    .catch(() => undefined);
  redis.disconnect();
}

if (figures) print(figures);
console.log(`  duración total: ${Math.round((performance.now() - t0) / 100) / 10} s`);
if (problems.length) {
  console.error(`PROBLEMAS:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

function print(f) {
  const s = (n) => Math.round(n * 100) / 100;
  console.log(
    [
      `Clúster (PostgreSQL, Redis, 3 procesos detrás de nginx): ${opts.students} estudiantes, ${opts.classes} clases de ${opts.seats} lugares`,
      `  arranque simultáneo de los 3 procesos sobre una base vacía: ${s(f.startSeconds)} s`,
      `  solicitudes a través de nginx: ${f.requestsThroughNginx}; atendidas por proceso: ${JSON.stringify(f.perProcess)}`,
      `  avalancha: ${f.rushRequests} solicitudes en ${s(f.rushSeconds)} s; respuestas ${JSON.stringify(f.byStatus)}`,
      `    inscritos: ${f.counts.enrolled}/${f.counts.attempts}; bajas del administrador: ${f.counts.removed}/${f.counts.removals}; reinscripciones: ${f.counts.reEnrolled}/${f.counts.reEnrolments}`,
      `  kill -9 de un proceso a mitad de la avalancha:`,
      `    errores por causa: en vuelo en el proceso caído (502 de nginx) ${f.errorsInFlight}; otros 5xx ${f.otherErrors}; sin respuesta ${f.clientTimeouts}; errores de red ${f.clientNetworkErrors}`,
      `    reintentadas por nginx en otro proceso: ${f.retriedOnAnother}`,
      `    SIGKILL → salida del proceso vista: ${f.exitMs} ms`,
      `    de vuelta: listo ${s(f.restartSeconds)} s después del kill; atendiendo a través de nginx a los ${s(f.recoverySeconds)} s`,
      `  inscripciones comprobadas contra la base: ${f.comparison.checked}; perdidas: ${f.comparison.missing.length}; filas inesperadas: ${f.comparison.unexpected.length}`,
      `  invariantes: ${f.invariants.reduce((a, i) => a + i.violations, 0)} violaciones`,
      `  cabeceras: /assets/* ${f.headers.asset}; index.html, / y rutas de la aplicación: ${f.headers.pages}`,
      `  X-Forwarded-For falsificado: ${f.spoof.attempts} inicios de sesión fallidos, cada uno con otra dirección inventada → ${JSON.stringify(f.spoof.byStatus)} (límite: ${f.spoof.limit} fallos por correo y dirección)`,
    ].join('\n'),
  );
}
