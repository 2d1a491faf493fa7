import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config.ts';
import { root } from '../../tools/harness/index.ts';
import { adminSession, studentSession, type StorageState } from '../lib/sessions.ts';

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

export type Session = 'student' | 'admin' | null;

/** The pages P4 measures, and who is signed in (a real session, as the SPA stores it). */
export const P4_ROUTES: { route: string; session: Session }[] = [
  { route: '/', session: null },
  { route: '/login', session: null },
  { route: '/classes', session: 'student' },
  { route: '/my-courses', session: 'student' },
  { route: '/admin/dashboard', session: 'admin' },
];

export interface LighthouseRun {
  route: string;
  signedInAs: Session;
  formFactor: 'mobile' | 'desktop';
  /** How many Lighthouse runs this figure is the median of, their performance scores, and the 1-minute load average before each. */
  runs: number;
  performanceScores: number[];
  loadAverages: number[];
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Where the LCP time went (TTFB, load delay, load time, render delay), in ms. */
  lcpPhases: Record<string, number>;
  /** The LCP element as Lighthouse names it (selector and the start of its markup). */
  lcpElement: string | null;
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

/**
 * A Chromium profile folder whose localStorage holds `session` for the server's origin and whose cache
 * holds nothing of the app (the session is written from `/robots.txt`). Lighthouse runs on it with
 * `--disable-storage-reset`, so the page starts signed in, with an empty cache, as a returning user's
 * first visit of the day would (their token in storage, no assets cached).
 */
async function signedInProfile(url: string, session: StorageState): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(`${url}/robots.txt`);
    const items = session.origins.flatMap((o) => o.localStorage);
    await page.evaluate((list) => list.forEach((i) => localStorage.setItem(i.name, i.value)), items);
  } finally {
    await context.close();
  }
  return dir;
}

async function lighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  out: string,
  profileDir: string | null,
): Promise<Report> {
  const flags = profileDir ? [...CHROME_FLAGS, `--user-data-dir=${profileDir}`] : CHROME_FLAGS;
  const args = [
    path.join(root, 'node_modules/lighthouse/cli/index.js'),
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    // chrome-launcher puts its own --user-data-dir first; Chromium takes the last one given.
    `--chrome-flags=${flags.join(' ')}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    ...(formFactor === 'desktop' ? ['--preset=desktop'] : []),
    ...(profileDir ? ['--disable-storage-reset'] : []),
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
async function lighthouseWithRetry(
  url: string,
  formFactor: 'mobile' | 'desktop',
  out: string,
  session: StorageState | null,
): Promise<Report> {
  for (let attempt = 1; ; attempt++) {
    // A fresh profile every run: the previous run's cache must not serve this one.
    const profileDir = session ? await signedInProfile(new URL(url).origin, session) : null;
    try {
      return await lighthouse(url, formFactor, out, profileDir);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`  ${url} (${formFactor}): intento ${attempt} fallido, se repite — ${(err as Error).message}`);
    } finally {
      if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    }
  }
}

function lcpElement(report: Report): string | null {
  const lists = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { node?: { selector?: string; snippet?: string } }[];
  }[];
  const node = lists.flatMap((l) => l.items ?? []).find((i) => i.node)?.node;
  return node ? `${node.selector ?? ''} ${(node.snippet ?? '').slice(0, 120)}`.trim() : null;
}

function lcpPhases(report: Report): Record<string, number> {
  const lists = (report.audits['largest-contentful-paint-element']?.details?.items ?? []) as {
    items?: { phase?: string; timing?: number }[];
  }[];
  const phases = lists.flatMap((l) => l.items ?? []).filter((i) => i.phase !== undefined);
  return Object.fromEntries(phases.map((p) => [p.phase!, Math.round(p.timing ?? 0)]));
}

/** The figures of one Lighthouse report. */
function summarise(
  report: Report,
): Omit<LighthouseRun, 'route' | 'signedInAs' | 'formFactor' | 'runs' | 'performanceScores' | 'loadAverages'> {
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
  return {
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
    lcpElement: lcpElement(report),
    mainThread: Object.fromEntries(
      (report.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [
        String(i['groupLabel']),
        Math.round(Number(i['duration'])),
      ]),
    ),
    failing,
  };
}

/**
 * P4: Lighthouse 12 (mobile and desktop presets) on each page, `times` runs each (every run in its own
 * process, with an empty cache); the figures of the run with the median performance score, with every
 * run's score and the load average before it. Signed-in pages run with a real session in storage.
 */
export async function lighthouseRuns(url: string, routes = P4_ROUTES, times = 3): Promise<LighthouseRun[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-bench-lh-'));
  try {
    const runs: LighthouseRun[] = [];
    for (const { route, session } of routes) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        const measured: ReturnType<typeof summarise>[] = [];
        const loadAverages: number[] = [];
        for (let i = 0; i < times; i++) {
          // A session per run: tokens are short-lived and a run must not inherit another's.
          const state =
            session === 'student' ? await studentSession(url) : session === 'admin' ? await adminSession(url) : null;
          loadAverages.push(Math.round(os.loadavg()[0]! * 100) / 100);
          const out = path.join(dir, `${runs.length}-${i}.json`);
          const run = summarise(await lighthouseWithRetry(`${url}${route}`, formFactor, out, state));
          measured.push(run);
          console.log(
            `  ${route} ${formFactor} ${i + 1}/${times}: ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, ` +
              `TBT ${Math.round(run.tbtMs)} ms (carga ${loadAverages[i]})`,
          );
        }
        const byScore = [...measured].sort((a, b) => a.scores.performance - b.scores.performance);
        const median = byScore[Math.floor((byScore.length - 1) / 2)]!;
        runs.push({
          route,
          signedInAs: session,
          formFactor,
          runs: times,
          performanceScores: measured.map((m) => m.scores.performance),
          loadAverages,
          ...median,
        });
      }
    }
    return runs;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
