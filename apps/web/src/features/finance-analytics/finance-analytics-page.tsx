import { useState } from 'react';
import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { LoadingState } from '../../components/page-states.tsx';
import { analyticsTables } from '../../components/analytics/analytics-tables.ts';
import { FigureChart } from '../../components/analytics/figure-chart.tsx';
import { FigurePanel } from '../../components/analytics/figure-panel.tsx';
import { useAnalytics } from '../../api/analytics.ts';
import { usePeriods } from '../../api/periods.ts';
import { userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/**
 * /staff/analitica (docs/rules.md DEM-5): what Recursos Financieros sees of the analytics — each summer's money
 * (expected, validated, credited) against the summers before it, with its table and CSV. The API answers finance
 * with the money part only; an administrator who opens it sees every chart, as in the dashboard.
 */
export function FinanceAnalyticsPage() {
  usePageTitle('Analítica');
  const { user } = useAuth();
  const periods = usePeriods();
  const [chosen, setChosen] = useState<number | null>(null);
  const year = chosen ?? periods.data?.current ?? null;
  const analytics = useAnalytics(user?.type === 'staff' && user.role !== 'teacher' ? year : null);
  const data = analytics.data;
  const years = [...(periods.data?.periods ?? [])].sort((a, b) => b.year - a.year);
  return (
    <AreaPageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2" c="navy.8">
            Analítica
          </Title>
          <Text c="dimmed" mt={4}>
            El dinero de cada verano contra los anteriores: lo esperado, lo validado y el saldo a favor.
          </Text>
        </div>
        <NativeSelect
          label="Verano"
          maw={260}
          data={years.map((p) => ({ value: String(p.year), label: p.name }))}
          value={year === null ? '' : String(year)}
          onChange={(e) => setChosen(Number(e.currentTarget.value))}
        />
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
    </AreaPageContainer>
  );
}
