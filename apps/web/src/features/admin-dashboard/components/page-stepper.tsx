import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

/** The approval list's pagination (spec §2): 'Anterior', 'Página X de Y', 'Siguiente'. */
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
    <Group component="nav" aria-label={label} justify="center" gap="sm" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
        px="sm"
      >
        Anterior
      </Button>
      <Text fw={600} fz="sm" ta="center" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
        Página {page} de {totalPages}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
        px="sm"
      >
        Siguiente
      </Button>
    </Group>
  );
}
