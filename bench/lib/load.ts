import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  latency: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  wallSeconds?: number;
  outcomes?: Record<string, number>;
}

/** Runs autocannon in its own process (bench/load-process.mjs) so it never shares the server's event loop. */
export async function runLoad(spec: Record<string, unknown>): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-load-'));
  const file = path.join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  try {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, '../load-process.mjs'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    const code = await new Promise<number | null>((r) => child.once('exit', r));
    if (code !== 0) throw new Error(`El generador de carga terminó con código ${code}`);
    return JSON.parse(out.trim().split('\n').pop()!) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
