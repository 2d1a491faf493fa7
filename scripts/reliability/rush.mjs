#!/usr/bin/env node
/**
 * npm run test:rush — the enrolment rush against the real server process over HTTP.
 *
 *   node scripts/reliability/rush.mjs [--students 2000] [--classes 60] [--seats 30] [--admin-ops 200]
 *        [--connections 128] [--processes 1] [--proposals 0.05] [--withdrawals 100] [--waitlist-share 0.3]
 *        [--seed 1] [--dialect sqlite|postgres|all] [--json file]
 *
 * SQLite by default (a fresh temporary file). PostgreSQL: --dialect postgres creates a fresh database on the
 * server of TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432) and drops it, or uses
 * DATABASE_URL=postgres://…/<empty database> (tools/harness/database.ts).
 * --dialect all runs SQLite, then PostgreSQL when TEST_DATABASE_URL is set.
 * Exits 1 on any 5xx, timeout, non-Spanish error, invariant violation or lost enrolment.
 */
import { writeFileSync } from 'node:fs';
import { buildApi, createClient, freshDatabase, parseArgs, prng, startServer } from '../../tools/harness/node.mjs';
import { checkDatabase, serverLogProblems } from './database-check.mjs';
import { adminToken, createClasses, createStudents, proposal, rush } from './workload.mjs';

const opts = parseArgs(process.argv.slice(2), {
  students: 2000,
  classes: 60,
  seats: 30,
  adminOps: 200,
  connections: 128,
  processes: 1,
  proposals: 0.05,
  withdrawals: 100,
  waitlistShare: 0.3,
  seed: 1,
  dialect: process.env['DATABASE_URL']?.startsWith('postgres') ? 'postgres' : 'sqlite',
  json: '',
});

async function runOnce(dialect) {
  const database = await freshDatabase(dialect, { prefix: 'rel' });
  // One process, or several on the same database behind a round-robin "load balancer" (same public URL).
  const env = { CLASS_MAX_STUDENTS: String(opts.seats) };
  const server = await startServer({ database, serveWeb: false, env });
  const others = [];
  for (let i = 1; i < opts.processes; i++) {
    others.push(await startServer({ database, serveWeb: false, env: { ...env, PUBLIC_URL: server.url } }));
  }
  const servers = [server, ...others];
  const client = roundRobin(
    servers.map((s) => s.url),
    opts.connections,
  );
  // The admins have connections of their own (an admin's browser does not queue behind the students').
  const adminClient = roundRobin(
    servers.map((s) => s.url),
    4,
    client.stats,
  );
  const rnd = prng(opts.seed);
  const runId = Math.floor(Math.random() * 1e6);
  try {
    const t0 = performance.now();
    const token = await adminToken(client);
    const classIds = await createClasses(client, token, opts.classes, runId);
    const students = await createStudents(client, opts.students, runId);
    const setupSeconds = (performance.now() - t0) / 1000;
    const setupRequests = client.stats.requests;

    const result = await rush(client, {
      students,
      classIds,
      adminTokenValue: token,
      rnd,
      adminOps: opts.adminOps,
      adminClient,
      withdrawals: opts.withdrawals,
      waitlistShare: opts.waitlistShare,
      // Some students propose a class of their own during the rush.
      proposals: rnd
        .sample(students, Math.round(students.length * opts.proposals))
        .map((student, i) => ({ student, body: proposal(classIds.subjects[i % classIds.subjects.length], i, runId) })),
    });

    const db = await database.open();
    const checked = await checkDatabase(db, result.ledger);
    const { invariants, comparison } = checked;
    const [{ n: rushRows }] = await db.query(
      `SELECT count(*) AS n FROM student_classes WHERE id_class IN (${classIds.join(',')})`,
    );
    const [{ n: promoted }] = await db.query('SELECT count(*) AS n FROM student_classes WHERE promoted_at IS NOT NULL');
    await db.close();

    const stats = client.stats;
    const figures = {
      dialect,
      processes: opts.processes,
      students: opts.students,
      classes: opts.classes,
      seats: opts.seats,
      setup: { requests: setupRequests, seconds: round(setupSeconds) },
      rush: {
        requests: result.requests,
        seconds: round(result.seconds),
        requestsPerSecond: Math.round(result.requests / result.seconds),
        ...result.counts,
        rowsInRushClasses: Number(rushRows),
        promoted: Number(promoted),
      },
      allRequests: stats.requests,
      byStatus: stats.byStatus,
      serverErrors: stats.serverErrors.length,
      timeouts: stats.timeouts,
      networkErrors: stats.networkErrors,
      nonSpanishErrors: stats.badErrorBodies.length,
      refusals: stats.messages,
      invariants,
      enrolmentsChecked: comparison.checked,
      lostEnrolments: comparison.missing.length,
      unexpectedRows: comparison.unexpected.length,
    };
    const problems = [
      ...stats.serverErrors.slice(0, 10),
      ...stats.badErrorBodies.slice(0, 10),
      ...(stats.timeouts ? [`${stats.timeouts} solicitudes sin respuesta a tiempo`] : []),
      ...(stats.networkErrors ? [`${stats.networkErrors} errores de red`] : []),
      ...checked.problems,
      ...serverLogProblems(servers),
    ];
    return { figures, problems };
  } finally {
    client.close();
    adminClient.close();
    for (const s of servers) await s.stop();
    await database.drop();
  }
}

