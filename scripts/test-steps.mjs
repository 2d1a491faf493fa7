// `npm test`'s steps (README). Lint, type check and build each keep one core busy for most of their run, so
// they run side by side (their output is printed whole as each ends, never interleaved); then the suites, one
// after another, because each of them fills both cores itself. The first failure stops the run with its code.
// The full reliability runs (the rush at its full size, the crash) and the cluster test belong to
// `npm run test:full`, which CI runs next; here a short rush on each database proves the same
// invariants in seconds (decision 035).
// `node scripts/test-steps.mjs` — run through `npm test`, which puts a supported Node first on PATH.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Checks that run side by side: each is `npm run <script>`. */
const SIDE_BY_SIDE = ['lint', 'typecheck', 'build'];
/** Suites that run one after another, once the build is there. */
const IN_TURN = ['test:unit', 'test:browser', 'test:reliability:short'];

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const children = new Set();

function run(script, { quiet }) {
  const started = performance.now();
  const child = spawn(`npm run ${script}`, {
    cwd: root,
    shell: true,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Its own process group, so that a failure elsewhere stops it and everything it started.
    detached: true,
  });
  children.add(child);
  let output = '';
  if (quiet) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ script, code: code ?? (signal ? 1 : 0), output, time: seconds(started) });
    });
  });
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function finish(code, times) {
  console.log(`\n== npm test: ${times.map(([s, t]) => `${s} ${t} s`).join(' · ')}`);
  process.exit(code);
}

process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const started = performance.now();
const times = [];
const pending = SIDE_BY_SIDE.map((script) =>
  run(script, { quiet: true }).then((result) => {
    console.log(`\n== npm run ${result.script} (${result.time} s)\n${result.output.trimEnd()}`);
    times.push([result.script, result.time]);
    if (result.code !== 0) {
      console.error(`\n== npm run ${result.script} falló (código ${result.code})`);
      stopAll();
      finish(result.code, times);
    }
  }),
);
await Promise.all(pending);
times.push(['(lint, typecheck y build juntos)', seconds(started)]);

for (const script of IN_TURN) {
  console.log(`\n== npm run ${script}`);
  const result = await run(script, { quiet: false });
  times.push([script.split(' ')[0], result.time]);
  if (result.code !== 0) {
    console.error(`\n== npm run ${script} falló (código ${result.code})`);
    finish(result.code, times);
  }
}
times.push(['total', seconds(started)]);
finish(0, times);
