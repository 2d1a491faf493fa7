import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import type { PopupOptions, PopupType } from './popup-context.ts';

const LOOK: Record<PopupType, { color: string; Icon: typeof IconInfoCircle }> = {
  error: { color: 'red', Icon: IconCircleX },
  warning: { color: 'yellow', Icon: IconAlertTriangle },
  info: { color: 'navy', Icon: IconInfoCircle },
  success: { color: 'teal', Icon: IconCircleCheck },
};

/** The popup's dialog; loaded on first use so pages that never show one do not carry it. */
export default function PopupDialog({
  popup,
  onClose,
  onClosed,
  onHold,
}: {
  popup: PopupOptions | null;
  onClose: () => void;
  /** After the exit transition: the provider puts the focus back where it makes sense. */
  onClosed: () => void;
  /** The person is using the popup (true) or the pointer left it (false): the success auto-close waits. */
  onHold: (held: boolean) => void;
}) {
  // The closing dialog keeps its title and message until its exit transition ends (never a nameless dialog).
  const [last, setLast] = useState(popup);
  if (popup && popup !== last) setLast(popup);
  const shown = popup ?? last;
  const look = shown ? LOOK[shown.type] : LOOK.info;
  return (
    <Modal
      opened={popup !== null}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      withCloseButton={false}
      centered
      radius="lg"
      size="sm"
    >
      {shown && (
        <Stack
          align="center"
          gap="sm"
          ta="center"
          onPointerEnter={() => onHold(true)}
          onPointerLeave={() => onHold(false)}
          onKeyDown={(e) => {
            // A key other than the ones that close it: someone reading with the keyboard keeps it open.
            if (e.key !== 'Enter' && e.key !== ' ' && e.key !== 'Escape') onHold(true);
          }}
        >
          <ThemeIcon color={look.color} variant="light" size={56} radius="xl" aria-hidden>
            <look.Icon size={32} />
          </ThemeIcon>
          {/* Modal.Title names the dialog (aria-labelledby) */}
          <Modal.Title fw={700} fz="lg">
            {shown.title}
          </Modal.Title>
          <Text c="dimmed">{shown.message}</Text>
          <Group justify="center" mt="xs">
            <Button onClick={onClose} data-autofocus>
              Entendido
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
