#!/usr/bin/env node
/**
 * npm run test:crash — crash and restart (SQLite): starts the server, runs an enrolment rush,
 * kills the process with SIGKILL in the middle of it, restarts it on the same database, and checks
 * that every enrolment answered 2xx is there, that no refused or removed one is, and that the
 * invariants hold; then the restarted server takes a second, smaller rush.
 *
 *   node scripts/reliability/crash.mjs [--students 1000] [--classes 40] [--seats 30] [--kill-at 0.4] [--seed 2]
 */
import {
  buildApi,
  checkInvariants,
  createClient,
  freshDatabase,
  invariantProblems,
  parseArgs,
  prng,
  startServer,
} from '../../tools/harness/node.mjs';
import { checkDatabase, serverLogProblems } from './database-check.mjs';
import { adminToken, createClasses, createStudents, rush } from './workload.mjs';

const opts = parseArgs(process.argv.slice(2), {
  students: 1000,
  classes: 40,
  seats: 30,
  adminOps: 100,
  killAt: 0.4,
  seed: 2,
});

buildApi();
const database = await freshDatabase('sqlite', { prefix: 'rel' });
const env = { CLASS_MAX_STUDENTS: String(opts.seats) };
const problems = [];
let server = await startServer({ database, serveWeb: false, env });
try {
  const runId = Math.floor(Math.random() * 1e6);
  const setup = createClient(server.url, { connections: 16 });
  const token = await adminToken(setup);
  const classIds = await createClasses(setup, token, opts.classes, runId);
  const students = await createStudents(setup, opts.students, runId);
  setup.close();

  // The rush, killed once `killAt` of the expected answers (about 3 per student) have arrived.
  const client = createClient(server.url, { connections: 128, timeoutMs: 30_000 });
  const adminClient = createClient(server.url, { connections: 4, timeoutMs: 30_000, stats: client.stats });
  const killAfter = Math.floor(opts.students * 3 * opts.killAt);
  let killed = null;
  const victim = server;
  const result = await rush(client, {
    students,
    classIds,
    adminTokenValue: token,
    rnd: prng(opts.seed),
    adminOps: opts.adminOps,
    adminClient,
    onProgress: (answered) => {
      if (answered >= killAfter && !killed) killed = victim.kill();
    },
  });
  await killed;
  client.close();
  adminClient.close();
  const before = client.stats;
  const answeredBeforeKill = Object.values(before.byStatus).reduce((a, b) => a + b, 0);
  const unanswered = result.ledger.pairs.size - result.ledger.settled().length;
  if (!killed) problems.push('la avalancha terminó antes de matar el proceso (usa más estudiantes)');
  problems.push(...before.serverErrors.slice(0, 10), ...before.badErrorBodies.slice(0, 10));

  // Restart on the same database and address (the issuer of the tokens): SQLite recovers its journal.
  server = await startServer({ database, serveWeb: false, env, port: victim.port });
  const db = await database.open();
  const afterCrash = await checkDatabase(db, result.ledger, 'tras el reinicio, ');
  const { invariants: invariantsAfterCrash, comparison } = afterCrash;
  problems.push(...afterCrash.problems);

  // The restarted server serves the same tokens and keeps the rules.
  const after = createClient(server.url, { connections: 64, timeoutMs: 30_000 });
  const second = await rush(after, {
    students: students.slice(0, Math.ceil(opts.students / 2)),
    classIds,
    adminTokenValue: token,
    rnd: prng(opts.seed + 1),
    adminOps: 20,
  });
  after.close();
  const invariantsAfterSecond = await checkInvariants(db);
  await db.close();
  problems.push(
    ...after.stats.serverErrors.slice(0, 10),
    ...after.stats.badErrorBodies.slice(0, 10),
    ...(after.stats.timeouts + after.stats.networkErrors ? ['solicitudes sin respuesta tras el reinicio'] : []),
    ...invariantProblems(invariantsAfterSecond, 'tras la segunda avalancha, '),
  );
  problems.push(...serverLogProblems([victim, server]));
  if (!Object.keys(after.stats.byStatus).some((s) => s === '201' || s === '409'))
    problems.push('el servidor reiniciado no atendió inscripciones');

  console.log(
    [
      `Caída y reinicio (sqlite): ${opts.students} estudiantes, ${opts.classes} clases; kill -9 tras ${killAfter} respuestas`,
      `  antes de la caída: ${answeredBeforeKill} respuestas ${JSON.stringify(before.byStatus)}; 5xx: ${before.serverErrors.length}; sin respuesta (cortadas por la caída): ${before.networkErrors + before.timeouts}`,
      `  pares con respuesta comprobados tras el reinicio: ${comparison.checked} (sin respuesta: ${unanswered}); inscripciones 201 perdidas: ${comparison.missing.length}; filas inesperadas: ${comparison.unexpected.length}`,
      `  invariantes tras el reinicio: ${invariantsAfterCrash.reduce((a, i) => a + i.violations, 0)} violaciones`,
      `  segunda avalancha en el servidor reiniciado: ${second.requests} solicitudes ${JSON.stringify(after.stats.byStatus)}; invariantes: ${invariantsAfterSecond.reduce((a, i) => a + i.violations, 0)} violaciones`,
    ].join('\n'),
  );
} catch (err) {
  problems.push(err instanceof Error ? err.message : String(err));
} finally {
  await server.stop();
  await database.drop();
}
if (problems.length) {
  console.error(`PROBLEMAS:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
