import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function freePort(): Promise<number> {
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

async function waitForHealth(url: string, server: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`El servidor terminó antes de arrancar (código ${server.exitCode})`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`El servidor no respondió en ${timeoutMs} ms`);
}

/**
 * Starts the built portal (npm run build) on a free port with a fresh SQLite database and the
 * demo data, as `npm start` would, and points every test at it through E2E_BASE_URL.
 */
export default async function globalSetup() {
  for (const built of ['apps/api/dist/server.js', 'apps/web/dist/index.html']) {
    if (!existsSync(path.join(root, built)))
      throw new Error(`Falta ${built}: ejecuta npm run build antes de las pruebas e2e`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'portal.sqlite')}`,
      LOG_LEVEL: 'warn',
      // Every spec mints student tokens from this one address.
      DEV_TOKEN_LIMIT: '10000',
      // …and sends every spec's teacher applications (the limit itself is tested in the API tests).
      APPLICATION_SUBMIT_LIMIT: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server, 30_000);
  process.env['E2E_BASE_URL'] = baseUrl;
  process.env['E2E_DATA_DIR'] = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
