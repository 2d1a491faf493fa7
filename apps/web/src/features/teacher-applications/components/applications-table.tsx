import { Link } from 'react-router';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { applicantFullName, formatApplicationPhone } from '@portal/domain/rules';
import type { TeacherApplication } from '@portal/domain/schemas';
import { paths } from '../../../config/paths.ts';
import { ReviewBadge } from './review-badge.tsx';
import { CvCell } from './cv-cell.tsx';
import { PlainList } from '../../../components/plain-list.tsx';

function DetailsButton({ item, fullWidth = false }: { item: TeacherApplication; fullWidth?: boolean }) {
  return (
    <Button
      component={Link}
      to={paths.teacherApplicationDetail(item.id)}
      variant="light"
      size={fullWidth ? 'md' : 'sm'}
      fullWidth={fullWidth}
      aria-label={`Ver detalles de ${applicantFullName(item)}`}
    >
      Ver detalles
    </Button>
  );
}

/** Wide screens: the spec's table (Nombre, Correo, Teléfono, CV, Acciones). */
export function ApplicationsTable({ items }: { items: TeacherApplication[] }) {
  return (
    <Table striped highlightOnHover verticalSpacing="sm" aria-label="Solicitudes de profesores">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Nombre</Table.Th>
          <Table.Th scope="col">Correo</Table.Th>
          <Table.Th scope="col">Teléfono</Table.Th>
          <Table.Th scope="col">CV</Table.Th>
          <Table.Th scope="col">Acciones</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const name = applicantFullName(item);
          return (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <Text fz="sm" fw={600}>
                    {name}
                  </Text>
                  <ReviewBadge item={item} />
                </Stack>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fz="sm">{item.contact_email}</Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm">{formatApplicationPhone(item.contact_phone)}</Text>
              </Table.Td>
              <Table.Td maw={260}>
                <CvCell cv={item.cv} applicantName={name} />
              </Table.Td>
              <Table.Td>
                <DetailsButton item={item} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

/** Phones: one card per application with the same information. */
export function ApplicationsCards({ items }: { items: TeacherApplication[] }) {
  return (
    <PlainList aria-label="Solicitudes de profesores">
      {items.map((item) => {
        const name = applicantFullName(item);
        return (
          <Card key={item.id} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                <Text fw={700}>{name}</Text>
                <ReviewBadge item={item} />
              </Group>
              <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span c="dimmed" fz="sm">
                  Correo:{' '}
                </Text>
                {item.contact_email}
              </Text>
              <Text fz="sm">
                <Text span c="dimmed" fz="sm">
                  Teléfono:{' '}
                </Text>
                {formatApplicationPhone(item.contact_phone)}
              </Text>
              <Group gap={6} wrap="nowrap" align="baseline">
                <Text span c="dimmed" fz="sm">
                  CV:
                </Text>
                <CvCell cv={item.cv} applicantName={name} />
              </Group>
              <DetailsButton item={item} fullWidth />
            </Stack>
          </Card>
        );
      })}
    </PlainList>
  );
}
