import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FULL_VOLUMES, QUICK_VOLUMES, generate } from './generate.ts';
import { runLoad } from './lib/load.ts';
import { parseOptions } from './lib/options.ts';
import { hottestFunctions, newestProfile } from './lib/profile.ts';
import { fixed, kb, table } from './lib/table.ts';
import { classList, listCases } from './scenarios/class-list.ts';
import { enrolmentRush } from './scenarios/enrolment-rush.ts';
import { listDuringRush, ownClasses, uncachedList, type ExtraFigure } from './scenarios/list-extras.ts';
import { lighthouseRuns, P4_ROUTES } from './scenarios/lighthouse.ts';
import { pageWeight } from './scenarios/page-weight.ts';
import { freshDatabase, root, startServer } from '../tools/harness/index.ts';

const opts = parseOptions(process.argv.slice(2));
const sizes = opts.quick
  ? { volumes: QUICK_VOLUMES, duration: 3, warmup: 1, connections: 10, rushStudents: 300, rushConnections: 20 }
  : { volumes: FULL_VOLUMES, duration: 10, warmup: 2, connections: 10, rushStudents: 3_000, rushConnections: 20 };
const resultsDir = path.join(root, 'bench/results');
mkdirSync(resultsDir, { recursive: true });

const load = () => os.loadavg().map((l) => fixed(l, 2));
const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? '?',
  memoryGb: fixed(os.totalmem() / 2 ** 30, 1),
  node: process.version,
  platform: `${os.type()} ${os.release()}`,
};
const startedAt = new Date();
const results: Record<string, unknown> = {
  date: startedAt.toISOString(),
  machine,
  options: { ...opts, only: [...opts.only] },
  sizes,
  loadAverageAtStart: load(),
};

function heading(text: string) {
  console.log(`\n== ${text} ${'='.repeat(Math.max(0, 90 - text.length))}`);
}

console.log(
  `Bench del Portal de Cursos de Verano — ${opts.db}${opts.quick ? ' (--quick: cifras de prueba)' : ''}\n` +
    `Máquina: ${machine.cpus} núcleos (${machine.cpuModel}), ${machine.memoryGb} GB, Node ${machine.node}; ` +
    `carga media al empezar ${load().join(' / ')}`,
);

