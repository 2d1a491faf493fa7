import { useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { PAGE_SIZES } from '@portal/domain/constants';
import type { ClassSort } from '@portal/domain/schemas';
import { ResultCount } from '../../../components/result-count.tsx';
import { useAdminClasses } from '../../../api/class-admin.ts';
import { sortParam } from '../class-sort.ts';
import { useClassView } from '../use-class-view.ts';
import { ClassGridResults, ClassPager } from './class-grid-results.tsx';
import { RosterButton } from './roster-button.tsx';
import { NameStatusFilters, useNameStatusFilter } from './name-status-filters.tsx';
import { keepPageInRange } from '../page-range.ts';
import type { StatusOption } from './status-filter.tsx';
import { ViewToggle } from './view-toggle.tsx';

const STATUS_OPTIONS: StatusOption[] = [
  { value: null, label: 'Todos' },
  { value: 'pendiente', label: 'Pendiente' },
  { value: 'aprobado', label: 'Aprobada' },
  { value: 'rechazado', label: 'Rechazada' },
  { value: 'active', label: 'Activa' },
  { value: 'cancelled', label: 'Cancelada' },
];

/**
 * "Gestión de Estudiantes" (docs/architecture.md, Screens): classes 9 per page, a subject-name search (400 ms debounce)
 * and a status filter; each card opens the class's roster. The admin may switch to the sortable
 * table (25 per page, same filters), and the choice is remembered.
 */
export function StudentsSection() {
  const { status, subjectName, period, ready, page, setPage, filterProps } = useNameStatusFilter();
  const [view, setView] = useClassView();
  const [sort, setSort] = useState<ClassSort | null>(null);
  const table = view === 'table';
  const list = useAdminClasses(
    {
      page,
      pageSize: table ? PAGE_SIZES.adminTable : PAGE_SIZES.adminStudentManagement,
      status,
      subjectName,
      period,
      sort: table ? sortParam(sort) : null,
    },
    ready,
  );
  const total = list.data?.meta.total ?? 0;
  keepPageInRange(list, page, setPage);

  const content = (
    <ClassGridResults
      list={list}
      empty={{
        title: 'No hay clases que coincidan.',
        description: subjectName || status ? 'Prueba con otro nombre o con otro estado.' : undefined,
      }}
      pager={<ClassPager list={list} page={page} onChange={setPage} />}
      cardActions={(cls, shown) => <RosterButton cls={cls} fullWidth={shown === 'cards'} />}
      view={view}
      sort={sort}
      onSort={(next) => {
        setSort(next);
        setPage(1);
      }}
    />
  );

  return (
    <Stack gap="lg">
      <NameStatusFilters options={STATUS_OPTIONS} {...filterProps} />
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {list.isSuccess ? (
          <ResultCount count={total} noun={['clase', 'clases']} refreshing={list.isFetching} />
        ) : (
          <span />
        )}
        <ViewToggle
          value={view}
          onChange={(v) => {
            setView(v);
            setPage(1);
          }}
        />
      </Group>
      {content}
    </Stack>
  );
}
