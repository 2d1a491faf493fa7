import type { ReactNode } from 'react';
import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { classStatusLabel } from '@portal/domain/rules';
import type { ClassItem, ClassSort, ClassSortKey } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ariaSortOf, nextSort } from '../class-sort.ts';
import tableScroll from '../../../components/table-scroll.module.css';
import classes from './class-table.module.css';

const COLUMNS: { key: ClassSortKey; label: string }[] = [
  { key: 'subject', label: 'Materia' },
  { key: 'clave', label: 'Clave' },
  { key: 'period', label: 'Periodo' },
  { key: 'status', label: 'Estado' },
  { key: 'enrolled', label: 'Inscritos' },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: { key: ClassSortKey; label: string };
  sort: ClassSort | null;
  onSort: (sort: ClassSort) => void;
}) {
  const state = ariaSortOf(sort, column.key);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={state} className={classes.th}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(nextSort(sort, column.key))}>
        {column.label}
        <Icon size={16} aria-hidden className={state === 'none' ? classes.idleIcon : undefined} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * The admin's dense view of a class list: one row per class, the headers sort the whole list on the
 * server (buttons with `aria-sort`), the section's buttons in the last column. Below 768 px the
 * table scrolls sideways inside its own box, which takes the keyboard focus to scroll; the name (with the status
 * and seats under it) and the buttons stay in view at either side.
 */
export function ClassTable({
  items,
  sort,
  onSort,
  actions,
  extras = [],
}: {
  items: readonly ClassItem[];
  sort: ClassSort | null;
  onSort: (sort: ClassSort) => void;
  actions: (cls: ClassItem) => ReactNode;
  /** More, unsortable columns (e.g. the group leader; the room and the teacher). */
  extras?: readonly { label: string; cell: (cls: ClassItem) => ReactNode }[];
}) {
  return (
    <div className={`${tableScroll.scroll} ${classes.scroll}`} role="region" aria-label="Tabla de clases" tabIndex={0}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" horizontalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c} sort={sort} onSort={onSort} />
            ))}
            {extras.map((x) => (
              <Table.Th key={x.label} className={classes.th}>
                {x.label}
              </Table.Th>
            ))}
            <Table.Th className={classes.th}>Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((cls) => (
            <Table.Tr key={cls.id_class}>
              <Table.Td>
                <Text fw={600} fz="sm" c="navy.8" className={classes.subject}>
                  {classTitle(cls)}
                </Text>
                <Text fz="xs" c="dimmed">
                  Clase #{cls.id_class}
                </Text>
                {/* On a phone the row scrolls sideways under the name: its status and seats ride along with the
                    name, so the row's state is read without scrolling (the columns still say it to readers). */}
                <Text fz="xs" fw={600} c="navy.8" className={classes.phoneFacts} aria-hidden>
                  {classStatusLabel(cls.status)} · {cls.enrrolled}/{cls.max_students}
                </Text>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{cls.Subjects.clave}</Table.Td>
              <Table.Td>{cls.period}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <StatusBadge status={cls.status} />
                  {cls.at_risk ? (
                    <Badge color="orange.9" variant="light" title="La inscripción cerró sin el mínimo de inscritos">
                      En riesgo
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td className={classes.nowrap}>
                {cls.enrrolled}/{cls.max_students}
              </Table.Td>
              {extras.map((x) => (
                <Table.Td key={x.label}>{x.cell(cls)}</Table.Td>
              ))}
              <Table.Td className={classes.actions}>{actions(cls)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
