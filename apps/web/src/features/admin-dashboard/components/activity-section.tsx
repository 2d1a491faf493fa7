import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CloseButton, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconFileText, IconFilter } from '@tabler/icons-react';
import { ACTIVITY_ACTION_LIST, ACTIVITY_ACTIONS } from '@portal/domain/rules';
import { ActivityList } from '../../../components/activity-list.tsx';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { activityQueryOptions, type ActivityFilters } from '../../../api/activity.ts';
import { downloadActivityCsv } from '../../../api/exports.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import { PeriodSelect, usePeriodChoice } from './period-select.tsx';

const ACTION_OPTIONS = ACTIVITY_ACTION_LIST.map((value) => ({ value, label: ACTIVITY_ACTIONS[value] }));

/** «Bitácora»: every change of the portal, filtered by person, action, class and dates; paged; CSV. */
export function ActivitySection() {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [person, setPerson] = useState<string | null>(null);
  const [draft, setDraft] = useState({ action: '', classId: '', from: '', to: '' });
  /** A text filter's value and its change handler; `clean` keeps only what the field accepts. */
  const field = (key: 'classId' | 'from' | 'to', clean = (value: string) => value) => ({
    value: draft[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      const value = clean(e.currentTarget.value);
      setDraft((d) => ({ ...d, [key]: value }));
    },
  });
  const [page, setPage] = useState(1);
  const csv = useFileDownload();
  const { period, setPeriod, ready } = usePeriodChoice();
  const withPeriod = { ...filters, period: period ?? undefined };
  const query = useQuery({ ...activityQueryOptions(withPeriod, page), enabled: ready });

  const apply = (next: ActivityFilters) => {
    setFilters(next);
    setPage(1);
  };
  function submit(e: FormEvent) {
    e.preventDefault();
    const classId = Number.parseInt(draft.classId, 10);
    apply({
      userId: filters.userId,
      action: draft.action || undefined,
      classId: Number.isFinite(classId) && classId > 0 ? classId : undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  }
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label="Filtros de la bitácora">
        <Group align="end" gap="sm" wrap="wrap">
          <Box w={{ base: '100%', sm: 220 }}>
            <PeriodSelect
              value={period}
              onChange={(year) => {
                setPeriod(year);
                setPage(1);
              }}
            />
          </Box>
          <Select
            label="Acción"
            placeholder="Todas"
            data={ACTION_OPTIONS}
            value={draft.action || null}
            onChange={(v) => setDraft((d) => ({ ...d, action: v ?? '' }))}
            clearable
            searchable
            w={{ base: '100%', sm: 260 }}
          />
          <TextInput
            label="Número de clase"
            inputMode="numeric"
            {...field('classId', (v) => v.replace(/\D/g, ''))}
            w={{ base: '100%', sm: 150 }}
          />
          <TextInput label="Desde" type="date" {...field('from')} w={{ base: '100%', sm: 170 }} />
          <TextInput label="Hasta" type="date" {...field('to')} w={{ base: '100%', sm: 170 }} />
          <Button type="submit" leftSection={<IconFilter size={18} aria-hidden />}>
            Filtrar
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileText size={18} aria-hidden />}
            onClick={() =>
              void csv.download(
                true,
                () => downloadActivityCsv(withPeriod),
                'No se pudo descargar la bitácora. Intenta nuevamente.',
              )
            }
          >
            Exportar CSV
          </Button>
        </Group>
        {person ? (
          <Group gap={4} mt="sm">
            <Text fz="sm">Persona: {person}</Text>
            <CloseButton
              aria-label="Quitar el filtro de persona"
              onClick={() => {
                setPerson(null);
                apply({ ...filters, userId: undefined });
              }}
            />
          </Group>
        ) : null}
        <Text fz="xs" c="gray.7" mt="xs">
          Pulsa el nombre de una persona o de una clase en la lista para filtrar por ella.
        </Text>
      </Paper>
      {csv.error ? (
        <Alert color="red" title="Error en la descarga">
          {csv.error}
        </Alert>
      ) : null}
      {query.isPending ? (
        <LoadingState label="Cargando la bitácora..." />
      ) : query.isError ? (
        <ErrorState
          title="No se pudo cargar la bitácora"
          message={userMessage(query.error, 'Intenta nuevamente.')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Text fz="sm" c="gray.7" role="status">
            {query.data.meta.total === 1 ? '1 registro' : `${query.data.meta.total} registros`}
          </Text>
          {query.data.data.length === 0 ? (
            <Text>No hay registros con estos filtros.</Text>
          ) : (
            <ActivityList
              entries={query.data.data}
              pages={{
                page,
                totalPages: query.data.meta.totalPages,
                onChange: setPage,
                label: 'Páginas de la bitácora',
              }}
              onPerson={(userId, name) => {
                setPerson(name);
                apply({ ...filters, userId });
              }}
              onClass={(classId) => {
                setDraft((d) => ({ ...d, classId: String(classId) }));
                apply({ ...filters, classId });
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}
