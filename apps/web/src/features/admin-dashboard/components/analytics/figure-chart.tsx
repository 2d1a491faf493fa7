import { BarChart, LineChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import type { AnalyticsResponse } from '@portal/domain/schemas';
import { chartData, statusLabel, type FigureTable } from './analytics-tables.ts';

const COLORS = ['navy.6', 'teal.7', 'orange.7', 'grape.6', 'cyan.8', 'red.7'];
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
const number = new Intl.NumberFormat('es-MX');

const seriesOf = (names: string[]) => names.map((name, i) => ({ name, color: COLORS[i % COLORS.length]! }));

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
          series={seriesOf(rest)}
          withLegend
          valueFormatter={(v) => number.format(v)}
          yAxisProps={{ width: 130 }}
          gridAxis="x"
        />
      );
    case 'llenado':
      return (
        <BarChart
          h={rowsHeight(26)}
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
          yAxisProps={{ width: 150 }}
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
          series={seriesOf(rest.filter((c) => c.startsWith('Acumulado')))}
          withLegend
          withDots={false}
          connectNulls
          valueFormatter={(v) => number.format(v)}
        />
      );
    case 'cancelaciones': {
      const totals = analytics.years.map((y) => {
        const of = (status: string) =>
          (analytics.cancellations ?? []).filter((c) => c.year === y && c.status === status).reduce((s, c) => s + c.classes, 0);
        return { Verano: String(y), [statusLabel('rechazado')]: of('rechazado'), [statusLabel('cancelled')]: of('cancelled') };
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
          series={seriesOf(rest.filter((c) => c.startsWith('Aprobación')))}
          withLegend
          unit="%"
          yAxisProps={{ width: 130 }}
          xAxisProps={{ domain: [0, 100] }}
          gridAxis="x"
        />
      );
    default:
      return null;
  }
}
