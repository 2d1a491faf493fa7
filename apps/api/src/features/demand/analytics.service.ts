import { DomainError } from '@portal/domain/errors';
import {
  addDays,
  cancunDay,
  currentPeriod,
  isAtRisk,
  moneyBucket,
  passRate,
  sortFill,
  type Period,
} from '@portal/domain/rules';
import type { AnalyticsResponse, DemandResponse } from '@portal/domain/schemas';
import { allPeriods } from '../../db/periods.repository.ts';
import type { Db } from '../../db/tables.ts';
import { isAdmin, isFinance, type Identity } from '../../lib/identity.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import {
  byCareer as sumByCareer,
  bySubject as sumBySubject,
  careerNames,
  classesByCareer,
  classesBySubject,
  enrolmentCounts,
  enrolmentsByDay,
  fillSummary,
  interestCounts,
  leastFilled,
  moneyByStatus,
  releasedWithReasons,
  resultsBySubject,
  subjectNames,
} from './analytics.repository.ts';

/** How many summers the analytics compare (the one asked for and those before it). */
const COMPARED_SUMMERS = 3;
const TOP_SUBJECTS = 10;
const FILL_ROWS = 30;
const TOP_REASONS = 5;
export const NO_REASON = 'Sin motivo registrado';
export const OTHER_REASONS = 'Otros motivos';

const key = (year: number, id: number) => `${year}:${id}`;
const tally = (rows: { year: number; count: number }[], id: (r: never) => number) => {
  const m = new Map<string, number>();
  for (const r of rows) m.set(key(r.year, id(r as never)), r.count);
  return m;
};

/** GET /demand?period= (administrators): interested, classes proposed and enrolled, by subject and by career. */
export async function demand(db: Db, ctx: ServiceContext, period: number | undefined): Promise<DemandResponse> {
  const periods = await allPeriods(db);
  const year = period ?? currentPeriod(periods, cancunDay(ctx.now))?.year;
  if (year === undefined || !periods.some((p) => p.year === year)) throw new DomainError('periodNotFound');
  const years = [year];
  const [interest, cS, enrolled, cC, careers] = await Promise.all([
    interestCounts(db, years),
    classesBySubject(db, years),
    enrolmentCounts(db, years),
    classesByCareer(db, years),
    careerNames(db),
  ]);
  const [iS, eS, iC, eC] = [
    sumBySubject(interest),
    sumBySubject(enrolled),
    sumByCareer(interest),
    sumByCareer(enrolled),
  ];
  const bySubjectId = (rows: { year: number; subjectId: number; count: number }[]) =>
    tally(rows, (r: { subjectId: number }) => r.subjectId);
  const byCareerId = (rows: { year: number; careerId: number; count: number }[]) =>
    tally(rows, (r: { careerId: number }) => r.careerId);
  const [mi, mc, me] = [bySubjectId(iS), bySubjectId(cS), bySubjectId(eS)];
  const subjectIds = [...new Set([...iS, ...cS, ...eS].map((r) => r.subjectId))];
  const names = await subjectNames(db, subjectIds);
  const bySubject = subjectIds
    .map((id) => ({
      subjectId: id,
      clave: names.get(id)?.clave ?? '',
      name: names.get(id)?.name ?? `#${id}`,
      interested: mi.get(key(year, id)) ?? 0,
      proposed: mc.get(key(year, id)) ?? 0,
      enrolled: me.get(key(year, id)) ?? 0,
    }))
    .sort((a, b) => b.interested - a.interested || b.enrolled - a.enrolled || a.name.localeCompare(b.name, 'es'));
  const [ci, cc, ce] = [byCareerId(iC), byCareerId(cC), byCareerId(eC)];
  const byCareer = careers.map((c) => ({
    careerId: c.id_career,
    name: c.name,
    interested: ci.get(key(year, c.id_career)) ?? 0,
    proposed: cc.get(key(year, c.id_career)) ?? 0,
    enrolled: ce.get(key(year, c.id_career)) ?? 0,
  }));
  return { period: year, bySubject, byCareer };
}

/** The summers compared with `year`: it and up to two before it that exist, oldest first. */
function comparedSummers(periods: Period[], year: number): Period[] {
  return periods
    .filter((p) => p.year <= year)
    .sort((a, b) => a.year - b.year)
    .slice(-COMPARED_SUMMERS);
}

