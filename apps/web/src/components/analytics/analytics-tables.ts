import type { AnalyticsResponse } from '@portal/domain/schemas';

/**
 * Each chart of the analytics screen as a table: its columns and rows are what the chart draws, what the
 * accessible table shows and what its CSV holds. The first column names the row; the rest are numbers
 * (money in pesos). Charts read the same rows as objects keyed by column.
 */
export interface FigureTable {
  id: string;
  title: string;
  description: string;
  columns: string[];
  /** Columns that hold pesos (shown as money). */
  money?: boolean;
  rows: (string | number | null)[][];
}

const STATUS_LABEL: Record<string, string> = {
  pendiente: 'Pendiente',
  aprobado: 'Aprobada',
  active: 'Activa',
  finished: 'Finalizada',
  rechazado: 'Rechazada',
  cancelled: 'Cancelada',
};
export const statusLabel = (s: string) => STATUS_LABEL[s] ?? s;

/** The rows of a table as objects keyed by column (what a chart reads). */
export function chartData(t: FigureTable): Record<string, string | number | null>[] {
  return t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i] ?? null])));
}

function bySubjectOrCareer(
  rows: { year: number; name: string; interested: number; enrolled: number }[],
  years: number[],
  keyOf: (r: { year: number; name: string }) => string,
) {
  const order: string[] = [];
  const cells = new Map<string, Map<number, { interested: number; enrolled: number }>>();
  for (const r of rows) {
    const k = keyOf(r);
    if (!cells.has(k)) {
      order.push(k);
      cells.set(k, new Map());
    }
    cells.get(k)!.set(r.year, r);
  }
  return order.map((k) => [
    k,
    ...years.flatMap((y) => [cells.get(k)!.get(y)?.interested ?? 0, cells.get(k)!.get(y)?.enrolled ?? 0]),
  ]);
}

const demandColumns = (first: string, years: number[]) => [
  first,
  ...years.flatMap((y) => [`Interés ${y}`, `Inscritos ${y}`]),
];

export const BEFORE_WINDOW = 'Antes de abrir';
export const AFTER_WINDOW = 'Después de cerrar';

export function analyticsTables(a: AnalyticsResponse): FigureTable[] {
  const { years } = a;
  const tables: FigureTable[] = [];
  if (a.demandBySubject) {
    tables.push({
      id: 'demanda-materia',
      title: 'Demanda por materia: «Me interesa» e inscritos por verano',
      description: 'Las materias con más interés e inscripciones de los veranos comparados.',
      columns: demandColumns('Materia', years),
      rows: bySubjectOrCareer(a.demandBySubject, years, (r) => r.name),
    });
  }
  if (a.demandByCareer) {
    tables.push({
      id: 'demanda-carrera',
      title: 'Demanda por carrera: «Me interesa» e inscritos por verano',
      description: 'Interés marcado y lugares tomados por los estudiantes de cada carrera.',
      columns: demandColumns('Carrera', years),
      rows: bySubjectOrCareer(a.demandByCareer, years, (r) => r.name),
    });
  }
  if (a.fill) {
    tables.push({
      id: 'llenado',
      title: `Llenado de los grupos del Verano ${a.year} contra el mínimo de ${a.minStudents}`,
      description: 'Los grupos en riesgo (pendientes bajo el mínimo) primero; después, los más vacíos.',
      columns: ['Clase', 'Estado', 'Inscritos', 'Lugares libres', 'Cupo', 'En riesgo'],
      rows: a.fill.classes.map((c) => [
        `${c.name} (#${c.classId})`,
        statusLabel(c.status),
        c.enrolled,
        Math.max(c.max - c.enrolled, 0),
        c.max,
        c.atRisk ? 'Sí' : 'No',
      ]),
    });
    tables.push({
      id: 'grupos-verano',
      title: 'Grupos de cada verano: bajo el mínimo y llenos',
      description:
        'Clases que no fueron rechazadas ni canceladas, las que no llegaron al mínimo y las que se llenaron.',
      columns: ['Verano', 'Clases', 'Bajo el mínimo', 'Llenas'],
      rows: a.fill.summary.map((s) => [String(s.year), s.classes, s.belowMin, s.full]),
    });
  }
  if (a.enrolmentsPerDay) {
    const perDay = a.enrolmentsPerDay;
    const label = (d: { phase: string; day: number }) =>
      d.phase === 'antes' ? BEFORE_WINDOW : d.phase === 'despues' ? AFTER_WINDOW : String(d.day);
    const days = Math.max(0, ...perDay.filter((d) => d.phase === 'ventana').map((d) => d.day));
    const labels = [BEFORE_WINDOW, ...Array.from({ length: days }, (_, i) => String(i + 1)), AFTER_WINDOW];
    const at = new Map(perDay.map((d) => [`${d.year}:${label(d)}`, d]));
    tables.push({
      id: 'inscripciones-dia',
      title: 'Inscripciones acumuladas por día de la ventana de inscripción',
      description:
        'El día 1 es el primero de la ventana de cada verano; aparte, las hechas antes de abrirla y después de cerrarla.',
      columns: ['Día', ...years.flatMap((y) => [`Inscripciones ${y}`, `Acumulado ${y}`])],
      rows: labels.map((l) => [
        l,
        ...years.flatMap((y) => {
          const d = at.get(`${y}:${l}`);
          return d ? [d.enrolments, d.cumulative] : [null, null];
        }),
      ]),
    });
  }
  if (a.cancellations) {
    tables.push({
      id: 'cancelaciones',
      title: 'Clases rechazadas y canceladas, con sus motivos',
      description: 'Cada verano, por estado y motivo.',
      columns: ['Verano', 'Estado', 'Motivo', 'Clases'],
      rows: a.cancellations.map((c) => [String(c.year), statusLabel(c.status), c.reason, c.classes]),
    });
  }
  tables.push({
    id: 'dinero',
    title: 'Dinero de cada verano: esperado, validado y saldo a favor',
    description: 'Esperado: lo que deben los lugares confirmados. Validado: lo que Recursos Financieros validó.',
    columns: ['Verano', 'Esperado', 'Validado', 'Saldo a favor'],
    money: true,
    rows: a.money.map((m) => [String(m.year), m.expected, m.validated, m.credited]),
  });
  if (a.results) {
    const names: string[] = [];
    for (const r of a.results) if (!names.includes(r.name)) names.push(r.name);
    tables.push({
      id: 'resultados',
      title: 'Resultados: porcentaje de aprobación por materia (actas cerradas)',
      description: 'Estudiantes calificados en clases finalizadas y el porcentaje que acreditó.',
      columns: ['Materia', ...years.flatMap((y) => [`Aprobación ${y} (%)`, `Calificados ${y}`])],
      rows: names.map((n) => [
        n,
        ...years.flatMap((y) => {
          const r = a.results!.find((x) => x.name === n && x.year === y);
          return r ? [r.rate, r.graded] : [null, null];
        }),
      ]),
    });
  }
  return tables;
}

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const plain = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0 });

/** A cell as the table shows it. */
export function cellText(value: string | number | null, money = false): string {
  if (value === null) return '—';
  if (typeof value === 'string') return value;
  return money ? pesos.format(value) : plain.format(value);
}
