import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../lib/server.ts';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface LighthouseRun {
  route: string;
  formFactor: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the LCP time went (TTFB, load delay, load time, render delay), in ms. */
  lcpPhases: Record<string, number>;
  /** Main-thread work by kind (script evaluation, style & layout, …), in ms, as Lighthouse observed it. */
  mainThread: Record<string, number>;
  /** Audits that cost points: every failing one of accessibility, best practices and SEO; the weighted metrics of performance. */
  failing: { category: string; id: string; title: string; score: number; displayValue?: string }[];
}

interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    {
      title: string;
      score: number | null;
      numericValue?: number;
      displayValue?: string;
      scoreDisplayMode: string;
      details?: { items?: Record<string, unknown>[] };
    }
  >;
  runtimeError?: { message: string };
}

async function lighthouse(url: string, formFactor: 'mobile' | 'desktop', out: string): Promise<Report> {
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
  ];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: process.env['CHROME_PATH'] ?? '/usr/bin/chromium' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((r) => child.once('exit', r));
  if (code !== 0) throw new Error(`lighthouse ${url} (${formFactor}) terminó con código ${code}`);
  const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
  if (report.runtimeError) throw new Error(`lighthouse ${url}: ${report.runtimeError.message}`);
  return report;
}

/**
 * Lighthouse sometimes fails to record the trace on a busy machine (NO_NAVSTART, "run Lighthouse
 * again"): such a run measured nothing, so it is run again, at most twice more.
 */
async function lighthouseWithRetry(url: string, formFactor: 'mobile' | 'desktop', out: string): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, formFactor, out);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`  ${url} (${formFactor}): intento ${attempt} fallido, se repite — ${(err as Error).message}`);
    }
  }
}

function lcpPhases(report: Report): Record<string, number> {
  const lists = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { phase?: string; timing?: number }[];
  }[];
  const phases = lists.flatMap((l) => l.items ?? []).filter((i) => i.phase !== undefined);
  return Object.fromEntries(phases.map((p) => [p.phase!, Math.round(p.timing ?? 0)]));
}

/** P4: Lighthouse 12 (mobile and desktop presets) on `/` and `/login`, in its own process each time. */
export async function lighthouseRuns(url: string, routes = ['/', '/login']): Promise<LighthouseRun[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-lh-'));
  try {
    const runs: LighthouseRun[] = [];
    for (const route of routes) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const report = await lighthouseWithRetry(`${url}${route}`, formFactor, path.join(dir, `${runs.length}.json`));
        const score = (c: string) => Math.round((report.categories[c]?.score ?? 0) * 100);
        const metric = (id: string) => report.audits[id]?.numericValue ?? NaN;
        const failing: LighthouseRun['failing'] = [];
        for (const category of CATEGORIES) {
          for (const ref of report.categories[category]?.auditRefs ?? []) {
            const audit = report.audits[ref.id];
            if (!audit || audit.score === null || audit.score >= 1) continue;
            if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
            if (category === 'performance' && ref.weight === 0) continue;
            failing.push({
              category,
              id: ref.id,
              title: audit.title,
              score: audit.score,
              ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
            });
          }
        }
        runs.push({
          route,
          formFactor,
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            'best-practices': score('best-practices'),
            seo: score('seo'),
          },
          lcpMs: metric('largest-contentful-paint'),
          fcpMs: metric('first-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          lcpPhases: lcpPhases(report),
          mainThread: Object.fromEntries(
            (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
              String(i['groupLabel']),
              Math.round(Number(i['duration'])),
            ]),
          ),
          failing,
        });
      }
    }
    return runs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
