import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { generate } from '../generate.ts';
import { runLoad } from '../lib/load.ts';
import { hottestFunctions, newestProfile } from '../lib/profile.ts';
import { heading, loadAverage, type BenchRun } from '../lib/run.ts';
import { fixed, table } from '../lib/table.ts';
import { freshDatabase, root, startServer } from '../../tools/harness/index.ts';
import { classList, listCases } from './class-list.ts';
import { enrolmentRush } from './enrolment-rush.ts';
import { listDuringRush, ownClasses, uncachedList, type ExtraFigure } from './list-extras.ts';
import { analyticsFigures } from './analytics.ts';

/**
 * P1 and P2 (with P5 and the optional CPU profile): a generated database of the run's volumes, the API
 * server on it, the list and the enrolment rush measured, their tables printed and kept in the results.
 */
export async function serverFigures({ opts, sizes, startedAt, resultsDir, results }: BenchRun) {
  if (opts.only.has('p1') || opts.only.has('p2') || opts.only.has('p6')) {
    const target = await freshDatabase(opts.db, { keep: opts.keep, prefix: 'bench' });
    try {
      heading(`Generador: ${target.label}`);
      const gen = await generate(target, sizes.volumes, startedAt.getUTCFullYear());
      results['generator'] = { database: opts.db, seconds: gen.seconds, counts: gen.summary.counts };
      console.log(table([['tabla', 'filas'], ...Object.entries(gen.summary.counts).map(([t, n]) => [t, n])]));
      console.log(
        `Tiempo: ${gen.seconds.total} s (migraciones ${gen.seconds.migrate} s, plan en memoria ${gen.seconds.plan} s, escritura ${gen.seconds.write} s)`,
      );

      const profileDir = path.join(resultsDir, 'profiles');
      if (opts.cpuProf) mkdirSync(profileDir, { recursive: true });
      const server = await startServer({
        database: target,
        log: 'file',
        seedDemo: false,
        host: '127.0.0.1',
        cpuProfileDir: opts.cpuProf ? profileDir : null,
      });
      try {
        if (opts.only.has('p1')) {
          heading(
            `P1 lista de clases (${sizes.connections} conexiones, ${sizes.duration} s cada una, compresión como un navegador)`,
          );
          const p1 = await classList(server.url, listCases(gen.summary), {
            connections: sizes.connections,
            duration: sizes.duration,
            warmup: sizes.warmup,
          });
          results['p1'] = { ...p1, loadAverage: loadAverage() };
          const ratioTarget = opts.db === 'sqlite' ? 0.4 : 0.3;
          console.log(
            table([
              ['caso', 'coinciden', 'req/s', 'p50 ms', 'p99 ms', `razón (meta ≥ ${ratioTarget})`, 'no 2xx'],
              ...p1.health.map((h, i) => [
                `GET /api/health (${i === 0 ? 'antes' : 'después'})`,
                '-',
                fixed(h.rps),
                h.latency.p50,
                h.latency.p99,
                '1',
                h.non2xx,
              ]),
              ...p1.cases.map((c) => [
                c.label,
                c.matches,
                fixed(c.load.rps),
                c.load.latency.p50,
                c.load.latency.p99,
                fixed(c.ratio, 2),
                c.load.non2xx,
              ]),
            ]),
          );
          console.log(`Carga media al terminar P1 (con caché): ${loadAverage().join(' / ')}`);

          heading('P1 sin caché, mis clases y la lista durante inscripciones (razón con /api/health de este P1)');
          const loadOpts = { connections: sizes.connections, duration: sizes.duration, warmup: sizes.warmup };
          const extras: ExtraFigure[] = [];
          // A second server on the same database that checks every kept answer in the database first.
          const uncached = await startServer({
            database: target,
            log: 'file',
            seedDemo: false,
            host: '127.0.0.1',
            env: { CLASS_LIST_CACHE_MS: '0' },
          });
          try {
            extras.push(...(await uncachedList(uncached.url, listCases(gen.summary), loadOpts)));
          } finally {
            await uncached.stop();
          }
          extras.push(await ownClasses(server.url, gen.summary, loadOpts));
          extras.push(
            await listDuringRush(server.url, listCases(gen.summary), gen.summary, {
              ...loadOpts,
              rate: 300,
              rushStudents: sizes.rushStudents,
            }),
          );
          const healthAfter = await runLoad({ kind: 'get', url: server.url, paths: ['/api/health'], ...loadOpts });
          const reference = (p1.healthRps * p1.health.length + healthAfter.rps) / (p1.health.length + 1);
          for (const e of extras) e.ratio = e.load.rps / reference;
          results['p1Extras'] = { healthAfter, reference, figures: extras, loadAverage: loadAverage() };
          const targets: Record<string, string> = {
            own: '≥ 0.3',
            rush: '≥ 0.3',
            ...(opts.db === 'sqlite' ? { uncached: '≥ 0.2' } : { uncached: '≥ 0.1' }),
          };
          console.log(
            table([
              ['caso', 'req/s', 'p50 ms', 'p99 ms', 'razón', 'meta', 'no 2xx'],
              [
                'GET /api/health (después de estos casos)',
                fixed(healthAfter.rps),
                healthAfter.latency.p50,
                healthAfter.latency.p99,
                '1',
                '',
                healthAfter.non2xx,
              ],
              ...extras.map((e) => [
                e.label,
                fixed(e.load.rps),
                e.load.latency.p50,
                e.load.latency.p99,
                fixed(e.ratio!, 2),
                targets[e.name.split('-')[0]!] ?? '',
                e.load.non2xx,
              ]),
            ]),
          );
          const writes = extras.find((e) => e.writes)?.writes;
          if (writes) {
            const secs = writes.wallSeconds ?? writes.seconds;
            console.log(
              `Inscripciones durante la lista: ${writes.requests} intentos en ${fixed(secs, 1)} s (${fixed(writes.requests / secs)}/s), ` +
                `${writes.statusCodes['201'] ?? 0} × 201, ${writes.errors} errores`,
            );
          }
          console.log(`Carga media al terminar P1: ${loadAverage().join(' / ')}`);
        }
        if (opts.only.has('p2')) {
          heading(
            `P2 avalancha de inscripciones (${sizes.rushStudents} estudiantes, ${sizes.rushConnections} conexiones) y P5 memoria`,
          );
          const p2 = await enrolmentRush(server, target, gen.summary, {
            students: sizes.rushStudents,
            connections: sizes.rushConnections,
          });
          results['p2'] = { ...p2, loadAverage: loadAverage() };
          console.log(
            `Tokens reales del emisor de desarrollo: ${p2.students} en ${fixed(p2.tokenSeconds, 1)} s (antes de medir)`,
          );
          console.log(
            table([
              [
                'intentos',
                'clases',
                'lugares',
                'inscritos (201)',
                'inscripciones/s (meta ≥ 1000 en SQLite)',
                'intentos/s',
                'p50 ms',
                'p99 ms',
                '5xx/errores',
                'CPU servidor µs/intento',
              ],
              [
                p2.attempts,
                p2.classes,
                p2.seats,
                p2.enrolled,
                fixed(p2.enrolmentsPerSecond),
                fixed(p2.attemptsPerSecond),
                p2.load.latency.p50,
                p2.load.latency.p99,
                p2.serverErrors,
                fixed(p2.serverCpuUsPerAttempt),
              ],
            ]),
          );
          console.log(
            table([['respuesta', 'veces'], ...Object.entries(p2.load.outcomes ?? {}).map(([k, v]) => [k, v])]),
          );
          console.log(
            table([
              ['invariante', 'violaciones'],
              ...p2.invariants.map((i) => [i.name, i.violations]),
              ['filas nuevas en student_classes distintas de los 201', Math.abs(p2.rowsAdded - p2.enrolled)],
            ]),
          );
          heading('P5 memoria del servidor durante P2');
          console.log(
            table([
              ['RSS antes de P2 MB', 'RSS máximo durante P2 MB', 'VmHWM del proceso MB', 'muestras'],
              [
                fixed(p2.memory.rssBeforeMb, 1),
                fixed(p2.memory.peakRssMb, 1),
                fixed(p2.memory.hwmMb, 1),
                p2.memory.samples,
              ],
            ]),
          );
          console.log(`Carga media al terminar P2: ${loadAverage().join(' / ')}`);
        }
        if (opts.only.has('p6')) {
          heading(
            `P6 analítica (${sizes.connections} conexiones, ${sizes.duration} s, razón con /api/health de esta parte)`,
          );
          const p6 = await analyticsFigures(server.url, target, gen.summary, {
            connections: sizes.connections,
            duration: sizes.duration,
            warmup: sizes.warmup,
          });
          results['p6'] = { ...p6, loadAverage: loadAverage() };
          console.log(
            `Añadido para la analítica: ${p6.added.interests} «Me interesa», ${p6.added.payments} pagos, los 3 calendarios (${fixed(p6.added.seconds, 1)} s); ${p6.classes} clases`,
          );
          console.log(
            table([
              ['caso', 'req/s', 'p50 ms', 'p99 ms', 'razón', 'no 2xx'],
              [
                'GET /api/health',
                fixed(p6.health.rps),
                p6.health.latency.p50,
                p6.health.latency.p99,
                '1',
                p6.health.non2xx,
              ],
              [
                `GET /api/analytics/${gen.summary.currentPeriod} (${p6.bytes} bytes de JSON)`,
                fixed(p6.analytics.rps),
                p6.analytics.latency.p50,
                p6.analytics.latency.p99,
                fixed(p6.ratio, 3),
                p6.analytics.non2xx,
              ],
            ]),
          );
          console.log(
            `Primera respuesta de cada verano (calculada): ${p6.firstMs.join(' / ')} ms (meta: muy por debajo de 1 s); ` +
              `ya guardada, una a la vez (20 seguidas): mediana ${p6.alone.medianMs} ms, la más lenta ${p6.alone.maxMs} ms`,
          );
        }
      } finally {
        await server.stop();
      }
      if (opts.cpuProf) {
        const file = newestProfile(profileDir);
        if (file) {
          heading(`Perfil de CPU del servidor: ${path.relative(root, file)}`);
          const hot = hottestFunctions(file);
          results['profile'] = { file: path.relative(root, file), hot };
          console.log(
            table([['% propio', 'función', 'dónde'], ...hot.map((h) => [fixed(h.selfPercent, 1), h.fn, h.where])]),
          );
        }
      }
    } finally {
      if (opts.keep) console.log(`Base conservada: ${target.label}`);
      await target.drop();
    }
  }
}
