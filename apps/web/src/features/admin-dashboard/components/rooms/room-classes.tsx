import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconChalkboardTeacher, IconDoor } from '@tabler/icons-react';
import { PAGE_SIZES } from '@portal/domain/constants';
import { ASSIGNABLE_STATUSES } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { ResultCount } from '../../../../components/result-count.tsx';
import { useAdminClasses } from '../../../../api/class-admin.ts';
import { ClassGridResults, ClassPager } from '../class-grid-results.tsx';
import { NameStatusFilters, useNameStatusFilter } from '../name-status-filters.tsx';
import { keepPageInRange } from '../../page-range.ts';
import type { StatusOption } from '../status-filter.tsx';
import { AssignRoomModal } from './assign-room-modal.tsx';
import { AssignTeacherModal } from './assign-teacher-modal.tsx';

const STATUS_OPTIONS: StatusOption[] = [
  { value: null, label: 'Todas' },
  { value: 'aprobado', label: 'Aprobadas' },
  { value: 'active', label: 'Activas' },
];

/**
 * The classes that may get a room and a teacher (approved or active), 9 per page, with a subject-name
 * search; each card shows its room and teacher and opens "Asignar salón" or "Asignar docente".
 */
export function RoomClasses() {
  const { status, subjectName, period, ready, page, setPage, filterProps } = useNameStatusFilter();
  const [assigning, setAssigning] = useState<ClassItem | null>(null);
  const [staffing, setStaffing] = useState<ClassItem | null>(null);
  const list = useAdminClasses(
    {
      page,
      pageSize: PAGE_SIZES.adminStudentManagement,
      status: status ?? ASSIGNABLE_STATUSES,
      subjectName,
      period,
    },
    ready,
  );
  keepPageInRange(list, page, setPage);

  return (
    <Stack gap="lg">
      <NameStatusFilters options={STATUS_OPTIONS} {...filterProps} />
      {list.isSuccess ? (
        <ResultCount count={list.data.meta.total} noun={['clase', 'clases']} refreshing={list.isFetching} />
      ) : null}
      <ClassGridResults
        list={list}
        empty={{
          title: 'No hay clases aprobadas ni activas que coincidan.',
          description: 'Un salón y un docente se asignan a una clase aprobada o activa.',
        }}
        pager={<ClassPager list={list} page={page} onChange={setPage} />}
        cardActions={(cls) => (
          <>
            <Button
              fullWidth
              variant={cls.room ? 'light' : 'filled'}
              leftSection={<IconDoor size={18} aria-hidden />}
              aria-label={`${cls.room ? 'Cambiar salón' : 'Asignar salón'} de ${classTitle(cls)} (clase ${cls.id_class})`}
              onClick={() => setAssigning(cls)}
            >
              {cls.room ? 'Cambiar salón' : 'Asignar salón'}
            </Button>
            <Button
              fullWidth
              variant={cls.teacher ? 'light' : 'filled'}
              leftSection={<IconChalkboardTeacher size={18} aria-hidden />}
              aria-label={`${cls.teacher ? 'Cambiar docente' : 'Asignar docente'} de ${classTitle(cls)} (clase ${cls.id_class})`}
              onClick={() => setStaffing(cls)}
            >
              {cls.teacher ? 'Cambiar docente' : 'Asignar docente'}
            </Button>
          </>
        )}
      />
      <AssignRoomModal cls={assigning} onClose={() => setAssigning(null)} />
      <AssignTeacherModal cls={staffing} onClose={() => setStaffing(null)} />
    </Stack>
  );
}
