import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { IconChevronDown } from '@tabler/icons-react';
import classes from './main-menu.module.css';

const HOVER_CLOSE_DELAY_MS = 150;

function focusableLinks(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')) : [];
}

/**
 * A disclosure menu of the main navigation: a button that shows a panel of links. On a wide screen
 * the panel floats over the page, opens on mouse hover and closes when the pointer or the focus goes
 * elsewhere; in the mobile menu it expands in place. Taps and clicks toggle it; from the keyboard
 * Enter, Space or ↓ open it, ↑/↓ move between its links and Escape closes it and returns to the button.
 */
export function NavDropdown({
  id,
  label,
  open,
  onOpenChange,
  desktop,
  current = false,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Wide-screen layout: a floating panel with hover and close-on-leave behaviour. */
  desktop: boolean;
  /** The page shown is one of this menu's destinations. */
  current?: boolean;
  children: ReactNode;
}) {
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  const focusFirstOnOpen = useRef(false);
  const panelId = `${id}-panel`;

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      focusableLinks(panelRef.current)[0]?.focus();
    }
    // In the mobile menu the panel pushes the items below it, so it must not collapse under a tap.
    if (!desktop) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange, desktop]);

  const onPointerEnter = (event: PointerEvent) => {
    if (!desktop || event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) {
      openedByHover.current = true;
      onOpenChange(true);
    }
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (!desktop || event.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => onOpenChange(false), HOVER_CLOSE_DELAY_MS);
  };

  const onClick = () => {
    // A click on a menu the pointer has just opened keeps it open instead of closing it at once.
    if (open && openedByHover.current) {
      openedByHover.current = false;
      return;
    }
    onOpenChange(!open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.target === buttonRef.current) {
      if (event.key !== 'ArrowDown') return;
      event.preventDefault();
      if (open) focusableLinks(panelRef.current)[0]?.focus();
      else {
        focusFirstOnOpen.current = true;
        onOpenChange(true);
      }
      return;
    }
    const links = focusableLinks(panelRef.current);
    const index = links.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    event.preventDefault();
    if (event.key === 'ArrowUp' && index === 0) buttonRef.current?.focus();
    else links[(index + (event.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length]?.focus();
  };

  return (
    <li
      ref={itemRef}
      className={classes.dropdownItem}
      data-open={open || undefined}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving to another control closes the menu; a click outside is handled on pointerdown.
        const next = event.relatedTarget as Node | null;
        if (desktop && open && next && !itemRef.current?.contains(next)) onOpenChange(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.navLink}
        data-current={current || undefined}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onClick}
      >
        {label}
        <IconChevronDown aria-hidden className={classes.chevron} />
      </button>
      <div ref={panelRef} id={panelId} className={classes.panel} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
