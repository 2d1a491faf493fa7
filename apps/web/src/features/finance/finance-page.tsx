import { useState } from 'react';
import { Navigate } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { FinancePayment } from '@portal/domain/schemas';
import { useFinancePayments, useLedger, type FinanceFilter } from '../../api/finance-payments.ts';
import { AreaPageContainer } from '../../components/area-page-container.tsx';
import { NumberedPagination } from '../../components/numbered-pagination.tsx';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { userMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { paths } from '../../config/paths.ts';
import { LedgerSummary } from './components/ledger-summary.tsx';
import { PaymentDialog } from './components/payment-dialog.tsx';
import { PaymentFilters } from './components/payment-filters.tsx';
import { PaymentCards, PaymentsTable } from './components/payments-list.tsx';

export { FinanceHoldsPage } from './finance-holds-page.tsx';

/**
 * «Pagos» (Recursos Financieros and administrators, docs/rules.md PGO-9..PGO-14): the summer's payments with the
 * receipts to review first and the refunds to pay next; each opens with its receipt beside its data to validate
 * or reject; the summer's totals and its ledger on top.
 */
export function FinancePage() {
  const { user } = useAuth();
  if (user?.type === 'staff' && user.role === 'teacher') return <Navigate to={paths.teacherClasses} replace />;
  return <FinanceWork />;
}

function FinanceWork() {
  const [filter, setFilter] = useState<FinanceFilter>({
    period: null,
    classId: null,
    status: null,
    q: '',
    from: '',
    to: '',
    page: 1,
  });
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search, 300);
  const [open, setOpen] = useState<FinancePayment | null>(null);
  const desk = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const list = useFinancePayments({ ...filter, q });
  const period = filter.period ?? list.data?.period ?? null;
  const ledger = useLedger(period);
  const change = (next: Partial<FinanceFilter>) => setFilter((f) => ({ ...f, ...next }));
  const rows = list.data?.data ?? [];

  return (
    <AreaPageContainer>
      <Stack gap="lg" py="lg">
        <Stack gap={4}>
          <Title order={1} c="navy.8">
            Pagos
          </Title>
          <Text>Comprobantes por validar, reembolsos por pagar y el dinero de cada verano.</Text>
        </Stack>
        <LedgerSummary ledger={ledger.data} />
        <Stack gap="sm" component="section" aria-labelledby="payments-list-title">
          <Title order={2} size="h3" c="navy.8" id="payments-list-title">
            Pagos del verano
          </Title>
          <PaymentFilters
            filter={filter}
            period={period}
            counts={list.data?.counts}
            ledger={ledger.data}
            search={search}
            onChange={change}
            onSearch={(text) => {
              setSearch(text);
              change({ page: 1 });
            }}
          />
          {list.isPending ? (
            <LoadingState label="Cargando pagos..." />
          ) : list.isError ? (
            <ErrorState
              title="No se pudieron cargar los pagos"
              message={userMessage(list.error, 'Intenta nuevamente.')}
              onRetry={() => void list.refetch()}
            />
          ) : (
            <>
              <Text fz="sm" role="status">
                {list.data.meta.total === 1 ? '1 pago' : `${list.data.meta.total} pagos`}
              </Text>
              {rows.length === 0 ? (
                <Text c="dark.6">No hay pagos con estos filtros.</Text>
              ) : desk ? (
                <PaymentsTable rows={rows} onOpen={setOpen} />
              ) : (
                <PaymentCards rows={rows} onOpen={setOpen} />
              )}
              {list.data.meta.totalPages > 1 ? (
                <NumberedPagination
                  page={list.data.meta.page}
                  totalPages={list.data.meta.totalPages}
                  onChange={(page) => change({ page })}
                  label="Páginas de pagos"
                />
              ) : null}
            </>
          )}
        </Stack>
      </Stack>
      <PaymentDialog payment={open} onClose={() => setOpen(null)} />
    </AreaPageContainer>
  );
}
