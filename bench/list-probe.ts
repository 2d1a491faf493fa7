/**
 * Where the time of the uncached class list and of the student's own classes goes, in one process
 * (`app.inject`, every answer checked, access log to a null stream), as CPU µs per request next to
 * `GET /api/health`. On a copy of a bench database (`npm run bench -- --only=p1 --keep` prints its path):
 *
 *   node --import tsx bench/list-probe.ts /tmp/copy.sqlite [requests]
 *
 * The variants run interleaved in rounds and each is reported as the median of its rounds, so load on a
 * shared machine hits all alike; the last column is health's CPU divided by the route's (the ratio the
 * bench's P1 measures in requests/s).
 */
import { sql } from 'kysely';
import { cpuRounds, type Variant } from './lib/cpu-rounds.ts';
import { probeApp, twoClassStudents } from './lib/probe-app.ts';

const [target = '', requestsArg = '3000'] = process.argv.slice(2);
const requests = Number(requestsArg);
const { app, database } = await probeApp(target, { CLASS_LIST_CACHE_MS: '0' });
await app.ready();

const period = new Date().getUTCFullYear();
const careers = (
  await sql<{ id_career: number }>`select id_career from careers order by id_career`.execute(database.db)
).rows;
const claves = (
  await sql<{ clave: string }>`select clave from subjects order by id_subject limit 10`.execute(database.db)
).rows;
const { tokens } = await twoClassStudents(app, database);
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

const get =
  (paths: string[], token = false) =>
  async (i: number) => {
    const res = await app.inject({
      method: 'GET',
      url: paths[i % paths.length]!,
      headers: { ...headers, ...(token ? { authorization: `Bearer ${tokens[i % tokens.length]}` } : {}) },
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  };

const variants: Variant[] = [
  ['GET /api/health', get(['/api/health'])],
  ['list: home (3 per page)', get(['/api/classes?status=pendiente,aprobado&pageSize=3'])],
  [
    'list: student (period + career, 12)',
    get(careers.map((c) => `/api/classes?period=${period}&careerId=${c.id_career}&pageSize=12`)),
  ],
  ['list: clave (12)', get(claves.map((c) => `/api/classes?clave=${c.clave}&pageSize=12`))],
  [
    'list: subjectName (12)',
    get(
      ['matematicas', 'calculo', 'programacion', 'quimica', 'electronica'].map(
        (t) => `/api/classes?subjectName=${t}&pageSize=12`,
      ),
    ),
  ],
  ['GET /api/classes/student', get(['/api/classes/student'], true)],
];

const only = process.env.PROBE_ONLY;
if (only) variants.splice(0, variants.length, ...variants.filter(([label]) => label.includes(only)));
const figures = await cpuRounds(variants, requests);
const medians = figures.map((f) => f.median);
variants.forEach(([label], v) => {
  console.log(
    `${label.padEnd(40)} ${medians[v]!.toFixed(1).padStart(7)} µs CPU/req   ratio ${(medians[0]! / medians[v]!).toFixed(2)}`,
  );
});
await app.close();
await database.destroy();
