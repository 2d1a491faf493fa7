import { useId } from 'react';
import { classStatusLabel, classStatusTooltip, isClassStatus } from '@portal/domain/rules';
import classes from './status-badge.module.css';

/**
 * A class's status with the spec's label (§4); unknown values read "Desconocido". The meaning shows
 * as a tooltip on hover, focus or tap — plain CSS, so a page of cards does not load a popover library.
 */
export function StatusBadge({ status }: { status: string }) {
  const tipId = useId();
  const label = classStatusLabel(status);
  const tip = classStatusTooltip(status);
  // Plain CSS with text/background pairs that pass WCAG AA (Mantine's light badges do not).
  const badge = (
    <span className={classes.badge} data-status={isClassStatus(status) ? status : 'unknown'}>
      {label}
    </span>
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
