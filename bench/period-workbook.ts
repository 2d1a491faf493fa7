/**
 * The period workbook at scale: how long `GET /api/periods/{year}/classes.xlsx`'s writer
 * takes for a period of N classes, and the process's peak memory while it streams.
 *
 *   node --import tsx bench/period-workbook.ts generate /tmp/periodo.db 20000   # once: fills a SQLite file
 *   node --import tsx bench/period-workbook.ts export /tmp/periodo.db           # measures, in a fresh process
 *
 * `generate` writes N classes of 2031, 10 enrolments each (2 of 3 paid), two meeting days each and a
 * mobility student every tenth class. `export` streams the workbook into a byte counter (no disk) and
 * prints the time, the size and the peak RSS (process.resourceUsage().maxRSS) against the RSS before.
 */
import { Writable } from 'node:stream';
import { createDatabase } from '../apps/api/src/db/create-db.ts';
import { migrateToLatest } from '../apps/api/src/db/migrate.ts';
import type { Db } from '../apps/api/src/db/tables.ts';
import { writeTransaction } from '../apps/api/src/db/write-transaction.ts';
import { writePeriodWorkbook } from '../apps/api/src/features/exports/period-workbook.ts';

const YEAR = 2031;
const PER_CLASS = 10;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function generate(db: Db, classes: number) {
  await migrateToLatest(db);
  const now = new Date().toISOString();
  const career = await db
    .insertInto('careers')
    .values({ name: 'Ingeniería Civil' })
    .returning('id_career')
    .executeTakeFirstOrThrow();
  const subject = await db
    .insertInto('subjects')
    .values({ name: 'Cálculo Vectorial', name_search: 'calculo vectorial', clave: 'ACF0904', credits: 5 })
    .returning('id_subject')
    .executeTakeFirstOrThrow();
  const students = (classes * PER_CLASS) / 2;
  await writeTransaction(db, async (trx) => {
    const users = Array.from({ length: students }, (_, i) => ({
      oid: `bench-${i}`,
      name: `Estudiante ${i}`,
      paternal_surname: 'Pérez',
      maternal_surname: 'Uc',
      email: `bench${i}@tec.example`,
      id_role: 2,
      created_at: now,
    }));
    await insertAll(users, (b) => trx.insertInto('users').values(b).execute());
    const ids = await trx
      .selectFrom('users')
      .select('id_user')
      .where('oid', 'like', 'bench-%')
      .orderBy('id_user')
      .execute();
    const studentRows = ids.map((u, i) => ({
      id_user: u.id_user,
      id_career: career.id_career,
      control_number: String(30_000_000 + i),
      phone: '+529981234567',
      enrolments: 2,
      created_at: now,
      updated_at: now,
    }));
    await insertAll(studentRows, (b) => trx.insertInto('students').values(b).execute());
    const studentIds = (await trx.selectFrom('students').select('id_student').orderBy('id_student').execute()).map(
      (s) => s.id_student,
    );
    const classRows = Array.from({ length: classes }, () => ({
      id_subject: subject.id_subject,
      status: 'aprobado',
      period: YEAR,
      shift: 'matutino',
      description: null,
      image: null,
      whatsapp_link: null,
      max_students: 30,
      enrolled: PER_CLASS,
      mobility_enrolled: 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    }));
    await insertAll(classRows, (b) => trx.insertInto('classes').values(b).execute());
    const classIds = (
      await trx.selectFrom('classes').select('id_class').where('period', '=', YEAR).orderBy('id_class').execute()
    ).map((c) => c.id_class);
    const schedules = classIds.flatMap((id) =>
      [1, 3].map((d) => ({ id_class: id, id_day: d, start_time: '07:00:00', end_time: '09:00:00' })),
    );
    await insertAll(schedules, (b) => trx.insertInto('class_schedules').values(b).execute());
    const enrolments = classIds.flatMap((id, c) =>
      Array.from({ length: PER_CLASS }, (_, k) => {
        const paid = k % 3 !== 2;
        return {
          id_student: studentIds[(c * PER_CLASS + k) % students]!,
          id_class: id,
          group_leader: k === 0 ? 1 : 0,
          created_at: now,
          payment_status: paid ? 'pagado' : 'pendiente',
          payment_folio: paid ? `B-${id}-${k}` : null,
          payment_date: paid ? '2031-06-01' : null,
          payment_updated_by: null,
          payment_updated_at: null,
        };
      }),
    );
    await insertAll(enrolments, (b) => trx.insertInto('student_classes').values(b).execute());
    const mobility = classIds
      .filter((_, c) => c % 10 === 0)
      .map((id) => ({
        id_class: id,
        name: 'Óscar',
        paternal_surname: 'Mendoza',
        maternal_surname: 'Ek',
        institute: 'Instituto Tecnológico de Mérida',
        email: `m${id}@itmerida.example`,
        phone: '+529991112233',
        control_number: `M-${id}`,
        created_by: null,
        created_at: now,
      }));
    await insertAll(mobility, (b) => trx.insertInto('class_mobility_students').values(b).execute());
  });
  console.log(`generated ${classes} classes, ${classes * PER_CLASS} enrolments of ${YEAR}`);
}

async function measure(db: Db) {
  const before = process.memoryUsage().rss;
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      done();
    },
  });
  const finished = new Promise((resolve) => sink.on('finish', resolve));
  const started = performance.now();
  await writePeriodWorkbook(db, YEAR, sink);
  await finished;
  const seconds = (performance.now() - started) / 1000;
  const peak = process.resourceUsage().maxRSS * 1024;
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  console.log(`workbook ${mb(bytes)} in ${seconds.toFixed(1)} s; RSS before ${mb(before)}, peak ${mb(peak)}`);
}

const [mode, file, count] = process.argv.slice(2);
if (!file || (mode !== 'generate' && mode !== 'export')) {
  console.error('uso: bench/period-workbook.ts generate|export <archivo.db> [clases]');
  process.exit(2);
}
const handle = createDatabase({ dialect: 'sqlite', file });
try {
  if (mode === 'generate') await generate(handle.db, Number(count ?? 20_000));
  else await measure(handle.db);
} finally {
  await handle.destroy();
}
