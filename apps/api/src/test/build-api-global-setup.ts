import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import { BUILT_SERVER } from './server-process.ts';

/** The newest modification time (ms) of the files under `dir`, 0 when it is missing. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/**
 * The API tests that start servers and the CLI in processes of their own run the build (`apps/api/dist`,
 * as `npm start` does): `npm test` builds it before the suites; a run of Vitest alone rebuilds it here
 * (esbuild, a second or two) when a source file is newer than the bundle.
 */
export default function setup() {
  let built = 0;
  try {
    built = statSync(BUILT_SERVER).mtimeMs;
  } catch {
    // not built yet
  }
  const sources = Math.max(
    newest(path.join(repoRoot, 'apps/api/src')),
    newest(path.join(repoRoot, 'packages/domain/src')),
  );
  if (sources > built) execFileSync(process.execPath, ['apps/api/build.mjs'], { cwd: repoRoot, stdio: 'ignore' });
}
