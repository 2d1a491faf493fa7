import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import areaBar from '../../components/area-bar.module.css';
import classes from './bell-button.module.css';

export const bellLabel = (unread: number) =>
  unread === 1 ? 'Notificaciones: 1 sin leer' : `Notificaciones: ${unread} sin leer`;

/**
 * The bell itself: an icon button with the unread count, drawn as Mantine's subtle white ActionIcon of
 * 44 px by its own CSS (ActionIcon and its group components are 1.2 kB of the first load for one button).
 */
export const BellButton = forwardRef<
  HTMLButtonElement,
  { unread: number; label: string } & Omit<ComponentPropsWithoutRef<'button'>, 'color'>
>(function BellButton({ unread, label, ...props }, ref) {
  return (
    <UnstyledButton
      ref={ref}
      className={`mantine-active ${areaBar.iconButton} ${classes.button}`}
      aria-label={label}
      // The bell the page first shows is replaced by the list's own: the focus finds it again by this.
      data-focus-id="notification-bell"
      {...props}
    >
      <span className={classes.bell}>
        <IconBell size={24} aria-hidden />
        {unread > 0 ? <span className={classes.count}>{unread > 99 ? '99+' : unread}</span> : null}
      </span>
    </UnstyledButton>
  );
});
