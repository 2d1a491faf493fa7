import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { AnalyticsResponse } from '@portal/domain/schemas';
import { chartData, statusLabel, type FigureTable } from './analytics-tables.ts';

const COLORS = ['navy.6', 'teal.7', 'orange.7', 'grape.6', 'cyan.8', 'red.7'];
/** One hue per summer, oldest first: light for interest, dark for enrolments (a column names its year last). */
const HUES = ['blue', 'orange', 'teal', 'grape'];
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('es-MX');

const seriesOf = (names: string[]) => names.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }));

/** Series named «… {year}» coloured by their summer; `light` picks the lighter shade. */
function yearSeries(names: string[], years: number[], light: (name: string) => boolean) {
  return names.map((name) => {
    const year = years.findIndex((y) => name.includes(String(y)));
    return { name, color: `${HUES[Math.max(year, 0) % HUES.length]}.${light(name) ? 4 : 8}` };
  });
}

/** The chart of one figure (what `FigurePanel` shows above its table). */
export function FigureChart({ figure, analytics }: { figure: FigureTable; analytics: AnalyticsResponse }) {
  const data = chartData(figure);
  const [first, ...rest] = figure.columns as [string, ...string[]];
  // Horizontal bars for long names: a phone reads them one under the other.
  const rowsHeight = (perRow: number) => Math.max(220, data.length * perRow + 80);
  switch (figure.id) {
    case 'demanda-materia':
    case 'demanda-carrera':
      return (
        <BarChart
          h={rowsHeight(18 * rest.length + 14)}
          data={data}
          dataKey={first}
          orientation="vertical"
          series={yearSeries(rest, analytics.years, (n) => n.startsWith('Interés'))}
          withLegend
          valueFormatter={(v) => number.format(v)}
          yAxisProps={{ width: 130 }}
          gridAxis="x"
        />
      );
    case 'llenado':
      return (
        <BarChart
          h={rowsHeight(36)}
          data={data}
          dataKey={first}
          type="stacked"
          orientation="vertical"
          series={[
            { name: 'Inscritos', color: 'navy.6' },
            { name: 'Lugares libres', color: 'gray.4' },
          ]}
          withLegend
          referenceLines={[{ x: analytics.minStudents, color: 'red.8', label: `Mínimo ${analytics.minStudents}` }]}
          yAxisProps={{ width: 170 }}
          gridAxis="x"
        />
      );
    case 'grupos-verano':
      return <BarChart h={260} data={data} dataKey={first} series={seriesOf(rest)} withLegend />;
    case 'inscripciones-dia':
      return (
        <LineChart
          h={280}
          data={data}
          dataKey={first}
          series={yearSeries(
            rest.filter((c) => c.startsWith('Acumulado')),
            analytics.years,
            () => false,
          )}
          withLegend
          withDots={false}
          connectNulls
          valueFormatter={(v) => number.format(v)}
        />
      );
    case 'cancelaciones': {
      const totals = analytics.years.map((y) => {
        const of = (status: string) =>
          (analytics.cancellations ?? [])
            .filter((c) => c.year === y && c.status === status)
            .reduce((s, c) => s + c.classes, 0);
        return {
          Verano: String(y),
          [statusLabel('rechazado')]: of('rechazado'),
          [statusLabel('cancelled')]: of('cancelled'),
        };
      });
      return (
        <BarChart
          h={240}
          data={totals}
          dataKey="Verano"
          type="stacked"
          series={seriesOf([statusLabel('rechazado'), statusLabel('cancelled')])}
          withLegend
        />
      );
    }
    case 'dinero':
      return (
        <BarChart
          h={260}
          data={data}
          dataKey={first}
          series={seriesOf(rest)}
          withLegend
          valueFormatter={(v) => pesos.format(v)}
          yAxisProps={{ width: 90 }}
        />
      );
    case 'resultados':
      return (
        <BarChart
          h={rowsHeight(18 * analytics.years.length + 14)}
          data={data}
          dataKey={first}
          orientation="vertical"
          series={yearSeries(
            rest.filter((c) => c.startsWith('Aprobación')),
            analytics.years,
            () => false,
          )}
          withLegend
          valueFormatter={(v) => `${v} %`}
          yAxisProps={{ width: 130 }}
          xAxisProps={{ domain: [0, 100] }}
          gridAxis="x"
        />
      );
    default:
      return null;
  }
}
