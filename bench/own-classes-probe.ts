/**
 * Where the time of `GET /api/classes/student` goes, in one process, on a bench database (`npm run bench --
 * --only=p1 --keep` prints its path; copy it first, this opens it read-write like the server):
 *
 *   node --import tsx bench/own-classes-probe.ts /tmp/copy.sqlite [requests]
 *   DATABASE_URL=postgres://… node --import tsx bench/own-classes-probe.ts postgres [requests]
 *
 * Prints the CPU per request of the whole route through `app.inject` (auth, hooks, serialisation,
 * compression, access log to a null stream), next to `GET /api/health`, and the time of each statement
 * the route runs, alone. Numbers are CPU µs of this process, so they hold better than req/s on a shared
 * machine; still compare before/after back to back.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { constants as zlib } from 'node:zlib';
import { studentClassesResponseSchema } from '@portal/domain/schemas';
import { jsonSchemaSerializerCompiler } from '../apps/api/src/lib/json-schema-serializer.ts';
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { cpuRounds, type Variant } from './lib/cpu-rounds.ts';
import { probeApp, twoClassStudents } from './lib/probe-app.ts';

const [target = '', requestsArg = '4000'] = process.argv.slice(2);
const requests = Number(requestsArg);
const { app, database } = await probeApp(target);
// Stand-ins of the route that do less and less of its work (same schema, serializer and hooks).
let fixedAnswer: unknown[] = [];
await app.register(
  async (api) => {
    const schema = { response: { 200: studentClassesResponseSchema } };
    const opts = (auth: 'public' | 'student') => ({
      config: { auth },
      schema,
      serializerCompiler: jsonSchemaSerializerCompiler,
    });
    api.get('/probe/public-empty', opts('public'), async () => []);
    api.get('/probe/student-empty', opts('student'), async () => []);
    api.get('/probe/student-fixed', opts('student'), async () => fixedAnswer);
    // The same fixed answer with other compression settings of @fastify/compress (route options).
    const variants: Record<string, unknown> = {
      'br-q1-w16': { brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 1, [zlib.BROTLI_PARAM_LGWIN]: 16 } } },
      'br-q4-w16': { brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_LGWIN]: 16 } } },
      gzip: { encodings: ['gzip'] },
      'gzip-w12': { encodings: ['gzip'], zlibOptions: { windowBits: 12, memLevel: 5 } },
      none: false,
    };
    for (const [name, compress] of Object.entries(variants)) {
      api.get(`/probe/fixed-${name}`, { ...opts('student'), compress } as never, async () => fixedAnswer);
    }
  },
  { prefix: '/api' },
);
await app.ready();
if (process.env.PROBE_COUNT_VERIFY) {
  const st = app.studentTokens;
  const orig = st.verify.bind(st);
  let calls = 0;
  let slow = 0;
  st.verify = async (t, now) => {
    calls++;
    const t0 = performance.now();
    const r = await orig(t, now);
    if (performance.now() - t0 > 0.5) slow++;
    return r;
  };
  process.on('exit', () => console.log('verify calls', calls, 'slow (> 0.5 ms)', slow));
}

const { tokens, ids: studentIds } = await twoClassStudents(app, database);
const headers = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

async function measure(label: string, run: (i: number) => Promise<unknown>) {
  for (let i = 0; i < Math.min(1000, requests); i++) await run(i);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < requests; i++) await run(i);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const perReq = (cpu.user + cpu.system) / requests;
  console.log(
    `${label.padEnd(44)} ${perReq.toFixed(1).padStart(7)} µs CPU/req  ${((wall * 1000) / requests).toFixed(1).padStart(7)} µs wall/req`,
  );
  return perReq;
}

async function interleaved(variants: Variant[]) {
  const figures = await cpuRounds(variants, requests);
  variants.forEach(([label], v) => {
    const { median, quartiles } = figures[v]!;
    console.log(
      `${label.padEnd(48)} ${median.toFixed(1).padStart(7)} µs CPU/req (quartiles ${quartiles[0].toFixed(0)}–${quartiles[1].toFixed(0)})`,
    );
  });
  return figures.map((f) => f.median);
}

let sample: { status: number; bytes: number; encoding: unknown; plainBytes?: number } | null = null;
const own = (encoding: string | null) => async (i: number) => {
  const res = await app.inject({
    method: 'GET',
    url: '/api/classes/student',
    headers: {
      accept: 'application/json',
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      authorization: `Bearer ${tokens[i % tokens.length]}`,
    },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  if (encoding)
    sample ??= { status: res.statusCode, bytes: res.rawPayload.length, encoding: res.headers['content-encoding'] };
  else if (sample) sample.plainBytes ??= res.rawPayload.length;
};
const { listStudentClasses: listOwn } = await import('../apps/api/src/features/classes/student-classes.service.ts');
const { KeptAnswer, KeptAnswers } = await import('../apps/api/src/lib/kept-answers.ts');
// The service as the route calls it: a student's kept answer, checked on every call.
const ownKept = new KeptAnswers(0, 2000, 8 * 1024);
const serviceOf = (db: Parameters<typeof listOwn>[0], identity: Parameters<typeof listOwn>[2], askedFor: undefined) =>
  listOwn(db, ownKept, identity, askedFor, (a) => JSON.stringify(a));
const identityOf = async (i: number) => (await app.studentTokens.verify(tokens[i % tokens.length]!))!;
const claims = await Promise.all(tokens.map((_, i) => identityOf(i)));
const { resolveStudentIdentity: resolve } = await import('../apps/api/src/features/auth/identity.repository.ts');
const resolved = await Promise.all(claims.map((c) => resolve(database.db, c, new Date())));
const profileTo = process.env.PROBE_PROFILE;
const session = profileTo ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 50 });
  await session.post('Profiler.start');
}
const firstAnswer = await serviceOf(database.db, resolved[0]!, undefined);
fixedAnswer = firstAnswer instanceof KeptAnswer ? (JSON.parse(firstAnswer.json) as unknown[]) : firstAnswer;
const get = (url: string, token: boolean, encoding?: string) => async (i: number) => {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'application/json',
      ...(encoding ? { 'accept-encoding': encoding } : {}),
      ...(token ? { authorization: `Bearer ${tokens[i % tokens.length]}` } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
};
if (process.env.PROBE_COUNT_SQL) {
  // Which statements one request runs (SQLite): better-sqlite3's statements counted by SQL text.
  const { default: SQLite } = await import('better-sqlite3');
  const probeDb = new SQLite(':memory:');
  type Stmt = { source: string; all: (...a: unknown[]) => unknown; get: (...a: unknown[]) => unknown };
  const proto = Object.getPrototypeOf(probeDb.prepare('select 1')) as Stmt;
  const counts = new Map<string, number>();
  for (const method of ['all', 'get', 'run'] as const) {
    const original = (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[method]!;
    (proto as unknown as Record<string, (...a: unknown[]) => unknown>)[method] = function (
      this: Stmt,
      ...args: unknown[]
    ) {
      const key = `${method} ${this.source.slice(0, 100)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return original.apply(this, args);
    };
  }
  // better-sqlite3 builds a row function with `Function()` when a statement was (re)prepared.
  const OriginalFunction = globalThis.Function;
  let functionsBuilt = 0;
  globalThis.Function = new Proxy(OriginalFunction, {
    apply(target, self, args) {
      functionsBuilt++;
      return Reflect.apply(target, self, args);
    },
  });
  const n = 100;
  for (let i = 0; i < n; i++) await own(null)(i);
  globalThis.Function = OriginalFunction;
  for (const [text, c] of counts) console.log((c / n).toFixed(2), text);
  console.log('Function() calls per request', functionsBuilt / n);
  functionsBuilt = 0;
  globalThis.Function = new Proxy(OriginalFunction, {
    apply(target, self, args) {
      functionsBuilt++;
      return Reflect.apply(target, self, args);
    },
  });
  for (let i = 0; i < n; i++) await resolve(database.db, claims[i % claims.length]!, new Date());
  console.log('Function() calls per resolveStudentIdentity', functionsBuilt / n);
  functionsBuilt = 0;
  for (let i = 0; i < n; i++) await serviceOf(database.db, resolved[i % resolved.length]!, undefined);
  console.log('Function() calls per listStudentClasses', functionsBuilt / n);
  globalThis.Function = OriginalFunction;
}
const only = process.env.PROBE_ONLY;
if (only) {
  const run =
    only === 'plain'
      ? own(null)
      : only === 'br'
        ? own('gzip, deflate, br')
        : only === 'student-empty'
          ? get('/api/probe/student-empty', true)
          : null;
  if (only === 'compression') {
    const br = 'gzip, deflate, br';
    await interleaved([
      ['fixed answer, br q4 (default)', get('/api/probe/student-fixed', true, br)],
      ['fixed answer, br q1 lgwin 16', get('/api/probe/fixed-br-q1-w16', true, br)],
      ['fixed answer, br q4 lgwin 16', get('/api/probe/fixed-br-q4-w16', true, br)],
      ['fixed answer, gzip', get('/api/probe/fixed-gzip', true, br)],
      ['fixed answer, gzip windowBits 12', get('/api/probe/fixed-gzip-w12', true, br)],
      ['fixed answer, not compressed', get('/api/probe/fixed-none', true, br)],
    ]);
    process.exit(0);
  }
  if (!run && only !== 'compression') throw new Error('PROBE_ONLY: plain | br | student-empty | compression');
  if (run) await interleaved([[`only ${only}`, run]]);
}
const results = only
  ? [1, 1, 1, 1, 1, 1, 1, 1]
  : await interleaved([
      ['GET /api/health', async () => app.inject({ method: 'GET', url: '/api/health', headers })],
      ['  stand-in: public, []', get('/api/probe/public-empty', false)],
      ['  stand-in: student, []', get('/api/probe/student-empty', true)],
      ['  stand-in: student, a fixed 2-class answer', get('/api/probe/student-fixed', true)],
      ['GET /api/classes/student (br)', own('gzip, deflate, br')],
      ['GET /api/classes/student (no compression)', own(null)],
      [
        '  resolveStudentIdentity (token already verified)',
        (i) => resolve(database.db, claims[i % claims.length]!, new Date()),
      ],
      ['  listStudentClasses (the service)', (i) => serviceOf(database.db, resolved[i % resolved.length]!, undefined)],
    ]);
const [health, withBr, plain] = results;
if (session) {
  const { profile } = await session.post('Profiler.stop');
  writeFileSync(profileTo!, JSON.stringify(profile));
  session.disconnect();
}
void withBr;
void plain;
console.log(
  `ratio (CPU) ${(health! / results.at(-4)!).toFixed(3)}; without compression ${(health! / results.at(-3)!).toFixed(3)}; answer`,
  sample,
);
if (!process.env.PROBE_STATEMENTS) {
  await app.close();
  await database.destroy();
  process.exit(0);
}

// Each statement alone, through the app's own code paths.
const { classesOfStudent, leadersOf } = await import('../apps/api/src/features/classes/enrolment.repository.ts');
const { schedulesOfClasses } = await import('../apps/api/src/db/class-schedules.repository.ts');
const { careersOfSubjects } = await import('../apps/api/src/features/classes/classes.repository.ts');
const { statusHistoryOf } = await import('../apps/api/src/features/classes/class-status-history.repository.ts');
const { placesOfClasses } = await import('../apps/api/src/db/class-places.ts');
const { listStudentClasses } = await import('../apps/api/src/features/classes/student-classes.service.ts');
const { resolveStudentIdentity } = await import('../apps/api/src/features/auth/identity.repository.ts');
const db = database.db;
const ids = studentIds;
const rowsOf = await Promise.all(ids.map((id) => classesOfStudent(db, id)));
const users = await sql<{ oid: string; id_user: number; email: string; name: string }>`
  select u.oid, u.id_user, u.email, u.name from users u join students s on s.id_user = u.id_user
  where s.id_student in (${sql.join(ids)})`.execute(db);
const identities = users.rows.map((u, i) => ({
  kind: 'student' as const,
  userId: u.id_user,
  oid: u.oid,
  email: u.email,
  name: u.name,
  studentId: ids[i]!,
}));
const n = Math.max(500, Math.floor(requests / 2));
const cls = (i: number) => rowsOf[i % rowsOf.length]!.map((r) => r.id_class);
await measure('  resolveStudentIdentity', (i) =>
  resolveStudentIdentity(
    db,
    {
      oid: users.rows[i % users.rows.length]!.oid,
      tokenId: `jti-${i}`,
      email: 'x',
      name: 'x',
      givenName: 'x',
      familyName: 'x',
    } as never,
    new Date(),
  ),
);
await measure('  classesOfStudent', (i) => classesOfStudent(db, ids[i % ids.length]!));
await measure('  schedulesOfClasses', (i) => schedulesOfClasses(db, cls(i)));
await measure('  leadersOf', (i) => leadersOf(db, cls(i)));
await measure('  careersOfSubjects', (i) =>
  careersOfSubjects(db, [...new Set(rowsOf[i % rowsOf.length]!.map((r) => r.id_subject))]),
);
await measure('  statusHistoryOf', (i) => statusHistoryOf(db, cls(i)));
await measure('  placesOfClasses', (i) => placesOfClasses(db, cls(i)));
const keptHere = new KeptAnswers(0, 2000, 8 * 1024);
await measure('  listStudentClasses (service)', (i) =>
  listStudentClasses(db, keptHere, identities[i % identities.length]!, undefined, (a) => JSON.stringify(a)),
);
void n;
await app.close();
await database.destroy();
