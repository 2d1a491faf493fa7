import { Badge, Tooltip } from '@mantine/core';
import { classStatusLabel, classStatusTooltip } from '@portal/domain/rules';

const COLORS: Record<string, string> = {
  pendiente: 'yellow',
  aprobado: 'teal',
  rechazado: 'red',
  active: 'navy',
  cancelled: 'gray',
};

/** A class's status with the spec's label (§4); unknown values read "Desconocido". */
export function StatusBadge({ status, form = 'masculine' }: { status: string; form?: 'masculine' | 'feminine' }) {
  const badge = (
    <Badge color={COLORS[status] ?? 'gray'} variant="light" autoContrast>
      {classStatusLabel(status, form)}
    </Badge>
  );
  const tip = classStatusTooltip(status);
  return tip ? (
    <Tooltip label={tip} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span tabIndex={0} aria-label={`${classStatusLabel(status, form)}: ${tip}`}>
        {badge}
      </span>
    </Tooltip>
  ) : (
    badge
  );
}
