import { Table, Text } from '@mantine/core';
import { MAX_ENROLMENTS_PER_STUDENT } from '@portal/domain/constants';
import { isOfferOpen, offerDeadlineText } from '@portal/domain/rules';
import { useClassWaitlist } from '../../../api/class-admin.ts';
import { SectionCard } from '../../../components/section-card.tsx';

/**
 * The class's waitlist on the admin roster: in order; the next seat that frees is offered to the
 * first who still qualifies, held for them until the offer's deadline (shown here). A student at the
 * limit is skipped but keeps the turn.
 */
export function WaitlistSection({ classId }: { classId: number }) {
  const list = useClassWaitlist(classId);
  const rows = list.data ?? [];
  return (
    <SectionCard titleId="waitlist-title" title={<>Lista de espera ({rows.length})</>}>
      {list.isError ? (
        <Text fz="sm" c="red.9">
          No se pudo cargar la lista de espera.
        </Text>
      ) : rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {list.isPending ? 'Cargando lista de espera...' : 'Nadie está en la lista de espera de esta clase.'}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Lugar</Table.Th>
                <Table.Th scope="col">Estudiante</Table.Th>
                <Table.Th scope="col">Número de control</Table.Th>
                <Table.Th scope="col">Inscripciones</Table.Th>
                <Table.Th scope="col">Oferta de lugar</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.id_student}>
                  <Table.Td>{r.position}</Table.Td>
                  <Table.Td>{r.student_name}</Table.Td>
                  <Table.Td>{r.control_number}</Table.Td>
                  <Table.Td>
                    {r.enrolments} de {MAX_ENROLMENTS_PER_STUDENT}
                  </Table.Td>
                  <Table.Td>
                    {isOfferOpen(r.offer_expires_at, new Date())
                      ? `Lugar apartado hasta el ${offerDeadlineText(r.offer_expires_at!)}`
                      : 'En espera'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
