import type { ReactNode } from 'react';
import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core';

/** The app's dialog: centred, rounded, its close button named "Cerrar"; any of it can be overridden. */
export function Dialog(props: ModalProps) {
  return <Modal centered radius="lg" closeButtonProps={{ 'aria-label': 'Cerrar' }} {...props} />;
}

/** A dialog title in the area's navy, for the dialogs named after a class or a room. */
export function DialogTitle({ children }: { children: ReactNode }) {
  return (
    <Text component="span" fw={700} fz="lg" c="navy.8">
      {children}
    </Text>
  );
}

/** The last row of a dialog that only informs: "Cerrar", focused first. */
export function DialogCloseRow({ onClose }: { onClose: () => void }) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} data-autofocus>
        Cerrar
      </Button>
    </Group>
  );
}
