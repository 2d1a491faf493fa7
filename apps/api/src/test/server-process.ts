import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
 * separate process on a given
 * database, on a free port, and resolves once it listens. Several of them on one database behave
 * like the N processes behind a load balancer of the README's production notes.
 */
export function startServerProcess(
  env: { DATABASE_URL: string; PUBLIC_URL: string } & Record<string, string>,
  /** Every line the server writes to stdout (its log). */
  onStdoutLine?: (line: string) => void,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [BUILT_SERVER], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: '0',
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: string[] = [];
  child.stderr.on('data', (d: Buffer) => stderr.push(d.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`el servidor no arrancó a tiempo: ${stderr.join('')}`));
    }, 120_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`el servidor terminó (código ${code}): ${stderr.join('')}`));
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      onStdoutLine?.(line);
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (!m) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ url: m[1]!, stop });
    });
  });
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
