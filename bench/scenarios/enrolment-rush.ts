import type { DataSummary } from '../generate/types.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import {
  checkInvariants,
  enrolmentRows,
  pool,
  prng,
  type InvariantResult,
  type Prng,
  type RunningServer,
  type Target,
} from '../../tools/harness/index.ts';
import { BROWSER_HEADERS } from './class-list.ts';

export interface RushResult {
  students: number;
  attempts: number;
  classes: number;
  seats: number;
  connections: number;
  tokenSeconds: number;
  load: LoadResult;
  /** 201 answers: enrolments made. */
  enrolled: number;
  enrolmentsPerSecond: number;
  attemptsPerSecond: number;
  serverErrors: number;
  /** Rows added to student_classes; must equal `enrolled`. */
  rowsAdded: number;
  invariants: InvariantResult[];
  /** The server's CPU time during the rush per attempt (user + system, µs): less sensitive than the rate to a shared machine. */
  serverCpuUsPerAttempt: number;
  /** P5: the server's memory during the rush. */
  memory: { rssBeforeMb: number; peakRssMb: number; hwmMb: number; samples: number };
}

export async function devToken(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/idp/dev/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`/idp/dev/token respondió ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The ids of P2's hot classes (the same PRNG draw as enrolmentRush), for other scenarios to avoid. */
export function rushHotClassIds(data: DataSummary, students: number): Set<number> {
  return new Set(hotClasses(prng(9), data.openClasses, students).map((c) => c.id_class));
}

/** Open classes in a random order until their free seats reach twice the students (each may hold 2). */
function hotClasses(rnd: Prng, openClasses: DataSummary['openClasses'], students: number) {
  const open = rnd.shuffle([...openClasses]);
  const hot: typeof open = [];
  let seats = 0;
  for (const c of open) {
    if (seats >= students * 2) break;
    hot.push(c);
    seats += c.free;
  }
  return hot;
}

/**
 * P2: `students` students without enrolments, each with a real token from the dev issuer (fetched
 * before the timed part), try 2–3 random pending classes of a "hot" set whose free seats match the
 * demand, all at once. Then the database must still satisfy every rule.
 */
export async function enrolmentRush(
  server: RunningServer,
  target: Target,
  data: DataSummary,
  opts: { students: number; connections: number },
): Promise<RushResult> {
  const rnd = prng(9);
  const students = data.freeStudents.slice(0, opts.students);
  if (students.length < opts.students) throw new Error('No hay suficientes estudiantes sin inscripciones.');

  const t0 = performance.now();
  const tokens = await pool(students, 8, (s) => devToken(server.url, s.email));
  const tokenSeconds = (performance.now() - t0) / 1000;

  const plan = planRush(rnd, data.openClasses, students);
  const attempts = plan.attempts.map((a) => ({
    token: tokens[a.student]!,
    classId: a.classId,
  }));

  const rowsBefore = await enrolmentRows(target);
  const rssBefore = server.memory().rssKb;
  const cpuBefore = server.cpuMs();
  let peak = rssBefore;
  let samples = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.memory().rssKb);
    samples++;
  }, 50);
  let load: LoadResult;
  try {
    load = await runLoad({
      kind: 'enrol',
      url: server.url,
      attempts,
      connections: opts.connections,
      headers: BROWSER_HEADERS,
    });
  } finally {
    clearInterval(sampler);
  }
  const { hwmKb } = server.memory();
  const cpuDuring = server.cpuMs() - cpuBefore;
  const rowsAdded = (await enrolmentRows(target)) - rowsBefore;
  const enrolled = load.statusCodes['201'] ?? 0;
  const seconds = load.wallSeconds ?? load.seconds;
  const serverErrors = Object.entries(load.statusCodes)
    .filter(([code]) => Number(code) >= 500)
    .reduce((n, [, c]) => n + c, 0);
  return {
    students: students.length,
    attempts: attempts.length,
    classes: plan.hot.length,
    seats: plan.hot.reduce((n, c) => n + c.free, 0),
    connections: opts.connections,
    tokenSeconds,
    load,
    enrolled,
    enrolmentsPerSecond: enrolled / seconds,
    attemptsPerSecond: attempts.length / seconds,
    serverErrors: serverErrors + load.errors + load.timeouts,
    rowsAdded,
    invariants: await checkInvariants(target),
    serverCpuUsPerAttempt: (cpuDuring * 1000) / attempts.length,
    memory: {
      rssBeforeMb: rssBefore / 1024,
      peakRssMb: peak / 1024,
      hwmMb: hwmKb / 1024,
      samples,
    },
  };
}

/**
 * P2's attempts, shuffled: each of `students` (by index) tries 2–3 distinct classes of their own career (the
 * eligibility rule refuses another career's subject) in a hot set whose free seats are about twice the
 * students (each may hold 2), so some classes fill up. Also used by bench/enrolment-service.ts, so both
 * measure the same attempts.
 */
export function planRush(
  rnd: Prng,
  openClasses: DataSummary['openClasses'],
  students: readonly { id_career: number }[],
): { hot: DataSummary['openClasses']; attempts: { student: number; classId: number }[] } {
  const hot = hotClasses(rnd, openClasses, students.length);
  const attempts: { student: number; classId: number }[] = [];
  students.forEach((s, student) => {
    const own = hot.filter((c) => c.careers.includes(s.id_career));
    const tries = rnd.int(2, 3);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(tries, own.length)) chosen.add(rnd.pick(own).id_class);
    for (const classId of chosen) attempts.push({ student, classId });
  });
  return { hot, attempts: rnd.shuffle(attempts) };
}
