import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

export const bellLabel = (unread: number) =>
  unread === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${unread} sin leer`;

/** The bell itself: an icon button with the unread count. */
export const BellButton = forwardRef<
  HTMLButtonElement,
  { unread: number; label: string } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function BellButton({ unread, label, ...props }, ref) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="white" size={44} aria-label={label} {...props}>
      <Indicator label={unread > 99 ? '99+' : unread} size={18} disabled={unread === 0} color="red.9" offset={2}>
        <IconBell size={24} aria-hidden />
      </Indicator>
    </ActionIcon>
  );
});
