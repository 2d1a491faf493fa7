import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  selfPercent: number;
  fn: string;
  where: string;
}

/** The newest .cpuprofile in `dir`, or null. */
export function newestProfile(dir: string): string | null {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return files[0] ?? null;
}

/** Self time per function (summed over every node of that function), the highest first. */
export function hottestFunctions(file: string, top = 25): HotFunction[] {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfTime = new Map<number, number>();
  profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...selfTime.values()].reduce((a, b) => a + b, 0) || 1;
  const byFunction = new Map<string, HotFunction>();
  for (const [id, time] of selfTime) {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
    const where = file ? `${path.basename(path.dirname(file))}/${path.basename(file)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName}|${where}`;
    const entry = byFunction.get(key) ?? { selfPercent: 0, fn: frame.functionName || '(anónima)', where };
    entry.selfPercent += (100 * time) / total;
    byFunction.set(key, entry);
  }
  return [...byFunction.values()].sort((a, b) => b.selfPercent - a.selfPercent).slice(0, top);
}
