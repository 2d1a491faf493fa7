import { useId } from 'react';
import { classStatusLabel, classStatusTooltip, isClassStatus } from '@portal/domain/rules';
import classes from './status-badge.module.css';
import tipStyles from './tip.module.css';

/**
 * A class's status with its label (docs/rules.md REV-1); unknown values read
 * "Desconocido". The meaning shows as a tooltip on hover or tap — plain CSS, so a page of cards does not
 * load a popover library.
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
      className={`${tipStyles.anchor} ${classes.anchor}`}
      // Not a Tab stop (a page of cards would add one per card); a tap or click still shows the tip,
      // and screen readers hear it through aria-describedby.
      tabIndex={-1}
      aria-describedby={tipId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') event.currentTarget.blur();
      }}
    >
      {badge}
      <span role="tooltip" id={tipId} className={tipStyles.tooltip}>
        {tip}
      </span>
    </span>
  );
}
