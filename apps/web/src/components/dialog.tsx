import { useId, type ReactNode } from 'react';
import { Button, Group, Modal, Text, type ModalProps } from '@mantine/core';
import { useDialogFocus } from './dialog-focus.ts';

/**
 * The app's dialog: centred, rounded, its close button named "Cerrar"; any of it can be overridden. The
 * focus stays inside while it is open and goes back to its opener when it closes (`useDialogFocus`); a
 * double click on one of its buttons acts once.
 */
export function Dialog({ id, onExitTransitionEnd, onClickCapture, ...props }: ModalProps) {
  const ownId = useId();
  const dialogId = id ?? `dialog-${ownId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const giveBackFocus = useDialogFocus(props.opened, `${dialogId}-body`);
  return (
    <Modal
      centered
      radius="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      {...props}
      id={dialogId}
      returnFocus={false}
      onClickCapture={(event) => {
        // The second click of a double click or double tap (`detail` counts them) never reaches a button:
        // a confirm button sends its request once, whatever its request's state has reached on screen.
        if (event.detail > 1 && (event.target as Element).closest('button')) {
          event.preventDefault();
          event.stopPropagation();
          return;
        }
        onClickCapture?.(event);
      }}
      onExitTransitionEnd={() => {
        onExitTransitionEnd?.();
        giveBackFocus();
      }}
    />
  );
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
