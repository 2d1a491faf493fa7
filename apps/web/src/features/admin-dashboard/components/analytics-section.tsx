import { Group, Stack, Text } from '@mantine/core';
import { LoadingState } from '../../../components/page-states.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useAnalytics } from '../../../api/analytics.ts';
import { PeriodSelect, usePeriodChoice } from './period-select.tsx';
import { analyticsTables } from '../../../components/analytics/analytics-tables.ts';
import { FigureChart } from '../../../components/analytics/figure-chart.tsx';
import { FigurePanel } from '../../../components/analytics/figure-panel.tsx';

/**
 * «Analítica» (docs/rules.md DEM-5 – DEM-9): the summer's demand, fill, enrolments, cancellations, money and
 * results against the summers before it; every chart with its table and CSV. The chart library is loaded
 * only here (this section is its own chunk).
 */
export function AnalyticsSection() {
  const choice = usePeriodChoice();
  const analytics = useAnalytics(choice.ready ? choice.period : null);
  const data = analytics.data;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        <PeriodSelect
          value={choice.period}
          onChange={(y) => y !== null && choice.setPeriod(y)}
          label="Verano"
          withAll={false}
        />
        {data ? (
          <Text fz="sm" c="dimmed">
            Comparado con: {data.years.filter((y) => y !== data.year).join(', ') || 'ningún verano anterior'}
          </Text>
        ) : null}
      </Group>
      {analytics.isError ? (
        <ErrorAlert title="No se pudo cargar la analítica">
          {userMessage(analytics.error, 'Intenta nuevamente.')}
        </ErrorAlert>
      ) : !data ? (
        <LoadingState label="Cargando la analítica..." />
      ) : (
        analyticsTables(data).map((figure) => (
          <FigurePanel
            key={`${data.year}-${figure.id}`}
            figure={figure}
            year={data.year}
            chart={<FigureChart figure={figure} analytics={data} />}
          />
        ))
      )}
    </Stack>
  );
}
