import { performance } from 'node:perf_hooks';
import { ROLE_IDS } from '@portal/domain/constants';
import { addDays, cancunDay, MAX_INTERESTS, type Period } from '@portal/domain/rules';
import { hashPassword } from '../../apps/api/src/crypto/passwords.ts';
import { createDatabase } from '../../apps/api/src/db/create-db.ts';
import { rowOfPeriod } from '../../apps/api/src/db/periods.repository.ts';
import type { DataSummary } from '../generate/types.ts';
import { runLoad, type LoadResult } from '../lib/load.ts';
import { prng, type Target } from '../../tools/harness/index.ts';
import { BROWSER_HEADERS } from './class-list.ts';

/**
 * P6: `GET /api/analytics/{year}` (the administrators' «Analítica») on the generated summers. What the
 * generator leaves out and the screen reads is added first: the three summers' calendars, an administrator
 * to sign in as, «Me interesa» marks (a third of the students, 1–5 subjects each, some subjects far more
 * wanted) and a payment per place of every group that ran (most validated, some pending, some credited).
 * Then each summer's first answer alone (computed), the kept answer alone, and the route under load against the
 * bare `GET /api/health` of the same run (answers are kept 30 s, so the load measures mostly kept answers).
 */

const ADMIN = { email: 'analitica@bench.example', password: 'Analitica-Bench-2026' };

export interface AnalyticsFigures {
  added: { interests: number; payments: number; seconds: number };
  classes: number;
  health: LoadResult;
  analytics: LoadResult;
  ratio: number;
  /** The first request of each summer (computed, not kept yet), ms, oldest summer first. */
  firstMs: number[];
  /** One request at a time, 20 in a row after those (kept answers): their median and slowest, ms. */
  alone: { medianMs: number; maxMs: number };
  /** The answer's JSON, bytes (before compression). */
  bytes: number;
}

function summerOf(year: number, current: number, today: string): Period {
  const sizes = { paymentDays: 5, minStudents: 15, maxStudents: 30, mobilitySeats: 5 };
  if (year === current) {
    return {
      year,
      proposalsOpen: addDays(today, -20),
      proposalsClose: addDays(today, 10),
      enrolmentOpen: addDays(today, -10),
      enrolmentClose: addDays(today, 20),
      publication: addDays(today, 27),
      classesStart: addDays(today, 41),
      classesEnd: addDays(today, 83),
      gradesDue: addDays(today, 90),
      ...sizes,
    };
  }
  const d = (md: string) => `${year}-${md}`;
  return {
    year,
    proposalsOpen: d('04-14'),
    proposalsClose: d('05-29'),
    enrolmentOpen: d('05-04'),
    enrolmentClose: d('06-12'),
    publication: d('06-19'),
    classesStart: d('07-06'),
    classesEnd: d('08-14'),
    gradesDue: d('08-21'),
    ...sizes,
  };
}