if (!opts.noBuild) {
  heading('Compilación (lo que falte o esté desactualizado)');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs'), '--only-build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

if (opts.only.has('p1') || opts.only.has('p2')) {
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
        results['p1'] = { ...p1, loadAverage: load() };
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
        console.log(`Carga media al terminar P1 (con caché): ${load().join(' / ')}`);

        heading('P1 sin caché, mis clases y la lista durante inscripciones (razón con /api/health de este P1)');
        const loadOpts = { connections: sizes.connections, duration: sizes.duration, warmup: sizes.warmup };
        const extras: ExtraFigure[] = [];
        // A second server on the same database with the microcache off: what every miss costs.
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
        results['p1Extras'] = { healthAfter, reference, figures: extras, loadAverage: load() };
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
        console.log(`Carga media al terminar P1: ${load().join(' / ')}`);
      }
      if (opts.only.has('p2')) {
        heading(
          `P2 avalancha de inscripciones (${sizes.rushStudents} estudiantes, ${sizes.rushConnections} conexiones) y P5 memoria`,
        );
        const p2 = await enrolmentRush(server, target, gen.summary, {
          students: sizes.rushStudents,
          connections: sizes.rushConnections,
        });
        results['p2'] = { ...p2, loadAverage: load() };
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
        console.log(table([['respuesta', 'veces'], ...Object.entries(p2.load.outcomes ?? {}).map(([k, v]) => [k, v])]));
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
        console.log(`Carga media al terminar P2: ${load().join(' / ')}`);
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

if (opts.only.has('p3') || opts.only.has('p4')) {
  // The browser measurements need the demo accounts; data volume does not change what a page loads.
  const demo = await freshDatabase('sqlite', { prefix: 'bench' });
  const server = await startServer({ database: demo, log: 'file', seedDemo: true, host: 'localhost' });
  try {
    if (opts.only.has('p3')) {
      heading('P3 peso de página (compilación de producción, Chromium, caché vacía, 375 px)');
      const p3 = await pageWeight(server.url, opts.routes);
      results['p3'] = p3;
      console.log(
        table([
          ['ruta', 'sesión', 'JS gzip kB', 'CSS gzip kB', 'archivos JS', 'archivos CSS', 'total transferido kB'],
          ...p3.map((r) => [
            r.route + (r.finalPath !== r.route ? ` (→ ${r.finalPath})` : ''),
            r.signedInAs ?? '-',
            kb(r.jsGzip),
            kb(r.cssGzip),
            r.jsFiles,
            r.cssFiles,
            kb(r.totalTransferred),
          ]),
        ]),
      );
      for (const r of p3)
        console.log(
          `Meta: JS de ${r.route} ≤ 150 kB gzip → ${kb(r.jsGzip)} kB (${r.jsGzip <= 150_000 ? 'cumple' : 'NO cumple'})`,
        );
    }
    if (opts.only.has('p4')) {
      heading(`P4 Lighthouse 12 (Chromium de Debian), mediana de ${opts.lighthouseRuns}`);
      const p4Routes = P4_ROUTES.filter((r) => opts.routes.length === 0 || opts.routes.includes(r.route));
      const p4 = await lighthouseRuns(server.url, p4Routes, opts.lighthouseRuns);
      results['p4'] = { runs: p4, loadAverage: load() };
      console.log(
        table([
          [
            'ruta',
            'sesión',
            'perfil',
            'rendimiento (ejecuciones)',
            'carga media',
            'accesibilidad',
            'buenas prácticas',
            'SEO',
            'LCP ms',
            'FCP ms',
            'TBT ms',
            'CLS',
          ],
          ...p4.map((r) => [
            r.route,
            r.signedInAs ?? '-',
            r.formFactor,
            `${r.scores.performance} (${r.performanceScores.join(', ')})`,
            r.loadAverages.map((l) => fixed(l, 1)).join(', '),
            r.scores.accessibility,
            r.scores['best-practices'],
            r.scores.seo,
            fixed(r.lcpMs),
            fixed(r.fcpMs),
            fixed(r.tbtMs),
            fixed(r.cls, 3),
          ]),
        ]),
      );
      console.log(
        table([
          ['ruta', 'perfil', 'LCP: fases (ms)', 'hilo principal (ms)'],
          ...p4.map((r) => [
            r.route,
            r.formFactor,
            Object.entries(r.lcpPhases)
              .map(([k, v]) => `${k} ${v}`)
              .join(', '),
            Object.entries(r.mainThread)
              .slice(0, 3)
              .map(([k, v]) => `${k} ${v}`)
              .join(', '),
          ]),
        ]),
      );
      for (const r of p4) if (r.lcpElement) console.log(`LCP ${r.route} ${r.formFactor}: ${r.lcpElement}`);
      const failing = p4.flatMap((r) =>
        r.failing.map((f) => [`${r.route} ${r.formFactor}`, f.category, f.id, fixed(f.score, 2), f.displayValue ?? '']),
      );
      if (failing.length)
        console.log(
          `Auditorías que restan puntos:\n${table([['página', 'categoría', 'auditoría', 'puntuación', 'valor'], ...failing])}`,
        );
      console.log(`Carga media al terminar P4: ${load().join(' / ')}`);
    }
  } finally {
    await server.stop();
    await demo.drop();
  }
}

results['loadAverageAtEnd'] = load();
const file = path.join(
  resultsDir,
  `${startedAt.toISOString().replace(/[:.]/g, '-')}-${opts.db}${opts.quick ? '-quick' : ''}.json`,
);
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResultados: ${path.relative(root, file)} (carga media al terminar ${load().join(' / ')})`);
