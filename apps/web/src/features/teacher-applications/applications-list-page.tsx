import { useState } from 'react';
import { Box, Button, Group, NativeSelect, Stack, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { DEBOUNCE_MS, MOBILE_BREAKPOINT_PX } from '@portal/domain/constants';
import { EmptyState, ErrorState, LoadingState } from '../../components/page-states.tsx';
import { paths } from '../../config/paths.ts';
import { userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useApplications, type AcceptedFilter } from '../../api/teacher-applications.ts';
import { ApplicationsCards, ApplicationsTable } from './components/applications-table.tsx';
import { ResultCount } from '../../components/result-count.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { SearchInput } from '../../components/search-input.tsx';

const ACCEPTED_OPTIONS: { value: AcceptedFilter; label: string }[] = [
  { value: 'all', label: 'Todas' },
  { value: 'accepted', label: 'Aceptadas' },
  { value: 'not-accepted', label: 'No aceptadas' },
];

/** /admin/teacher-applications: the admin reviews who wants to teach (docs/architecture.md, Screens). */
export function ApplicationsListPage() {
  usePageTitle('Solicitudes de Profesores');
  const [search, setSearch] = useState('');
  const [accepted, setAccepted] = useState<AcceptedFilter>('all');
  const [debouncedSearch] = useDebouncedValue(search, DEBOUNCE_MS.teacherApplicationsSearch);
  const query = useApplications({ search: debouncedSearch, accepted });
  const wide = useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`, false, { getInitialValueInEffect: false });
  const filtered = debouncedSearch.trim() !== '' || accepted !== 'all';

  let content;
  if (query.isPending) content = <LoadingState label="Cargando solicitudes..." />;
  else if (query.isError)
    content = (
      <ErrorState
        title="Error al cargar las solicitudes"
        message={userMessage(query.error, 'No se pudieron cargar las solicitudes.')}
        onRetry={() => void query.refetch()}
      />
    );
  else if (query.data.length === 0)
    content = filtered ? (
      <EmptyState
        title="Ninguna solicitud coincide con la búsqueda."
        description="Prueba con otro nombre o correo, o con otro estado."
        action={
          <Button
            variant="light"
            onClick={() => {
              setSearch('');
              setAccepted('all');
            }}
          >
            Ver todas las solicitudes
          </Button>
        }
      />
    ) : (
      <EmptyState title="No hay solicitudes registradas." />
    );
  else content = wide ? <ApplicationsTable items={query.data} /> : <ApplicationsCards items={query.data} />;

  return (
    <Box maw={1200} mx="auto">
      <Stack gap="lg">
        <BackLink to={`${paths.adminDashboard}?seccion=profesores`}>Volver a Gestión de Profesores</BackLink>
        <Title order={1} size="h2" c="navy.8">
          Solicitudes de Profesores
        </Title>
        <Group align="flex-end" gap="md" wrap="wrap">
          <SearchInput
            label="Buscar"
            placeholder="Nombre o correo"
            value={search}
            onSearch={setSearch}
            style={{ flex: '1 1 240px' }}
          />
          <NativeSelect
            label="Estado"
            data={ACCEPTED_OPTIONS}
            value={accepted}
            onChange={(e) => setAccepted(e.currentTarget.value as AcceptedFilter)}
            style={{ flex: '0 1 200px' }}
          />
        </Group>
        {query.isSuccess ? (
          <ResultCount count={query.data.length} noun={['solicitud', 'solicitudes']} refreshing={query.isFetching} />
        ) : null}
        {content}
      </Stack>
    </Box>
  );
}
