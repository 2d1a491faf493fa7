import { useId } from 'react';
import { Badge } from '@mantine/core';
import { classStatusLabel, classStatusTooltip } from '@portal/domain/rules';
import classes from './status-badge.module.css';

/** Text and background pairs that pass WCAG AA (Mantine's light badges do not). */
const COLORS: Record<string, { c: string; bg: string }> = {
  pendiente: { c: '#7a4a00', bg: '#fff1cc' },
  aprobado: { c: '#0b5e45', bg: '#d8f3e8' },
  rechazado: { c: '#a3171b', bg: '#fde4e4' },
  active: { c: '#1b396a', bg: '#e3ebf8' },
  cancelled: { c: '#444c5a', bg: '#eceff3' },
};

/**
 * A class's status with the spec's label (§4); unknown values read "Desconocido". The meaning shows
 * as a tooltip on hover, focus or tap — plain CSS, so a page of cards does not load a popover library.
 */
export function StatusBadge({ status, form = 'masculine' }: { status: string; form?: 'masculine' | 'feminine' }) {
  const tipId = useId();
  const label = classStatusLabel(status, form);
  const tip = classStatusTooltip(status);
  const badge = (
    <Badge variant="light" {...(COLORS[status] ?? COLORS['cancelled'])}>
      {label}
    </Badge>
  );
  if (!tip) return badge;
  return (
    <span
      className={classes.anchor}
      tabIndex={0}
      aria-describedby={tipId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
    >
      {badge}
      <span role="tooltip" id={tipId} className={classes.tooltip}>
        {tip}
      </span>
    </span>
  );
}