/**
 * How long a summer's figures are kept and served again (docs/rules.md DEM-5): they are sums over every
 * class of three summers, which change slowly, and an answer costs a few hundred milliseconds on 20,000
 * classes; per app (its database), so a test's fresh app never sees another's.
 */
export const ANALYTICS_KEPT_MS = 30_000;
const kept = new WeakMap<Db, Map<number, { until: number; answer: Promise<AnalyticsResponse> }>>();

/**
 * GET /analytics/{year}: the analytics screen's figures for a summer against the ones before it.
 * Administrators get all of it; Recursos Financieros only the money; anyone else is refused.
 */
export async function analytics(
  db: Db,
  ctx: ServiceContext,
  identity: Identity,
  year: number,
): Promise<AnalyticsResponse> {
  if (!isFinance(identity)) throw new DomainError('forbidden');
  const now = ctx.now.getTime();
  const byYear = kept.get(db) ?? new Map<number, { until: number; answer: Promise<AnalyticsResponse> }>();
  kept.set(db, byYear);
  let entry = byYear.get(year);
  if (!entry || entry.until <= now) {
    entry = { until: now + ANALYTICS_KEPT_MS, answer: figuresOf(db, year) };
    byYear.set(year, entry);
    // A failed answer is not kept.
    entry.answer.catch(() => byYear.delete(year));
  }
  const full = await entry.answer;
  if (isAdmin(identity)) return full;
  return { year: full.year, years: full.years, minStudents: full.minStudents, money: full.money };
}

async function figuresOf(db: Db, year: number): Promise<AnalyticsResponse> {
  const periods = await allPeriods(db);
  const summer = periods.find((p) => p.year === year);
  if (!summer) throw new DomainError('periodNotFound');
  const compared = comparedSummers(periods, year);
  const years = compared.map((p) => p.year);
  const money = await moneyOf(db, years);
  const base = { year, years, minStudents: summer.minStudents, money };

  const [interest, enrolled, careers, fillRows, summary, days, released, results] = await Promise.all([
    interestCounts(db, years),
    enrolmentCounts(db, years),
    careerNames(db),
    leastFilled(db, year, summer.minStudents, FILL_ROWS),
    fillSummary(db, years, new Map(compared.map((p) => [p.year, p.minStudents]))),
    enrolmentsByDay(db, years),
    releasedWithReasons(db, years),
    resultsBySubject(db, years),
  ]);
  const [iS, eS, iC, eC] = [
    sumBySubject(interest),
    sumBySubject(enrolled),
    sumByCareer(interest),
    sumByCareer(enrolled),
  ];

  // Demand by subject: the subjects with the most interest and enrolments over the compared summers.
  const totals = new Map<number, number>();
  for (const r of [...iS, ...eS]) totals.set(r.subjectId, (totals.get(r.subjectId) ?? 0) + r.count);
  const resultTotals = new Map<number, number>();
  for (const r of results) resultTotals.set(r.subjectId, (resultTotals.get(r.subjectId) ?? 0) + r.graded);
  const top = (m: Map<number, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1] || a[0] - b[0])
      .slice(0, TOP_SUBJECTS)
      .map(([id]) => id);
  const topDemand = top(totals);
  const topResults = top(resultTotals);
  const names = await subjectNames(db, [...new Set([...topDemand, ...topResults])]);
  const mi = tally(iS, (r: { subjectId: number }) => r.subjectId);
  const me = tally(eS, (r: { subjectId: number }) => r.subjectId);
  const demandBySubject = topDemand.flatMap((id) =>
    years.map((y) => ({
      year: y,
      subjectId: id,
      clave: names.get(id)?.clave ?? '',
      name: names.get(id)?.name ?? `#${id}`,
      interested: mi.get(key(y, id)) ?? 0,
      enrolled: me.get(key(y, id)) ?? 0,
    })),
  );
  const ci = tally(iC, (r: { careerId: number }) => r.careerId);
  const ce = tally(eC, (r: { careerId: number }) => r.careerId);
  const demandByCareer = careers.flatMap((c) =>
    years.map((y) => ({
      year: y,
      careerId: c.id_career,
      name: c.name,
      interested: ci.get(key(y, c.id_career)) ?? 0,
      enrolled: ce.get(key(y, c.id_career)) ?? 0,
    })),
  );

  const fillClasses = sortFill(
    fillRows.map((r) => ({
      classId: r.id_class,
      label: r.name,
      name: r.name,
      status: r.status,
      enrolled: r.enrolled,
      max: r.max_students,
    })),
    summer.minStudents,
  ).map(({ label: _label, ...r }) => ({ ...r, atRisk: isAtRisk(r, summer.minStudents) }));

  return {
    ...base,
    demandBySubject,
    demandByCareer,
    fill: { classes: fillClasses, summary },
    enrolmentsPerDay: perDay(compared, days),
    cancellations: reasons(released),
    results: topResults.flatMap((id) =>
      years.flatMap((y) => {
        const r = results.find((x) => x.year === y && x.subjectId === id);
        return r
          ? [
              {
                year: y,
                subjectId: id,
                name: names.get(id)?.name ?? `#${id}`,
                graded: r.graded,
                passed: r.passed,
                rate: passRate(r.passed, r.graded),
              },
            ]
          : [];
      }),
    ),
  };
}

