import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-process.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
const serverJs = path.join(root, 'apps/api/dist/server.js');

/** Builds apps/api (fast: esbuild) so a script runs the current code; --skip-build when `npm run build` just ran. */
export function buildApi(argv: readonly string[] = process.argv): void {
  if (argv.includes('--skip-build') && existsSync(serverJs)) return;
  execFileSync('npm', ['run', 'build', '-w', '@portal/api'], { cwd: root, stdio: 'ignore' });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  /** Where the server keeps its data: DATABASE_URL and DATA_DIR (a `Target` of database.ts). */
  database: { url: string; dataDir: string };
  /** A given port (a restart on the same address, an nginx upstream); a free one by default. */
  port?: number;
  /** The host of the public URL: `localhost` for the browser measurements; 127.0.0.1 by default. */
  host?: 'localhost' | '127.0.0.1';
  /** SEED_DEMO (the demo accounts); the server's own default when not given. */
  seedDemo?: boolean;
  /** SERVE_WEB; the server's own default when not given. */
  serveWeb?: boolean;
  /**
   * `errors` (the reliability scripts): LOG_LEVEL=error, every error line the server logs is kept in
   * `errorLines` (any of them fails a run), stderr kept in `stderr`. `file` (the bench): the server logs at
   * its default level (one access line per request, as in production) into `<dataDir>/server.log`.
   * `lines` (the API tests that read the log): LOG_LEVEL=info, each line handed to `onStdoutLine`, error
   * lines kept in `errorLines` and stderr in `stderr` as with `errors`.
   */
  log?: 'errors' | 'file' | 'lines';
  /** Every line the server writes on stdout (log `lines`). */
  onStdoutLine?: (line: string) => void;
  /** NODE_ENV of the server: `development` (as `npm start` on a developer's machine) unless given. */
  nodeEnv?: 'development' | 'test' | 'production';
  /** Write a V8 CPU profile into this folder when the server stops. */
  cpuProfileDir?: string | null;
  /** More environment (e.g. `CLASS_MAX_STUDENTS`, `CLASS_LIST_CACHE_MS: '0'`); wins over the above. */
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** What the server wrote on stderr (log `errors` only). */
  stderr: string[];
  /** The error and fatal lines the server logged (log `errors` only). */
  errorLines: string[];
  /** Resident set size now and its high-water mark (kB), from /proc/<pid>/status. */
  memory(): { rssKb: number; hwmKb: number };
  /** CPU time the process has used so far (user + system, ms), from /proc/<pid>/stat. */
  cpuMs(): number;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
  /** kill -9 and wait. */
  kill(): Promise<void>;
}

/** The built server (`apps/api/dist/server.js`) as its own process, as `npm start` runs it, once it is ready. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  // A free port is only free when it was picked: another process (another worker's portal) can take it before this
  // server listens. That start then fails, and it is tried again on a new port; a given port is not changed.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServerOn(opts, opts.port || (await freePort()));
    } catch (err) {
      if (opts.port || attempt === 3 || !(err instanceof PortTakenError)) throw err;
    }
  }
}

/** The server could not listen: its port was taken meanwhile. */
class PortTakenError extends Error {}

async function startServerOn(opts: ServerOptions, port: number): Promise<RunningServer> {
  const url = `http://${opts.host ?? '127.0.0.1'}:${port}`;
  const log = opts.log ?? 'errors';
  const nodeArgs = [
    ...SERVER_NODE_FLAGS,
    ...(opts.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`] : []),
  ];
  const child = spawn(process.execPath, [...nodeArgs, serverJs], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      NODE_ENV: opts.nodeEnv ?? 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: opts.database.dataDir,
      DATABASE_URL: opts.database.url,
      ...(opts.seedDemo === undefined ? {} : { SEED_DEMO: String(opts.seedDemo) }),
      ...(opts.serveWeb === undefined ? {} : { SERVE_WEB: String(opts.serveWeb) }),
      ...(log === 'errors' ? { LOG_LEVEL: 'error' } : log === 'lines' ? { LOG_LEVEL: 'info' } : {}),
      // Thousands of students get their tokens from POST /idp/dev/token, all from this one address.
      DEV_TOKEN_LIMIT: '1000000',
      ...opts.env,
    },
    stdio:
      log !== 'file'
        ? ['ignore', 'pipe', 'pipe']
        : ['ignore', openSync(path.join(opts.database.dataDir, 'server.log'), 'a'), 'inherit'],
  });
  const stderr: string[] = [];
  const errorLines: string[] = [];
  if (log !== 'file') {
    child.stderr!.on('data', (d: Buffer) => stderr.push(d.toString()));
    // The server logs as JSON lines on stdout.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      opts.onStdoutLine?.(line);
      if (line.includes('"level":50') || line.includes('"level":60')) errorLines.push(line);
    });
  }
  await waitForReady(url, port, child, stderr, opts.readyTimeoutMs ?? 90_000);
  const pid = child.pid!;
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (sig: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (ended()) return resolve();
      child.once('exit', () => resolve());
      child.kill(sig);
    });
  return {
    url,
    port,
    pid,
    child,
    stderr,
    errorLines,
    memory() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
      return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
    },
    cpuMs() {
      // Fields 14 and 15 (utime, stime), in clock ticks (100 per second on Linux), after the command's ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    },
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/**
 * Whether process `pid` holds the listening TCP socket of `port` (Linux's /proc): the address answers for this
 * server, not for another that took the same port first.
 */
function listensOn(pid: number, port: number): boolean {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const listening = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl, local address, remote address, state (0A: LISTEN), …, inode (the tenth field).
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A') listening.add(`socket:[${fields[9]}]`);
    }
  }
  try {
    return readdirSync(`/proc/${pid}/fd`).some((fd) => {
      try {
        return listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
      } catch {
        return false; // closed meanwhile
      }
    });
  } catch {
    return false; // the process is gone
  }
}

async function waitForReady(url: string, port: number, child: ChildProcess, stderr: string[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const said = stderr.join('');
      if (said.includes('EADDRINUSE')) throw new PortTakenError(`El puerto ${port} ya estaba ocupado: ${said}`);
      throw new Error(`El servidor terminó (código ${child.exitCode}) al arrancar: ${said}`);
    }
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok && listensOn(child.pid!, port)) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`El servidor no arrancó en ${Math.round(timeoutMs / 1000)} s`);
}
