import type { DataSummary } from '../generate/types.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';

/** What a browser sends: the server compresses what is worth compressing. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export interface ListCase {
  name: string;
  label: string;
  paths: string[];
}

export interface ListFigures {
  name: string;
  label: string;
  paths: string[];
  /** meta.total of the first path: how many classes match. */
  matches: number;
  load: LoadResult;
  /** requests/s divided by the bare route's requests/s in the same run. */
  ratio: number;
}

export interface ClassListResult {
  connections: number;
  duration: number;
  health: LoadResult[];
  healthRps: number;
  cases: ListFigures[];
}

/** The four filters of the issue; several values each, cycled, so no single row set is measured. */
export function listCases(data: DataSummary): ListCase[] {
  const period = data.currentPeriod;
  return [
    {
      name: 'home',
      label: 'Inicio: pendiente,aprobado, 3 por página',
      paths: ['/api/classes?status=pendiente,aprobado&pageSize=3'],
    },
    {
      name: 'student',
      label: `Estudiante: año ${period} + carrera, 12 por página`,
      paths: data.careers.map((c) => `/api/classes?period=${period}&careerId=${c.id_career}&pageSize=12`),
    },
    {
      name: 'clave',
      label: 'Búsqueda por clave (exacta), 12 por página',
      paths: data.claves.slice(0, 10).map((k) => `/api/classes?clave=${k}&pageSize=12`),
    },
    {
      name: 'subjectName',
      label: 'Nombre sin acentos (matematicas, calculo, …), 12 por página',
      paths: ['matematicas', 'calculo', 'programacion', 'quimica', 'electronica'].map(
        (t) => `/api/classes?subjectName=${t}&pageSize=12`,
      ),
    },
  ];
}

async function matchesOf(url: string, path: string): Promise<number> {
  const res = await fetch(`${url}${path}`);
  if (res.status !== 200) throw new Error(`${path} respondió ${res.status}: ${await res.text()}`);
  const body = (await res.json()) as { meta: { total: number } };
  return body.meta.total;
}

/** P1: each filter against the bare route (GET /api/health), same connections and duration, one run. */
export async function classList(
  url: string,
  cases: ListCase[],
  opts: { connections: number; duration: number; warmup: number },
) {
  const load = (paths: string[]) => runLoad({ kind: 'get', url, paths, headers: BROWSER_HEADERS, ...opts });
  const health: LoadResult[] = [await load(['/api/health'])];
  const figures: Omit<ListFigures, 'ratio'>[] = [];
  for (const c of cases) {
    const matches = await matchesOf(url, c.paths[0]!);
    figures.push({ ...c, matches, load: await load(c.paths) });
  }
  health.push(await load(['/api/health']));
  const healthRps = health.reduce((n, h) => n + h.rps, 0) / health.length;
  return {
    connections: opts.connections,
    duration: opts.duration,
    health,
    healthRps,
    cases: figures.map((f) => ({ ...f, ratio: f.load.rps / healthRps })),
  } satisfies ClassListResult;
}
