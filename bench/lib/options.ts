export const PARTS = ['p1', 'p2', 'p3', 'p4', 'p6'] as const;
export type Part = (typeof PARTS)[number];

export interface Options {
  db: 'sqlite' | 'postgres';
  quick: boolean;
  only: Set<Part>;
  /** Keep the generated database and print where it is. */
  keep: boolean;
  /** Write a V8 CPU profile of the API server (bench/results/profiles) and print its hottest functions. */
  cpuProf: boolean;
  /** Skip `npm run build` (the dist folders must be up to date). */
  noBuild: boolean;
  /** P3/P4: only these pages (all when empty). */
  routes: string[];
  /** P4: Lighthouse runs per page and profile (the median is reported). */
  lighthouseRuns: number;
}

const USAGE = `Uso: npm run bench -- [--db=sqlite|postgres] [--quick] [--only=p1,p2,p3,p4,p6] [--keep] [--cpu-prof] [--no-build]
  --db=postgres   usa DATABASE_URL (vacía) o crea una base nueva en el servidor de TEST_DATABASE_URL
                  (por omisión postgres://postgres@127.0.0.1:5432)
  --quick         volúmenes y duraciones pequeños (prueba rápida, cifras no comparables)
  --only=…        solo esas partes (P5, la memoria, se mide durante P2); por omisión todas en SQLite
                  y p1,p2,p6 en PostgreSQL (P3 y P4 no dependen de la base de datos)
  --keep          no borra la base generada
  --cpu-prof      perfil de CPU del servidor (bench/results/profiles) y sus funciones más costosas
  --no-build      no compila antes (dist debe estar al día)
  --routes=…      P3 y P4 solo en esas páginas (p. ej. --routes=/classes,/admin/dashboard)
  --lh-runs=N     P4: ejecuciones de Lighthouse por página y perfil (por omisión 3; se informa la mediana)`;

export function parseOptions(argv: string[]): Options {
  const opts: Options = {
    db: 'sqlite',
    quick: false,
    only: new Set(),
    keep: false,
    cpuProf: false,
    noBuild: false,
    routes: [],
    lighthouseRuns: 3,
  };
  let only: string | null = null;
  for (const arg of argv) {
    const [key, value] = arg.split('=', 2) as [string, string | undefined];
    if (key === '--db' && (value === 'sqlite' || value === 'postgres')) opts.db = value;
    else if (key === '--quick') opts.quick = true;
    else if (key === '--only' && value) only = value;
    else if (key === '--keep') opts.keep = true;
    else if (key === '--cpu-prof') opts.cpuProf = true;
    else if (key === '--no-build') opts.noBuild = true;
    else if (key === '--routes' && value) opts.routes = value.split(',').map((r) => r.trim());
    else if (key === '--lh-runs' && value && Number(value) >= 1) opts.lighthouseRuns = Math.floor(Number(value));
    else if (key === '--help' || key === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else {
      console.error(`Opción desconocida: ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  const parts = only
    ? only.split(',').map((p) => p.trim().toLowerCase())
    : opts.db === 'sqlite'
      ? [...PARTS]
      : ['p1', 'p2', 'p6'];
  for (const p of parts) {
    if (p === 'p5') continue; // measured during P2
    if (!(PARTS as readonly string[]).includes(p)) {
      console.error(`Parte desconocida: ${p}\n${USAGE}`);
      process.exit(2);
    }
    opts.only.add(p as Part);
  }
  if (parts.includes('p5')) opts.only.add('p2');
  return opts;
}
