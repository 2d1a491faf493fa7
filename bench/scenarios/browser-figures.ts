import { heading, loadAverage, type BenchRun } from '../lib/run.ts';
import { fixed, kb, table } from '../lib/table.ts';
import { freshDatabase, startServer } from '../../tools/harness/index.ts';
import { lighthouseRuns, P4_ROUTES } from './lighthouse.ts';
import { pageWeight } from './page-weight.ts';

/** P3 and P4: the production build on the demo data, page weight and Lighthouse, tables printed and kept in the results. */
export async function browserFigures({ opts, results }: BenchRun) {
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
        results['p4'] = { runs: p4, loadAverage: loadAverage() };
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
          r.failing.map((f) => [
            `${r.route} ${r.formFactor}`,
            f.category,
            f.id,
            fixed(f.score, 2),
            f.displayValue ?? '',
          ]),
        );
        if (failing.length)
          console.log(
            `Auditorías que restan puntos:\n${table([['página', 'categoría', 'auditoría', 'puntuación', 'valor'], ...failing])}`,
          );
        console.log(`Carga media al terminar P4: ${loadAverage().join(' / ')}`);
      }
    } finally {
      await server.stop();
      await demo.drop();
    }
  }
}
