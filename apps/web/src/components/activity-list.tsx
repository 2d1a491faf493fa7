import type { ComponentProps } from 'react';
import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { ACTIVITY_ACTIONS, ACTIVITY_ROLES, type ActivityAction, type ActivityRole } from '@portal/domain/rules';
import type { ActivityEntry } from '@portal/domain/schemas';
import { NumberedPagination } from './numbered-pagination.tsx';
import { PlainList } from './plain-list.tsx';

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

export const actionLabel = (action: string) => ACTIVITY_ACTIONS[action as ActivityAction] ?? action;
const roleLabel = (role: string) => ACTIVITY_ROLES[role as ActivityRole] ?? role;

/** A short Spanish reading of a record's detail (before/after, reason, fields). */
function detailText(e: ActivityEntry): string | null {
  const d = e.detail;
  if (!d) return null;
  const parts: string[] = [];
  if (typeof d['comment'] === 'string' && d['comment']) parts.push(`Nota: ${d['comment']}`);
  if (typeof d['released'] === 'number') parts.push(`Estudiantes liberados: ${d['released']}`);
  if (Array.isArray(d['fields'])) parts.push(`Campos: ${d['fields'].join(', ')}`);
  if (typeof d['after'] === 'string') parts.push(`Nuevo enlace: ${d['after']}`);
  if (typeof d['email'] === 'string') parts.push(`Correo: ${d['email']}`);
  return parts.join(' · ') || null;
}

/**
 * One page of activity records as cards (the Bitácora and a class's history), and the numbered
 * pagination under them (`pages`). `onPerson` / `onClass` make the names buttons that filter by them.
 */
export function ActivityList({
  entries,
  pages,
  onPerson,
  onClass,
}: {
  entries: ActivityEntry[];
  pages: ComponentProps<typeof NumberedPagination>;
  onPerson?: (userId: number, name: string) => void;
  onClass?: (classId: number, name: string) => void;
}) {
  return (
    <>
      <PlainList ordered gap="xs">
        {entries.map((e) => {
          const who = e.actor.name ?? roleLabel(e.actor.role);
          const cls = e.id_class === null ? null : `${e.class_name ?? 'Clase'} (#${e.id_class})`;
          const detail = detailText(e);
          return (
            <Paper component="li" key={e.id} withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Badge color="navy.8" variant="filled" size="lg" radius="sm">
                  {actionLabel(e.action)}
                </Badge>
                <Text fz="sm" c="gray.7">
                  <time dateTime={e.at}>{dateFormat.format(new Date(e.at))}</time>
                </Text>
              </Group>
              <Group gap={6} mt={6} wrap="wrap">
                <Text fz="sm">Por:</Text>
                {onPerson && e.actor.id_user !== null ? (
                  <Button size="compact-sm" variant="subtle" onClick={() => onPerson(e.actor.id_user!, who)}>
                    {who}
                  </Button>
                ) : (
                  <Text fz="sm" fw={600}>
                    {who}
                  </Text>
                )}
                <Text fz="sm" c="gray.7">
                  ({roleLabel(e.actor.role)})
                </Text>
                {cls ? (
                  <>
                    <Text fz="sm">· Clase:</Text>
                    {onClass ? (
                      <Button size="compact-sm" variant="subtle" onClick={() => onClass(e.id_class!, cls)}>
                        {cls}
                      </Button>
                    ) : (
                      <Text fz="sm" fw={600}>
                        {cls}
                      </Text>
                    )}
                  </>
                ) : null}
                {e.student_name ? <Text fz="sm">· Estudiante: {e.student_name}</Text> : null}
                {e.id_application !== null ? <Text fz="sm">· Solicitud #{e.id_application}</Text> : null}
              </Group>
              {detail ? (
                <Text fz="sm" c="gray.8" mt={4}>
                  {detail}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </PlainList>
      <NumberedPagination {...pages} />
    </>
  );
}
