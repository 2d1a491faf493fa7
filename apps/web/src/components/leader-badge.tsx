import { IconStar } from '@tabler/icons-react';
import { ToneBadge } from './tone-badge.tsx';

/** The group leader's mark beside a student's name (docs/architecture.md, Screens: 'Líder'). */
export function LeaderBadge() {
  return (
    <ToneBadge tone="turquesa" size="sm" leftSection={<IconStar size={12} aria-hidden />} title="Jefe de grupo">
      Líder
    </ToneBadge>
  );
}
