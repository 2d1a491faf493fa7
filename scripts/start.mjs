// `npm start`: builds what is missing or older than its sources, then serves the whole portal
// (the server migrates the database and seeds the demo data when it is empty).
// `node scripts/start.mjs --only-build` stops after building.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ensureLtsNode } from './lts-node.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-process.mjs';

// Node 22.12+ or 24 (decision 011): better-sqlite3 13 crashes on older Node, so an older Node re-runs this
// script under Node 24 (installed from the npm registry once; scripts/lts-node.mjs).
ensureLtsNode();

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function newestMtime(p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return 0;
  const st = statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

const targets = [
  {
    name: 'la aplicación web',
    // Written last by the web build (apps/web/scripts/build.mjs), after the prerendered pages.
    output: 'apps/web/dist/prerendered/routes.json',
    sources: [
      'apps/web/scripts',
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    workspace: '@portal/web',
  },
  {
    name: 'la API',
    output: 'apps/api/dist/server.js',
    sources: ['apps/api/src', 'apps/api/build.mjs', 'packages/domain/src'],
    workspace: '@portal/api',
  },
];

for (const t of targets) {
  const built = newestMtime(t.output);
  if (built > 0 && built >= Math.max(...t.sources.map(newestMtime))) continue;
  console.log(`Compilando ${t.name}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', t.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--only-build')) process.exit(0);

const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...SERVER_ENV } },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
