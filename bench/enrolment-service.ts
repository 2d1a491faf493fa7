// `node scripts/lts-node.mjs npx tsx bench/enrolment-service.ts [rounds]`: P2's enrolment attempts run
// through the enrolment service in one process (no HTTP, no token), on a fresh copy of the bench's
// SQLite data, so the cost of the service itself can be compared without the machine's noise
// (CPU µs per attempt, process.cpuUsage). Each round uses a fresh copy of one generated database.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../apps/api/src/db/create-db.ts';
import { enrolStudent } from '../apps/api/src/features/classes/enrolment.service.ts';
import { identityContext } from '../apps/api/src/lib/service-context.ts';
// The app's declarations for Fastify (the request's `identity` the services' modules read).
import type {} from '../apps/api/src/app.ts';
import { prng } from '@portal/domain/prng';
import { FULL_VOLUMES, generate } from './generate.ts';
import { planRush } from './scenarios/enrolment-rush.ts';
import type { Target } from '../tools/harness/index.ts';

const rounds = Number(process.argv[2] ?? 3);
const dir = mkdtempSync(path.join(tmpdir(), 'portal-enrol-bench-'));
const source = path.join(dir, 'source.sqlite');
const gen = await generate(
  { dialect: 'sqlite', url: `sqlite:${source}`, dataDir: dir, file: source } as Target,
  FULL_VOLUMES,
  new Date().getUTCFullYear(),
);
const data = gen.summary;

const rnd = prng(9);
const students = data.freeStudents.slice(0, 3000);
const attempts = planRush(rnd, data.openClasses, students).attempts.map((a) => ({
  studentId: students[a.student]!.id_student,
  classId: a.classId,
}));

for (let round = 1; round <= rounds; round++) {
  const file = path.join(dir, `round-${round}.sqlite`);
  copyFileSync(source, file);
  const handle = createDatabase({ dialect: 'sqlite', file });
  const users = new Map(
    (await handle.db.selectFrom('students').select(['id_student', 'id_user']).execute()).map((r) => [
      r.id_student,
      r.id_user,
    ]),
  );
  const outcomes = new Map<string, number>();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // 20 in flight, as P2's 20 connections.
  let next = 0;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (next < attempts.length) {
        const a = attempts[next++]!;
        const identity = {
          kind: 'student' as const,
          userId: users.get(a.studentId)!,
          oid: 'x',
          email: 'x',
          name: 'x',
          studentId: a.studentId,
        };
        let outcome = '201';
        try {
          await enrolStudent(handle.db, identityContext(identity, new Date(), `req-${next}`), identity, {
            classId: a.classId,
            kind: 'ordinaria',
          });
        } catch (err) {
          outcome = (err as { code?: string }).code ?? String(err);
        }
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    }),
  );
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  await handle.destroy();
  rmSync(file, { force: true });
  console.log(
    `round ${round}: ${attempts.length} attempts, CPU ${Math.round((cpu.user + cpu.system) / attempts.length)} µs/attempt, wall ${Math.round((wall * 1000) / attempts.length)} µs/attempt,`,
    Object.fromEntries(outcomes),
  );
}
rmSync(dir, { recursive: true, force: true });