/** Adds the calendars, the administrator, the marks and the payments; returns what it wrote. */
async function addWhatAnalyticsReads(target: Target, data: DataSummary) {
  const t0 = performance.now();
  const handle = createDatabase(
    target.dialect === 'sqlite'
      ? { dialect: 'sqlite', file: target.file! }
      : { dialect: 'postgres', url: target.url, poolSize: 2 },
  );
  const db = handle.db;
  const rnd = prng(39);
  const at = new Date().toISOString();
  const today = cancunDay(new Date());
  try {
    const periods = data.periods.map((y) => summerOf(y, data.currentPeriod, today));
    await db
      .insertInto('periods')
      .values(periods.map((p) => ({ ...rowOfPeriod(p), created_at: at, updated_at: at })))
      .onConflict((oc) => oc.column('year').doNothing())
      .execute();

    const user = await db
      .insertInto('users')
      .values({
        oid: null,
        name: 'Analítica',
        paternal_surname: 'Bench',
        maternal_surname: 'Verano',
        email: ADMIN.email,
        id_role: ROLE_IDS.admin,
        created_at: at,
      })
      .returning('id_user')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('staff_accounts')
      .values({
        id_user: user.id_user,
        email: ADMIN.email,
        password_hash: await hashPassword(ADMIN.password),
        is_active: 1,
        created_at: at,
      })
      .execute();

    // «Me interesa»: a third of the students each summer, 1–5 subjects, a tenth of the subjects wanted most.
    const students = await db.selectFrom('students').select(['id_student', 'id_career']).execute();
    const subjects = (await db.selectFrom('subjects').select('id_subject').execute()).map((s) => s.id_subject);
    const popular = subjects.slice(0, Math.max(1, Math.floor(subjects.length / 10)));
    const interests: {
      id_student: number;
      id_subject: number;
      period: number;
      id_career: number;
      created_at: string;
    }[] = [];
    for (const p of periods) {
      for (const st of rnd.sample(students, Math.floor(students.length / 3))) {
        const chosen = new Set<number>();
        const n = rnd.int(1, MAX_INTERESTS);
        while (chosen.size < n) chosen.add(rnd.next() < 0.5 ? rnd.pick(popular) : rnd.pick(subjects));
        for (const s of chosen) {
          interests.push({
            id_student: st.id_student,
            id_subject: s,
            period: p.year,
            id_career: st.id_career,
            created_at: at,
          });
        }
      }
    }
    for (let i = 0; i < interests.length; i += 2_000) {
      await db
        .insertInto('subject_interests')
        .values(interests.slice(i, i + 2_000))
        .execute();
    }

    // A payment per place of the groups that ran or will run.
    const places = await db
      .selectFrom('student_classes as sc')
      .innerJoin('classes as c', 'c.id_class', 'sc.id_class')
      .select(['sc.id_student', 'sc.id_class', 'c.period'])
      .where('c.status', 'in', ['aprobado', 'active', 'finished'])
      .execute();
    const payments = places.map((pl) => {
      const r = rnd.next();
      return {
        id_student: pl.id_student,
        id_class: pl.id_class,
        period: pl.period,
        amount_cents: 100_000,
        reference: null,
        due_date: `${pl.period}-06-20`,
        status: r < 0.8 ? 'validado' : r < 0.95 ? 'pendiente' : 'saldo_a_favor',
        receipt_key: null,
        receipt_type: null,
        receipt_size: null,
        receipt_at: null,
        reject_reason: null,
        reviewed_by: null,
        reviewed_at: null,
        created_at: at,
        updated_at: at,
      };
    });
    for (let i = 0; i < payments.length; i += 1_000) {
      await db
        .insertInto('place_payments')
        .values(payments.slice(i, i + 1_000))
        .execute();
    }
    const classes = await db
      .selectFrom('classes')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return {
      interests: interests.length,
      payments: payments.length,
      classes: Number(classes.n),
      seconds: Math.round(performance.now() - t0) / 1000,
    };
  } finally {
    await handle.destroy();
  }
}

/** P6: the analytics route against the bare route, same connections and duration. */
export async function analyticsFigures(
  url: string,
  target: Target,
  data: DataSummary,
  opts: { connections: number; duration: number; warmup: number },
): Promise<AnalyticsFigures> {
  const added = await addWhatAnalyticsReads(target, data);
  const login = await fetch(`${url}/api/auth/staff/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (login.status !== 200) throw new Error(`El inicio de sesión del administrador respondió ${login.status}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const path = `/api/analytics/${data.currentPeriod}`;
  let bytes = 0;
  const timed = async (p: string) => {
    const t = performance.now();
    const res = await fetch(`${url}${p}`, { headers: { ...BROWSER_HEADERS, authorization: `Bearer ${token}` } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} respondió ${res.status}`);
    bytes = body.byteLength;
    return Math.round((performance.now() - t) * 10) / 10;
  };
  // Each summer's first answer is computed; the current one last, so the load below starts from it kept.
  const firstMs: number[] = [];
  for (const y of [...data.periods].sort((a, b) => a - b)) firstMs.push(await timed(`/api/analytics/${y}`));
  const times: number[] = [];
  for (let i = 0; i < 20; i++) times.push(await timed(path));
  times.sort((a, b) => a - b);
  const health = await runLoad({ kind: 'get', url, paths: ['/api/health'], headers: BROWSER_HEADERS, ...opts });
  const analytics = await runLoad({
    kind: 'get',
    url,
    paths: [path],
    tokens: [token],
    headers: BROWSER_HEADERS,
    ...opts,
  });
  return {
    added: { interests: added.interests, payments: added.payments, seconds: added.seconds },
    classes: added.classes,
    health,
    analytics,
    ratio: analytics.rps / health.rps,
    firstMs,
    alone: { medianMs: times[10]!, maxMs: times.at(-1)! },
    bytes,
  };
}
