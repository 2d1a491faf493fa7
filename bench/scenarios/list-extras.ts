import type { DataSummary } from '../generate/types.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { BROWSER_HEADERS, type ListCase } from './class-list.ts';
import { devToken, rushHotClassIds } from './enrolment-rush.ts';
import { pool, prng } from '../../tools/harness/index.ts';

/** One extra P1 figure: requests/s of a load and its ratio to the bare route of the same run. */
export interface ExtraFigure {
  name: string;
  label: string;
  load: LoadResult;
  ratio?: number;
  /** For the list during the rush: the enrolment stream that ran at the same time. */
  writes?: LoadResult;
}

interface LoadOpts {
  connections: number;
  duration: number;
  warmup: number;
}

/** The four cases against a server that checks every kept answer (CLASS_LIST_CACHE_MS=0): what a check costs. */
export async function uncachedList(url: string, cases: ListCase[], opts: LoadOpts): Promise<ExtraFigure[]> {
  const out: ExtraFigure[] = [];
  for (const c of cases) {
    const load = await runLoad({ kind: 'get', url, paths: c.paths, headers: BROWSER_HEADERS, ...opts });
    out.push({ name: `uncached-${c.name}`, label: `Sin caché: ${c.label}`, load });
  }
  return out;
}

/** `GET /api/classes/student` (never cached) with the tokens of students who hold two classes. */
export async function ownClasses(url: string, data: DataSummary, opts: LoadOpts): Promise<ExtraFigure> {
  const tokens = await pool(data.enrolledStudents, 8, (s) => devToken(url, s.email));
  const load = await runLoad({
    kind: 'get',
    url,
    paths: ['/api/classes/student'],
    tokens,
    headers: BROWSER_HEADERS,
    ...opts,
  });
  return { name: 'own', label: `Mis clases (GET /api/classes/student, ${tokens.length} estudiantes)`, load };
}

/**
 * The four cases' paths, cycled, while a steady stream of enrolments (`rate` attempts/s, real tokens of
 * students P2 does not use, into pending classes outside P2's hot set) writes for the whole measurement.
 */
export async function listDuringRush(
  url: string,
  cases: ListCase[],
  data: DataSummary,
  opts: LoadOpts & { rate: number; rushStudents: number },
): Promise<ExtraFigure> {
  const rnd = prng(22);
  const attemptsWanted = Math.ceil(opts.rate * (opts.duration + opts.warmup + 1));
  const students = data.freeStudents.slice(-Math.ceil(attemptsWanted / 2.5));
  const hot = rushHotClassIds(data, opts.rushStudents);
  const classes = data.openClasses.filter((c) => !hot.has(c.id_class));
  const tokens = await pool(students, 8, (s) => devToken(url, s.email));
  const attempts: { token: string; classId: number }[] = [];
  students.forEach((s, i) => {
    // Classes of the student's own career (another career's subject is refused).
    const own = classes.filter((c) => c.careers.includes(s.id_career));
    const chosen = new Set<number>();
    const tries = rnd.int(2, 3);
    while (chosen.size < Math.min(tries, own.length)) chosen.add(rnd.pick(own).id_class);
    for (const classId of chosen) attempts.push({ token: tokens[i]!, classId });
  });
  rnd.shuffle(attempts);
  const writing = runLoad({
    kind: 'enrol',
    url,
    attempts,
    connections: 4,
    overallRate: opts.rate,
    headers: BROWSER_HEADERS,
  });
  const paths = cases.flatMap((c) => c.paths);
  const load = await runLoad({ kind: 'get', url, paths, headers: BROWSER_HEADERS, ...opts });
  const writes = await writing;
  return {
    name: 'rush',
    label: `Lista (los cuatro casos) durante inscripciones a ~${opts.rate}/s`,
    load,
    writes,
  };
}
