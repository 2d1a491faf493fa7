import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { repoRoot } from '../config.ts';

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the real server (apps/api/src/server.ts through tsx) as a separate process on a given
 * database, on a free port, and resolves once it listens. Several of them on one database behave
 * like the N processes behind a load balancer of the README's production notes.
 */
export function startServerProcess(
  env: { DATABASE_URL: string; PUBLIC_URL: string } & Record<string, string>,
  /** Every line the server writes to stdout (its log). */
  onStdoutLine?: (line: string) => void,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
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
