import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseOptions } from './lib/options.ts';
import { benchSizes, heading, loadAverage, type BenchRun } from './lib/run.ts';
import { fixed } from './lib/table.ts';
import { browserFigures } from './scenarios/browser-figures.ts';
import { serverFigures } from './scenarios/server-figures.ts';
import { root } from '../tools/harness/index.ts';

const opts = parseOptions(process.argv.slice(2));
const sizes = benchSizes(opts.quick);
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '?',
  memoryGb: fixed(os.totalmem() / 2 ** 30, 1),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
};
const startedAt = new Date();
const results: Record<string, unknown> = {
  date: startedAt.toISOString(),
  machine,
  options: { ...opts, only: [...opts.only] },
  sizes,
  loadAverageAtStart: loadAverage(),
};

console.log(
  `Bench del Portal de Cursos de Verano — ${opts.db}${opts.quick ? ' (--quick: cifras de prueba)' : ''}\n` +
    `Máquina: ${machine.cpus} núcleos (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}; ` +
    `carga media al empezar ${loadAverage().join(' / ')}`,
);

if (!opts.noBuild) {
  heading('Compilación (lo que falte o esté desactualizado)');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--only-build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const run: BenchRun = { opts, sizes, startedAt, resultsDir, results };
await serverFigures(run);
await browserFigures(run);

results['loadAverageAtEnd'] = loadAverage();
const file = path.join(
  resultsDir,
  `${startedAt.toISOString().replace(/[:.]/g, '-')}-${opts.db}${opts.quick ? '-quick' : ''}.json`,
);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResultados: ${path.relative(root, file)} (carga media al terminar ${loadAverage().join(' / ')})`);
