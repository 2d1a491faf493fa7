import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../config/paths.ts';
import { useDialogFocus } from '../../components/dialog-focus.ts';
import { BellButton, bellLabel } from './bell-button.tsx';
import { useNotifications, useReadNotifications } from '../../api/notifications.ts';

const dateFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The bell's list with "mark as read", opened over the bell. Its own module: Mantine's
 * popover and scroll area load with the first click on the bell, not with every student page.
 */
export function NotificationPopover() {
  const { data, isError, refetch } = useNotifications();
  const read = useReadNotifications();
  const unread = data?.unread ?? 0;
  // Open from the first click (this module loads with it); the focus stays in the list while it is open
  // (a «Marcar como leída» that disappears under it) and goes back to the bell when it closes.
  const [opened, setOpened] = useState(true);
  const id = `bell-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const giveBackFocus = useDialogFocus(opened, `${id}-dropdown`);

  return (
    <Popover
      id={id}
      width={360}
      position="bottom-end"
      shadow="md"
      withinPortal
      trapFocus
      opened={opened}
      onChange={setOpened}
      transitionProps={{ onExited: giveBackFocus }}
    >
      <Popover.Target>
        <BellButton unread={unread} label={bellLabel(unread)} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown p="sm" aria-label="Notificaciones" tabIndex={-1}>
        <Group justify="space-between" mb="xs" gap="xs" wrap="wrap">
          <Title order={2} size="h5" c="navy.8">
            Notificaciones
          </Title>
          <Button
            size="compact-sm"
            variant="subtle"
            disabled={unread === 0 || read.isPending}
            onClick={() => read.mutate('all')}
          >
            Marcar todas como leídas
          </Button>
        </Group>
        {isError ? (
          <Stack gap="xs">
            <Text fz="sm">No se pudieron cargar tus notificaciones.</Text>
            <Button size="compact-sm" variant="light" onClick={() => void refetch()}>
              Reintentar
            </Button>
          </Stack>
        ) : data && data.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No tienes notificaciones. Aquí verás cuando tus clases se aprueben, rechacen, inicien o cancelen.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360}>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {(data?.data ?? []).map((n) => (
                <li key={n.id}>
                  <Stack gap={2} p="xs" bg={n.read ? undefined : 'navy.0'} style={{ borderRadius: 6 }}>
                    <Group justify="space-between" wrap="nowrap" gap="xs">
                      <Text fw={700} fz="sm" c="navy.9">
                        {n.title}
                      </Text>
                      {n.read ? null : (
                        <Badge size="xs" color="navy.8" variant="filled">
                          Nueva
                        </Badge>
                      )}
                    </Group>
                    <Text fz="sm">{n.body}</Text>
                    {n.id_class === null ? null : (
                      <Anchor
                        component={Link}
                        to={paths.myCourse(n.id_class)}
                        fz="sm"
                        fw={600}
                        onClick={() => setOpened(false)}
                        aria-label={`Ver la clase: ${n.title}`}
                      >
                        Ver clase
                      </Anchor>
                    )}
                    <Group justify="space-between" wrap="nowrap">
                      <Text fz="xs" c="gray.7">
                        {dateFormat.format(new Date(n.created_at))}
                      </Text>
                      {n.read ? null : (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          disabled={read.isPending}
                          onClick={() => read.mutate(n.id)}
                          aria-label={`Marcar como leída: ${n.title}`}
                        >
                          Marcar como leída
                        </Button>
                      )}
                    </Group>
                  </Stack>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
