/**
 * What the rush scripts (rush, crash, cluster) check once a rush is over: the database's invariants, the
 * enrolments the clients were told about against the rows, and the servers' error logs — each as the list
 * of problems the script prints and fails on.
 */
import { checkInvariants, enrolmentPairs, invariantProblems } from '../../tools/harness/node.mjs';

/** Compares what the clients were told with the rows: [missing 2xx enrolments, rows the clients were told are not there]. */
export function compareWithDatabase(ledger, rows) {
  const missing = [];
  const unexpected = [];
  for (const p of ledger.settled()) {
    const key = `${p.studentId}:${p.classId}`;
    if (p.state === 'in' && !rows.has(key)) missing.push(key);
    if (p.state === 'out' && rows.has(key)) unexpected.push(key);
  }
  return { missing, unexpected, checked: ledger.settled().length };
}

/**
 * The database (an open connection) after a rush, against the rush's ledger: its invariants, the comparison
 * of the enrolments, and the problems both show (`when` starts the invariants' ones, e.g. "tras el reinicio, ").
 */
export async function checkDatabase(db, ledger, when = '') {
  const invariants = await checkInvariants(db);
  const comparison = compareWithDatabase(ledger, await enrolmentPairs(db));
  const problems = [
    ...invariantProblems(invariants, when),
    ...comparison.missing.slice(0, 10).map((k) => `inscripción respondida 201 que se perdió: ${k}`),
    ...comparison.unexpected.slice(0, 10).map((k) => `fila de una inscripción rechazada o quitada: ${k}`),
  ];
  return { invariants, comparison, problems };
}

/** The first lines the servers wrote to their error logs, as problems. */
export function serverLogProblems(servers) {
  return servers
    .flatMap((s) => s.errorLines)
    .slice(0, 5)
    .map((l) => `registro de error del servidor: ${l.slice(0, 300)}`);
}
