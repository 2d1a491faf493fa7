import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classScenario } from '../test/class-scenario.ts';
import { createClass } from '../test/fixtures.ts';
import { runCli } from '../test/server-process.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Backups: `db:backup` and `db:restore` (the CLI, in its own process) round-trip
 * the database while the app keeps serving requests: what existed at the backup is back after the
 * restore, what came later is gone, the running app serves the restored data without a restart, and
 * no request meanwhile got a 500.
 */
const cli = runCli;

describe(`db:backup and db:restore while serving (${process.env['TEST_DIALECT']})`, () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp();
    dir = mkdtempSync(path.join(tmpdir(), 'portal-backup-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('round-trips: the state at the backup comes back, later changes go, the app serves throughout', async () => {
    const s = await classScenario(t);
    const kept = await createClass(t.db, { subjectId: s.subjectId });
    const student = await s.student();
    const enrol = (classId: number) =>
      t.request({ method: 'POST', url: '/api/classes/enrollStudent', payload: { classId }, token: student.token });
    expect((await enrol(kept)).statusCode).toBe(201);

    // Requests keep arriving the whole time, reads and writes.
    const statuses: number[] = [];
    let serving = true;
    const load = (async () => {
      for (let i = 0; serving; i++) {
        const res = await (i % 3 === 2
          ? t.request({
              method: 'POST',
              url: '/api/teachers/applications',
              payload: {},
              remoteAddress: `10.9.${i % 250}.1`,
            })
          : t.request({ method: 'GET', url: i % 3 ? '/api/health/ready' : '/api/classes' }));
        statuses.push(res.statusCode);
        // Injected requests that never wait for I/O resolve in microtasks only: without a turn of the event
        // loop this loop would starve it (the CLI's exit would never be seen), which real clients cannot do.
        await new Promise((r) => setImmediate(r));
      }
    })();

    const env = { DATABASE_URL: t.database.url, DATA_DIR: dir };
    const file = path.join(dir, 'respaldo.bin');
    const backup = await cli(['backup', file], env);
    expect(backup, backup.out).toMatchObject({ code: 0 });
    expect(backup.out).toContain('Respaldo creado');
    expect(statSync(file).size).toBeGreaterThan(0);
    for (const leftover of ['.partial', '.partial-wal', '.partial-shm', '-wal', '-shm']) {
      expect(existsSync(`${file}${leftover}`), leftover).toBe(false);
    }

    // After the backup: another class, and the student enrols in it too.
    const later = await createClass(t.db, { subjectId: s.subjectId });
    expect((await enrol(later)).statusCode).toBe(201);

    const restore = await cli(['restore', file], env);
    expect(restore, restore.out).toMatchObject({ code: 0 });
    expect(restore.out).toContain('Base de datos restaurada');

    // Keep serving a moment after the restore, then stop the load.
    await new Promise((r) => setTimeout(r, 300));
    serving = false;
    await load;

    // The same running app: the class made after the backup is gone, the enrolment before it is there.
    expect((await t.request({ method: 'GET', url: `/api/classes/${later}`, token: student.token })).statusCode).toBe(
      404,
    );
    const mine = await t.request({ method: 'GET', url: `/api/classes/${kept}`, token: student.token });
    expect(mine.statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('student_classes')
      .select('id_class')
      .where('id_student', '=', student.studentId)
      .execute();
    expect(rows).toEqual([{ id_class: kept }]);
    // And it takes writes again: the student has one enrolment, so a second class is allowed.
    const again = await createClass(t.db, { subjectId: s.subjectId });
    expect((await enrol(again)).statusCode).toBe(201);

    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((st) => st >= 500 && st !== 503)).toEqual([]);
    expect(statuses.filter((st) => st < 500).length).toBeGreaterThan(statuses.length * 0.9);
  }, 120_000);

  it('restore refuses a file that does not exist, and says so', async () => {
    const res = await cli(['restore', path.join(dir, 'no-existe.bin')], {
      DATABASE_URL: t.database.url,
      DATA_DIR: dir,
    });
    expect(res.code).toBe(1);
    expect(res.out).toContain('No existe el archivo de respaldo');
  });
});
