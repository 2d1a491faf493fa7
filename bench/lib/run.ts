import os from 'node:os';
import { FULL_VOLUMES, QUICK_VOLUMES } from '../generate.ts';
import type { Options } from './options.ts';
import { fixed } from './table.ts';

/** The sizes of a bench run: full, or quick (`--quick`). */
export function benchSizes(quick: boolean) {
  return quick
    ? { volumes: QUICK_VOLUMES, duration: 3, warmup: 1, connections: 10, rushStudents: 300, rushConnections: 20 }
    : { volumes: FULL_VOLUMES, duration: 10, warmup: 2, connections: 10, rushStudents: 3_000, rushConnections: 20 };
}

/** What the parts of one bench run share: its options, sizes, start time and the results it writes. */
export interface BenchRun {
  opts: Options;
  sizes: ReturnType<typeof benchSizes>;
  startedAt: Date;
  resultsDir: string;
  results: Record<string, unknown>;
}

export const loadAverage = () => os.loadavg().map((l) => fixed(l, 2));

export function heading(text: string) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 90 - text.length))}`);
}
