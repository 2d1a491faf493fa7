import { Group, NativeSelect, TextInput } from '@mantine/core';
import { PLACE_PAYMENT_LABELS, PLACE_PAYMENT_STATUSES, type PlacePaymentStatus } from '@portal/domain/rules';
import type { Ledger } from '@portal/domain/schemas';
import { usePeriods } from '../../../api/periods.ts';
import type { FinanceFilter } from '../../../api/finance-payments.ts';

/** The states in the order finance works them: what waits for them first. */
const WORK_ORDER: PlacePaymentStatus[] = [
  'en_revision',
  'reembolso_solicitado',
  'rechazado',
  'pendiente',
  'vencido',
  'validado',
  'saldo_a_favor',
  'reembolsado',
];

/** Finance's filters: summer, class, state (with how many are in each) and a search by name or reference. */
export function PaymentFilters({
  filter,
  period,
  counts,
  ledger,
  search,
  onChange,
  onSearch,
}: {
  filter: FinanceFilter;
  period: number | null;
  counts: Partial<Record<PlacePaymentStatus, number>> | undefined;
  ledger: Ledger | undefined;
  search: string;
  onChange: (next: Partial<FinanceFilter>) => void;
  onSearch: (text: string) => void;
}) {
  const periods = usePeriods();
  const years = [...new Set([...(periods.data?.periods ?? []).map((p) => p.year), ...(period ? [period] : [])])].sort(
    (a, b) => b - a,
  );
  const states = WORK_ORDER.filter((s) => PLACE_PAYMENT_STATUSES.includes(s));
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label="Verano"
        value={period === null ? '' : String(period)}
        data={years.map((y) => ({ value: String(y), label: String(y) }))}
        onChange={(e) => onChange({ period: Number(e.currentTarget.value), classId: null, page: 1 })}
        miw={110}
      />
      <NativeSelect
        label="Estado"
        value={filter.status ?? ''}
        data={[
          { value: '', label: 'Todos' },
          ...states.map((s) => ({ value: s, label: `${PLACE_PAYMENT_LABELS[s]} (${counts?.[s] ?? 0})` })),
        ]}
        onChange={(e) => onChange({ status: (e.currentTarget.value || null) as PlacePaymentStatus | null, page: 1 })}
        miw={200}
      />
      <NativeSelect
        label="Clase"
        value={filter.classId === null ? '' : String(filter.classId)}
        data={[
          { value: '', label: 'Todas' },
          ...(ledger?.classes ?? []).map((c) => ({ value: String(c.classId), label: `${c.clave} · ${c.subject}` })),
        ]}
        onChange={(e) => onChange({ classId: e.currentTarget.value ? Number(e.currentTarget.value) : null, page: 1 })}
        style={{ flex: '1 1 220px' }}
      />
      <TextInput
        type="date"
        label="Recibido desde"
        value={filter.from}
        onChange={(e) => onChange({ from: e.currentTarget.value, page: 1 })}
        w={160}
      />
      <TextInput
        type="date"
        label="Recibido hasta"
        value={filter.to}
        onChange={(e) => onChange({ to: e.currentTarget.value, page: 1 })}
        w={160}
      />
      <TextInput
        label="Buscar"
        placeholder="Nombre, número de control o referencia"
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
        style={{ flex: '1 1 220px' }}
      />
    </Group>
  );
}
