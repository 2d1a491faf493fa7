import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@mantine/core';
import { IconEye, IconUsersGroup } from '@tabler/icons-react';
import { isRosterLocked } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { paths } from '../../../config/paths.ts';

/**
 * The way into a class's roster. A class that still accepts changes says 'Gestionar Estudiantes'
 * (docs/architecture.md, Screens); one closed to them (approved, rejected, cancelled — docs/rules.md INS-2) says 'Ver estudiantes',
 * since its roster opens read-only.
 */
export function RosterButton({ cls, ...props }: { cls: ClassItem } & Omit<ButtonProps, 'children'>) {
  const navigate = useNavigate();
  const locked = isRosterLocked(cls.status);
  const label = locked ? 'Ver estudiantes' : 'Gestionar Estudiantes';
  return (
    <Button
      variant={locked ? 'light' : 'filled'}
      leftSection={locked ? <IconEye size={18} aria-hidden /> : <IconUsersGroup size={18} aria-hidden />}
      aria-label={`${label} de ${classTitle(cls)} (clase ${cls.id_class})`}
      // The roster loads the class itself; the card's data is only a head start.
      onClick={() => void navigate(paths.classRoster(cls.id_class), { state: { class: cls } })}
      {...props}
    >
      {label}
    </Button>
  );
}