const round = (n) => Math.round(n * 100) / 100;

/** The refusals with every "El horario se empalma con …" message counted as one. */
function groupClashes(refusals) {
  const out = {};
  for (const [m, n] of Object.entries(refusals)) {
    const key = m.includes('se empalma con') ? '409 El horario se empalma con … (todas las clases)' : m;
    out[key] = (out[key] ?? 0) + n;
  }
  return out;
}

/** Clients of every process sharing one set of figures; each request goes to the next process. */
function roundRobin(urls, connections, stats) {
  const first = createClient(urls[0], { connections, stats });
  const clients = [first, ...urls.slice(1).map((u) => createClient(u, { connections, stats: first.stats }))];
  let next = 0;
  return {
    stats: first.stats,
    request: (...args) => clients[next++ % clients.length].request(...args),
    close: () => clients.forEach((c) => c.close()),
  };
}

function print({ figures: f, problems }) {
  const lines = [
    `Avalancha de inscripciones (${f.dialect}, ${f.processes} proceso(s)): ${f.students} estudiantes, ${f.classes} clases de ${f.seats} lugares`,
    `  preparación: ${f.setup.requests} solicitudes en ${f.setup.seconds} s`,
    `  avalancha: ${f.rush.requests} solicitudes en ${f.rush.seconds} s (${f.rush.requestsPerSecond} sol/s)`,
    `    intentos de estudiantes: ${f.rush.attempts}, inscritos: ${f.rush.enrolled}`,
    `    clases propuestas por estudiantes: ${f.rush.proposed}/${f.rush.proposals}`,
    `    bajas del administrador: ${f.rush.removed}/${f.rush.removals}, reinscripciones: ${f.rush.reEnrolled}/${f.rush.reEnrolments}`,
    `    filas en las clases de la avalancha: ${f.rush.rowsInRushClasses}`,
    `    empalmes rechazados: ${f.rush.clashRefused}; listas de espera: ${f.rush.waitlisted}/${f.rush.waitlistJoins}; bajas de estudiantes: ${f.rush.withdrawn}/${f.rush.withdrawals}; promovidos desde la lista: ${f.rush.promoted}`,
    `  respuestas: ${JSON.stringify(f.byStatus)}; 5xx: ${f.serverErrors}; sin respuesta: ${f.timeouts}; errores de red: ${f.networkErrors}; errores no en español: ${f.nonSpanishErrors}`,
    `  rechazos: ${Object.entries(groupClashes(f.refusals))
      .map(([m, n]) => `${n} × ${m}`)
      .join('; ')}`,
    `  invariantes: ${f.invariants.map((i) => `${i.name} = ${i.violations}`).join('; ')}`,
    `  pares comprobados contra la base: ${f.enrolmentsChecked}; inscripciones perdidas: ${f.lostEnrolments}; filas inesperadas: ${f.unexpectedRows}`,
  ];
  console.log(lines.join('\n'));
  if (problems.length) console.error(`PROBLEMAS:\n  ${problems.join('\n  ')}`);
}

buildApi();
const dialects =
  opts.dialect === 'all' ? ['sqlite', ...(process.env['TEST_DATABASE_URL'] ? ['postgres'] : [])] : [opts.dialect];
const results = [];
for (const dialect of dialects) {
  const r = await runOnce(dialect);
  print(r);
  results.push(r);
}
if (opts.json)
  writeFileSync(
    opts.json,
    JSON.stringify(
      results.map((r) => r.figures),
      null,
      2,
    ),
  );
process.exit(results.some((r) => r.problems.length) ? 1 : 0);
