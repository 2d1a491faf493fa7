import type { ComponentPropsWithoutRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import areaBar from './area-bar.module.css';

/**
 * The menu button of phones (44 px, white): three lines that turn into a cross when the menu is open, drawn
 * by CSS — what Mantine's Burger showed, without its code in the signed-in pages' first load
 * (docs/decisions/013-signed-in-first-paint.md).
 */
export function MenuButton({
  opened,
  hiddenFromSm = false,
  className,
  ...props
}: { opened: boolean; hiddenFromSm?: boolean } & Omit<ComponentPropsWithoutRef<'button'>, 'color' | 'children'>) {
  return (
    <UnstyledButton
      {...props}
      hiddenFrom={hiddenFromSm ? 'sm' : undefined}
      className={`mantine-active ${areaBar.iconButton}${className ? ` ${className}` : ''}`}
      data-opened={opened || undefined}
    >
      <span className={areaBar.lines} aria-hidden />
    </UnstyledButton>
  );
}
