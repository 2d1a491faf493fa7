import { Box, Button, Text } from '@mantine/core';
import type { ClassStatus } from '@portal/domain/rules';

export interface StatusOption {
  /** null: every status. */
  value: ClassStatus | null;
  label: string;
}

/** Status filter buttons; the chosen one is pressed (aria-pressed). */
export function StatusFilter({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: StatusOption[];
  value: ClassStatus | null;
  onChange: (value: ClassStatus | null) => void;
}) {
  return (
    <div role="group" aria-label={label}>
      <Text fz="sm" fw={500} mb={6} aria-hidden>
        {label}
      </Text>
      <Box
        maw={640}
        style={{
          display: 'grid',
          gap: 'var(--mantine-spacing-xs)',
          gridTemplateColumns: 'repeat(auto-fill, minmax(136px, 1fr))',
        }}
      >
        {options.map((o) => {
          const pressed = o.value === value;
          return (
            <Button
              key={o.label}
              variant={pressed ? 'filled' : 'default'}
              aria-pressed={pressed}
              onClick={() => onChange(o.value)}
            >
              {o.label}
            </Button>
          );
        })}
      </Box>
    </div>
  );
}
