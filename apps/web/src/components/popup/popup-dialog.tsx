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
export default function PopupDialog({ popup, onClose }: { popup: PopupOptions | null; onClose: () => void }) {
  const look = popup ? LOOK[popup.type] : LOOK.info;
  return (
    <Modal
      opened={popup !== null}
      onClose={onClose}
      withCloseButton={false}
      centered
      radius="lg"
      size="sm"
      aria-labelledby="popup-title"
      aria-describedby="popup-message"
    >
      {popup && (
        <Stack align="center" gap="sm" ta="center" role={popup.type === 'error' ? 'alertdialog' : undefined}>
          <ThemeIcon color={look.color} variant="light" size={56} radius="xl" aria-hidden>
            <look.Icon size={32} />
          </ThemeIcon>
          <Text id="popup-title" fw={700} fz="lg">
            {popup.title}
          </Text>
          <Text id="popup-message" c="dimmed">
            {popup.message}
          </Text>
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
