import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { ActivityList } from '../../../components/activity-list.tsx';
import { ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { classActivityQueryOptions } from '../../../api/activity.ts';

/** «Historial de la clase»: this class's own records of the Bitácora, newest first. */
export function ClassHistory({ classId }: { classId: number }) {
  const [page, setPage] = useState(1);
  const query = useQuery(classActivityQueryOptions(classId, page));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`historial-${classId}`}>
      <Stack gap="sm">
        <Title order={2} size="h4" c="navy.8" id={`historial-${classId}`}>
          Historial de la clase
        </Title>
        {query.isPending ? (
          <LoadingState label="Cargando el historial..." />
        ) : query.isError ? (
          <ErrorState title="No se pudo cargar el historial" onRetry={() => void query.refetch()} />
        ) : query.data.data.length === 0 ? (
          <Text fz="sm" c="gray.7">
            Todavía no hay cambios registrados para esta clase.
          </Text>
        ) : (
          <ActivityList
            entries={query.data.data}
            pages={{ page, totalPages: query.data.meta.totalPages, onChange: setPage, label: 'Páginas del historial' }}
          />
        )}
      </Stack>
    </Paper>
  );
}
