import { Link } from 'react-router';
import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { usePublicationBlockers } from '../../../api/period-admin.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import type { SectionId } from '../sections.ts';

/**
 * "Pendientes de publicación": from the period's publication day, its approved classes still without a
 * teacher or a room, each with what it lacks and a way to the section that assigns them (the server
 * decides the list; this only shows it).
 */
export function PublicationBlockers({ year, sectionHref }: { year: number; sectionHref: (id: SectionId) => string }) {
  const blockers = usePublicationBlockers(year);
  const data = blockers.data;
  return (
    <SectionCard titleId="publication-blockers" title="Pendientes de publicación">
      {blockers.isError ? (
        <ErrorAlert>{userMessage(blockers.error, 'No se pudieron cargar los pendientes de publicación.')}</ErrorAlert>
      ) : !data ? (
        <Skeleton height={20} width="70%" />
      ) : (
        <>
          <Text fz="sm" role="status">
            {data.summary}
          </Text>
          {data.blockers.length > 0 ? (
            // A plain list on a Stack: Mantine's List would add its own code to the dashboard's first load.
            <Stack
              component="ul"
              gap="xs"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={`Clases sin docente o sin salón de Verano ${year}`}
            >
              {data.blockers.map((b) => (
                <li key={b.id_class}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} fz="sm">
                      {b.subjectName} ({b.clave})
                    </Text>
                    <ToneBadge tone="red" tt="none">
                      {b.reason}
                    </ToneBadge>
                  </Group>
                </li>
              ))}
            </Stack>
          ) : null}
          {data.blockers.length > 0 ? (
            <Anchor component={Link} to={{ search: sectionHref('salones') }} fz="sm" fw={600}>
              Asignar docentes y salones
            </Anchor>
          ) : null}
        </>
      )}
    </SectionCard>
  );
}
