import type { ReactNode } from 'react';
import { SimpleGrid } from '@mantine/core';
import type { ClassItem, ClassSort } from '@portal/domain/schemas';
import { ClassCard } from '../../../components/class-card/index.ts';
import { NumberedPagination } from '../../../components/numbered-pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import type { useAdminClasses } from '../../../api/class-admin.ts';
import { REVIEW_TEXTS } from '../texts.ts';
import type { ClassView } from '../use-class-view.ts';
import { ClassRoomRow } from './class-room-row.tsx';
import { ClassTable } from './class-table.tsx';
import { ClassTeacherRow } from './class-teacher-row.tsx';

/**
 * A dashboard list of classes as a person sees it: loading, the load error with `Reintentar`, the
 * empty text, or the classes — as cards (with the room and teacher of an approved or active class), or as the
 * admin's sortable table — with the pager. The sections choose each class's buttons (and any extra
 * line or column) and the pager.
 */
export function ClassGridResults({
  list,
  empty,
  cardActions,
  cardExtra,
  pager,
  view = 'cards',
  sort = null,
  onSort,
  tableExtras,
}: {
  list: ReturnType<typeof useAdminClasses>;
  empty: { title: string; description?: string | undefined };
  cardActions: (cls: ClassItem, view: ClassView) => ReactNode;
  cardExtra?: (cls: ClassItem) => ReactNode;
  pager: ReactNode;
  view?: ClassView;
  sort?: ClassSort | null;
  onSort?: (sort: ClassSort) => void;
  tableExtras?: readonly { label: string; cell: (cls: ClassItem) => ReactNode }[];
}) {
  if (list.isPending) return <LoadingState label="Cargando clases..." />;
  if (list.isError)
    return (
      <ErrorState
        title={REVIEW_TEXTS.loadError}
        message={userMessage(list.error, 'No se pudieron cargar las clases.')}
        onRetry={() => void list.refetch()}
      />
    );
  if (list.data.data.length === 0) return <EmptyState title={empty.title} description={empty.description} />;
  if (view === 'table')
    return (
      <>
        <ClassTable
          items={list.data.data}
          sort={sort}
          onSort={(next) => onSort?.(next)}
          actions={(cls) => cardActions(cls, 'table')}
          {...(tableExtras ? { extras: tableExtras } : {})}
        />
        {pager}
      </>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {list.data.data.map((cls) => (
          <ClassCard key={cls.id_class} data={cls} headingLevel={2} actions={cardActions(cls, 'cards')}>
            <ClassRoomRow cls={cls} />
            <ClassTeacherRow cls={cls} />
            {cardExtra?.(cls)}
          </ClassCard>
        ))}
      </SimpleGrid>
      {pager}
    </>
  );
}

/** The numbered pager under a dashboard list of classes ("Páginas de clases"). */
export function ClassPager({
  list,
  page,
  onChange,
}: {
  list: ReturnType<typeof useAdminClasses>;
  page: number;
  onChange: (page: number) => void;
}) {
  return (
    <NumberedPagination
      page={page}
      totalPages={list.data?.meta.totalPages ?? 0}
      onChange={onChange}
      label="Páginas de clases"
    />
  );
}