/** Each summer's money in pesos (docs/rules.md DEM-6). */
async function moneyOf(db: Db, years: number[]) {
  const rows = await moneyByStatus(db, years);
  return years.map((year) => {
    let validated = 0;
    let credited = 0;
    let pending = 0;
    for (const r of rows.filter((x) => x.year === year)) {
      const bucket = moneyBucket(r.status);
      if (bucket === 'validated') validated += r.cents;
      else if (bucket === 'credited') credited += r.cents;
      else if (bucket === 'pending') pending += r.cents;
    }
    return {
      year,
      expected: (validated + credited + pending) / 100,
      validated: validated / 100,
      credited: credited / 100,
    };
  });
}

/**
 * Enrolments on each day of each summer's window, day 1 its first day; those made before it opened (day 0)
 * and after it closed each in one row, so the last cumulative is every enrolment of the summer.
 */
function perDay(compared: Period[], days: { year: number; day: string; count: number }[]) {
  return compared.flatMap((p) => {
    const mine = days.filter((d) => d.year === p.year);
    const sum = (keep: (day: string) => boolean) => mine.filter((d) => keep(d.day)).reduce((s, d) => s + d.count, 0);
    const counts = new Map(mine.map((d) => [d.day, d.count]));
    type Row = {
      year: number;
      phase: 'antes' | 'ventana' | 'despues';
      day: number;
      enrolments: number;
      cumulative: number;
    };
    const before = sum((d) => d < p.enrolmentOpen);
    const out: Row[] = [{ year: p.year, phase: 'antes', day: 0, enrolments: before, cumulative: before }];
    let total = before;
    let i = 1;
    for (let day = p.enrolmentOpen; day <= p.enrolmentClose; day = addDays(day, 1), i++) {
      const enrolments = counts.get(day) ?? 0;
      total += enrolments;
      out.push({ year: p.year, phase: 'ventana', day: i, enrolments, cumulative: total });
    }
    const after = sum((d) => d > p.enrolmentClose);
    out.push({ year: p.year, phase: 'despues', day: i, enrolments: after, cumulative: total + after });
    return out;
  });
}

/** Rejections and cancellations by reason: each summer and status's most common reasons, the rest together. */
function reasons(rows: { year: number; status: string; comment: string | null; count: number }[]) {
  const groups = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const g = `${r.year}|${r.status}`;
    const reason = r.comment?.trim() || NO_REASON;
    const m = groups.get(g) ?? new Map<string, number>();
    m.set(reason, (m.get(reason) ?? 0) + r.count);
    groups.set(g, m);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([g, m]) => {
      const [year, status] = g.split('|') as [string, string];
      const sorted = [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'es'));
      const kept = sorted.slice(0, TOP_REASONS);
      const rest = sorted.slice(TOP_REASONS).reduce((s, [, c]) => s + c, 0);
      const all = rest > 0 ? [...kept, [OTHER_REASONS, rest] as const] : kept;
      return all.map(([reason, classes]) => ({ year: Number(year), status, reason, classes }));
    });
}
