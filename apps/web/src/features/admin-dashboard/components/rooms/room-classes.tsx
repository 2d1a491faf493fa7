import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconChalkboardTeacher, IconDoor } from '@tabler/icons-react';
import { PAGE_SIZES } from '@portal/domain/constants';
import { ASSIGNABLE_STATUSES, roomLabel } from '@portal/domain/rules';
import type { ClassItem, ClassSort } from '@portal/domain/schemas';
import { classTitle } from '../../../../components/class-card/index.ts';
import { ResultCount } from '../../../../components/result-count.tsx';
import { useAdminClasses } from '../../../../api/class-admin.ts';
import { ClassGridResults, ClassPager } from '../class-grid-results.tsx';
import { NameStatusFilters, useNameStatusFilter } from '../name-status-filters.tsx';
import { keepPageInRange } from '../../page-range.ts';
import { sortParam } from '../../class-sort.ts';
import { useClassView } from '../../use-class-view.ts';
import { StatusFilter, type StatusOption } from '../status-filter.tsx';
import { ViewToggle } from '../view-toggle.tsx';
import { usePastPeriod } from '../period-select.tsx';
import { PastSummerNote } from '../past-summer-note.tsx';
import { AssignRoomModal } from './assign-room-modal.tsx';
import { AssignTeacherModal } from './assign-teacher-modal.tsx';

const STATUS_OPTIONS: StatusOption[] = [
  { value: null, label: 'Todas' },
  { value: 'aprobado', label: 'Aprobadas' },
  { value: 'active', label: 'Activas' },
];

type Missing = 'room' | 'teacher' | 'either';
const MISSING_OPTIONS: StatusOption<Missing>[] = [
  { value: null, label: 'Todas' },
  { value: 'either', label: 'Cualquiera' },
  { value: 'room', label: 'Salón' },
  { value: 'teacher', label: 'Docente' },
];

/** What the table says in the room and teacher columns: the assignment, or that it is missing. */
function Assigned({ text }: { text: string | null }) {
  return text ? (
    <Text fz="sm">{text}</Text>
  ) : (
    <Text fz="sm" c="red.9" fw={600}>
      Falta
    </Text>
  );
}

/**
 * The classes that may get a room and a teacher (approved or active), with a subject-name search and the
 * «Falta» buttons (without a room, a teacher, or either); as cards (9 per page) or as the sortable table (25,
 * with the room and teacher columns) — the same remembered choice as the approvals. Each class opens
 * "Asignar salón" or "Asignar docente", whose pickers say each room's and teacher's clash before sending.
 */
export function RoomClasses() {
  const { status, subjectName, period, ready, page, setPage, filterProps } = useNameStatusFilter();
  const [assigning, setAssigning] = useState<ClassItem | null>(null);
  const [staffing, setStaffing] = useState<ClassItem | null>(null);
  const [missing, setMissing] = useState<Missing | null>(null);
  const [view, setView] = useClassView();
  const [sort, setSort] = useState<ClassSort | null>(null);
  const table = view === 'table';
  // A summer that ended is looked at: its classes keep the room and teacher they had.
  const past = usePastPeriod(period);
  const list = useAdminClasses(
    {
      page,
      pageSize: table ? PAGE_SIZES.adminTable : PAGE_SIZES.adminStudentManagement,
      status: status ?? ASSIGNABLE_STATUSES,
      subjectName,
      period,
      missing,
      sort: table ? sortParam(sort) : null,
    },
    ready,
  );
  // Any filter, order or view change starts again at page 1.
  const filter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  keepPageInRange(list, page, setPage);

  return (
    <Stack gap="lg">
      <NameStatusFilters options={STATUS_OPTIONS} {...filterProps} />
      <StatusFilter label="Falta" options={MISSING_OPTIONS} value={missing} onChange={filter(setMissing)} />
      {past && period !== null ? <PastSummerNote year={period} what="se les asigna salón ni docente" /> : null}
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        {list.isSuccess ? (
          <ResultCount count={list.data.meta.total} noun={['clase', 'clases']} refreshing={list.isFetching} />
        ) : (
          <span />
        )}
        <ViewToggle value={view} onChange={filter(setView)} />
      </Group>
      <ClassGridResults
        list={list}
        empty={
          missing
            ? {
                title: 'No falta nada aquí.',
                description: 'Todas las clases que coinciden tienen lo que buscas asignado.',
              }
            : {
                title: 'No hay clases aprobadas ni activas que coincidan.',
                description: 'Un salón y un docente se asignan a una clase aprobada o activa.',
              }
        }
        view={view}
        sort={sort}
        onSort={filter(setSort)}
        tableExtras={[
          {
            label: 'Salón',
            cell: (cls) => <Assigned text={cls.room ? roomLabel(cls.room.name, cls.room.building) : null} />,
          },
          { label: 'Docente', cell: (cls) => <Assigned text={cls.teacher?.name ?? null} /> },
        ]}
        pager={<ClassPager list={list} page={page} onChange={setPage} />}
        cardActions={(cls, shown) =>
          past ? null : (
            // In the table the two buttons stack: on a phone the actions column stays narrow beside the name.
            <Stack gap={6} style={shown === 'cards' ? { display: 'contents' } : undefined}>
              <Button
                fullWidth
                variant={cls.room ? 'light' : 'filled'}
                leftSection={<IconDoor size={18} aria-hidden />}
                aria-label={`${cls.room ? 'Cambiar salón' : 'Asignar salón'} de ${classTitle(cls)} (clase ${cls.id_class})`}
                onClick={() => setAssigning(cls)}
              >
                {shown === 'table' ? 'Salón' : cls.room ? 'Cambiar salón' : 'Asignar salón'}
              </Button>
              <Button
                fullWidth
                variant={cls.teacher ? 'light' : 'filled'}
                leftSection={<IconChalkboardTeacher size={18} aria-hidden />}
                aria-label={`${cls.teacher ? 'Cambiar docente' : 'Asignar docente'} de ${classTitle(cls)} (clase ${cls.id_class})`}
                onClick={() => setStaffing(cls)}
              >
                {shown === 'table' ? 'Docente' : cls.teacher ? 'Cambiar docente' : 'Asignar docente'}
              </Button>
            </Stack>
          )
        }
      />
      <AssignRoomModal cls={assigning} onClose={() => setAssigning(null)} />
      <AssignTeacherModal cls={staffing} onClose={() => setStaffing(null)} />
    </Stack>
  );
}
