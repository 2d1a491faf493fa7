import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

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
  databaseUrl: string;
  dataDir: string;
  /** Seed the demo accounts (the web measurements sign in with them). */
  seedDemo: boolean;
  /** `localhost` for the browser measurements, 127.0.0.1 for the load generator. */
  host: 'localhost' | '127.0.0.1';
  /** Write a V8 CPU profile into this folder when the server stops. */
  cpuProfileDir?: string | null;
  /** More environment (e.g. `CLASS_LIST_CACHE_MS: '0'` for the uncached list). */
  env?: Record<string, string>;
}

export interface RunningServer {
  url: string;
  pid: number;
  /** Resident set size now and its high-water mark (kB), from /proc/<pid>/status. */
  memory(): { rssKb: number; hwmKb: number };
  /** CPU time the process has used so far (user + system, ms), from /proc/<pid>/stat. */
  cpuMs(): number;
  stop(): Promise<void>;
}

async function waitForReady(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`El servidor terminó antes de arrancar (código ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs} ms`);
}

/** The built server (`apps/api/dist/server.js`) as its own process, as `npm start` runs it. */
export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://${opts.host}:${port}`;
  const nodeArgs = opts.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProfileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: opts.dataDir,
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: String(opts.seedDemo),
      // The scenarios mint thousands of student tokens from one address.
      DEV_TOKEN_LIMIT: '1000000',
      ...opts.env,
    },
    // The server logs at its default level (one access line per request, as in production), to a file.
    stdio: ['ignore', openSync(path.join(opts.dataDir, 'server.log'), 'a'), 'inherit'],
  });
  await waitForReady(url, child, 90_000);
  const pid = child.pid!;
  return {
    url,
    pid,
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
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
