import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { ClassItem } from '@portal/domain/schemas';
import { ClassCard } from '../../../components/class-card/index.ts';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { useAdminClasses } from '../api/get-admin-classes.ts';
import { REVIEW_TEXTS } from '../texts.ts';

/**
 * A dashboard list of classes as a person sees it: loading, the load error with `Reintentar`, the
 * empty text, or the grid of class cards with its pager. The sections choose each card's buttons
 * (and any extra line) and the pager.
 */
export function ClassGridResults({
  list,
  empty,
  cardActions,
  cardExtra,
  pager,
}: {
  list: ReturnType<typeof useAdminClasses>;
  empty: { title: string; description?: string | undefined };
  cardActions: (cls: ClassItem) => ReactNode;
  cardExtra?: (cls: ClassItem) => ReactNode;
  pager: ReactNode;
}) {
  if (list.isPending) return <LoadingState label="Cargando clases..." />;
  if (list.isError)
    return (
      <ErrorState
        title={REVIEW_TEXTS.loadError}
        message={errorMessage(list.error, 'No se pudieron cargar las clases.')}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.data.data.map((cls) => (
          <ClassCard key={cls.id_class} data={cls} headingLevel={2} actions={cardActions(cls)}>
            {cardExtra?.(cls)}
          </ClassCard>
        ))}
      </SimpleGrid>
      {pager}
    </>
  );
}
