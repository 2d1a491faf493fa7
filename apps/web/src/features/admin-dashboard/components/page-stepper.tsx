import { Button, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './page-stepper.module.css';

/** The approval list's pagination (docs/architecture.md, Screens): 'Anterior', 'Página X de Y', 'Siguiente'. */
export function PageStepper({
  page,
  totalPages,
  onChange,
  label,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className={classes.root}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Anterior
      </Button>
      <Text fw={600} fz="sm" ta="center" aria-live="polite" className={classes.label}>
        Página {page} de {totalPages}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Siguiente
      </Button>
    </nav>
  );
}
