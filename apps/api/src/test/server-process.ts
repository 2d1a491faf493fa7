import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../../../../tools/harness/server.ts';
import { repoRoot } from '../config.ts';

/** The built server and CLI (`npm run build`; Vitest's API projects rebuild them when stale). */
export const BUILT_SERVER = path.join(repoRoot, 'apps/api/dist/server.js');
export const BUILT_CLI = path.join(repoRoot, 'apps/api/dist/cli.js');

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the build, as `npm start` runs it: no TypeScript compiled at each start) as a
 * separate process on a given database, on a free port, and resolves once it answers ready. Several of
 * them on one database behave like the N processes behind a load balancer of the README's production
 * notes. Started by the one server starter of the e2e tests, the bench and the reliability scripts
 * (tools/harness/server.ts), with the same node flags; `env` wins over its defaults. Without a DATA_DIR
 * of the test's own, each process gets a fresh folder, removed when it stops.
 */
export async function startServerProcess(
  env: { DATABASE_URL: string; PUBLIC_URL: string } & Record<string, string>,
  /** Every line the server writes to stdout (its log). */
  onStdoutLine?: (line: string) => void,
): Promise<ServerProcess> {
  const ownDir = env['DATA_DIR'] ? null : await mkdtemp(path.join(tmpdir(), 'portal-test-server-'));
  const dataDir = env['DATA_DIR'] ?? ownDir!;
  const removeDir = () => (ownDir ? rm(ownDir, { recursive: true, force: true }) : Promise.resolve());
  try {
    const server = await startServer({
      database: { url: env.DATABASE_URL, dataDir },
      nodeEnv: 'test',
      seedDemo: false,
      serveWeb: false,
      log: 'lines',
      onStdoutLine,
      readyTimeoutMs: 120_000,
      env,
    });
    return {
      url: server.url,
      stop: async () => {
        await server.stop();
        await removeDir();
      },
    };
  } catch (err) {
    await removeDir();
    throw err;
  }
}

/** Runs the built CLI (`db:backup`, `db:restore`, …) in its own process; its output, both streams. */
export function runCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILT_CLI, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (code) => resolve({ code, out }));
  });
}
