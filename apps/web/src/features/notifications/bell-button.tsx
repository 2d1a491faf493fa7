import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import classes from './bell-button.module.css';

export const bellLabel = (unread: number) =>
  unread === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${unread} sin leer`;

/** The bell itself: an icon button with the unread count. */
export const BellButton = forwardRef<
  HTMLButtonElement,
  { unread: number; label: string } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function BellButton({ unread, label, ...props }, ref) {
  return (
    <ActionIcon ref={ref} variant="subtle" color="white" size={44} aria-label={label} {...props}>
      <span className={classes.bell}>
        <IconBell size={24} aria-hidden />
        {unread > 0 ? <span className={classes.count}>{unread > 99 ? '99+' : unread}</span> : null}
      </span>
    </ActionIcon>
  );
});
