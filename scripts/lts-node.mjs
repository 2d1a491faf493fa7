// Runs the project on a supported Node.js (24 LTS, or 22.12+; decision 011) even when the machine's Node is
// older: `node scripts/lts-node.mjs <command…>` runs the command with a supported Node first on PATH, and
// `ensureLtsNode()` re-runs the current script under it. On an older Node it sources scripts/node-lts.sh,
// which installs Node 24 from the npm registry once (into ~/.cache/portal-node) — so `npm start` and
// `npm test` work on a fresh clone of a machine that ships Node 20.
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

export function isSupportedNode(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return major >= 24 || (major === 22 && minor >= 12);
}

/** PATH with a supported Node first (installing it when needed), or null where node-lts.sh cannot run. */
function supportedPath() {
  if (process.platform !== 'linux') return null;
  try {
    return execFileSync('bash', ['-c', '. scripts/node-lts.sh >&2 && printf %s "$PATH"'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
  } catch {
    return null;
  }
}

/** Runs `command` with a supported Node first on PATH; returns its exit code. */
function runWithSupportedNode(command, args) {
  const PATH = isSupportedNode() ? process.env.PATH : supportedPath();
  if (PATH === null) {
    console.error(
      `Este proyecto necesita Node.js 24 LTS (o 22.12+); este es ${process.version}. ` +
        'Instala Node 24 (en Linux, `. scripts/node-lts.sh` lo instala desde el registro de npm).',
    );
    return 1;
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, PATH } });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Call first thing in a script: on an unsupported Node, re-runs the script under a supported one and exits. */
export function ensureLtsNode() {
  if (isSupportedNode()) return;
  process.exit(runWithSupportedNode('node', process.argv.slice(1)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('Uso: node scripts/lts-node.mjs <comando> [argumentos…]');
    process.exit(2);
  }
  process.exit(runWithSupportedNode(command, args));
}
