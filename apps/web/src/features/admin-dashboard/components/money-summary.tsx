import { Link } from 'react-router';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Ledger } from '@portal/domain/schemas';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../config/paths.ts';
import { CardGrid } from '../../../components/card-grid.tsx';

const SHOWN = [
  ['validated', 'Validado'],
  ['inReview', 'En revisión'],
  ['owed', 'Por pagar'],
  ['credits', 'Saldo a favor'],
  ['refundsRequested', 'Reembolso solicitado'],
  ['refunded', 'Reembolsado'],
] as const;

// Pesos as «$1,250.00» (the domain's formatPesos would bring its whole module into the dashboard's first load).
const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', currencyDisplay: 'narrowSymbol' });

/**
 * The summer's money on the overview (the same totals as «Pagos» and its XLSX ledger, docs/rules.md PGO-14),
 * in a chunk of its own fetched with the overview; the details are on «Pagos».
 */
export function MoneySummary({ period }: { period: number }) {
  const ledger = useQuery({
    // The key «Pagos» uses for the same totals (api/finance-payments.ts), so either screen refreshes the other.
    queryKey: ['finance-payments', 'ledger', period],
    queryFn: ({ signal }) => api.get<Ledger>('/payments/ledger', { period }, { signal }),
  });
  if (!ledger.data) return null;
  const total = ledger.data.total;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="money-summary-title">
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h4" c="navy.8" id="money-summary-title">
          Pagos del verano
        </Title>
        <Button component={Link} to={paths.staffPayments} variant="subtle" color="navy">
          Abrir Pagos
        </Button>
      </Group>
      <CardGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="xs">
        {SHOWN.map(([key, label]) => (
          <div key={key}>
            <Text fz="xs" c="dark.6">
              {label}
            </Text>
            <Text fw={700}>{pesos.format(total[key])}</Text>
          </div>
        ))}
      </CardGrid>
    </Paper>
  );
}
