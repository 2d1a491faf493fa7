import { Table, Text } from '@mantine/core';
import { fullName } from '@portal/domain/rules';
import { LeaderBadge } from '../../../components/leader-badge.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import tableScroll from '../../../components/table-scroll.module.css';
import classes from './roster-table.module.css';
import type { Classmate, MobilityStudent } from '@portal/domain/schemas';

/**
 * A class's roster, read-only: its students (the group leader marked) and then its mobility
 * students, with their control number, career or institute, email and phone.
 */
export function RosterTable({ students, mobility }: { students: Classmate[]; mobility: MobilityStudent[] }) {
  return (
    // Below 768 px the table scrolls sideways inside its own box, which takes the keyboard focus to scroll.
    <div
      className={`${tableScroll.scroll} ${classes.scroll}`}
      role="region"
      aria-label="Lista de estudiantes, desplazable"
      tabIndex={0}
    >
      <Table className={classes.table} striped highlightOnHover verticalSpacing="sm" aria-label="Lista de estudiantes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Nombre</Table.Th>
            <Table.Th scope="col">No. de control</Table.Th>
            <Table.Th scope="col">Carrera o institución</Table.Th>
            <Table.Th scope="col">Correo</Table.Th>
            <Table.Th scope="col">Teléfono</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {students.map((s, i) => (
            <Table.Tr key={`s-${s.id_student_class}`}>
              <Table.Td>{i + 1}</Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {fullName(s.student.user)}
                </Text>
                {s.group_leader ? <LeaderBadge /> : null}
              </Table.Td>
              <Table.Td>{s.student.control_number}</Table.Td>
              <Table.Td>{s.student.career?.name ?? '—'}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.student.user.email}</Table.Td>
              <Table.Td>{s.student.phone}</Table.Td>
            </Table.Tr>
          ))}
          {mobility.map((m, i) => (
            <Table.Tr key={`m-${m.id}`}>
              <Table.Td>{students.length + i + 1}</Table.Td>
              <Table.Td>
                <Text fz="sm" fw={600}>
                  {fullName(m)}
                </Text>
                <ToneBadge tone="navy" size="sm" styles={{ label: { textTransform: 'none' } }}>
                  Movilidad
                </ToneBadge>
              </Table.Td>
              <Table.Td>{m.control_number}</Table.Td>
              <Table.Td>{m.institute}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{m.email}</Table.Td>
              <Table.Td>{m.phone}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
