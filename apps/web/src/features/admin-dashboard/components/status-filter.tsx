import { Box, Button, Text } from '@mantine/core';
import type { ClassStatus } from '@portal/domain/rules';

export interface StatusOption<T extends string = ClassStatus> {
  /** null: every status (or whatever the buttons choose among). */
  value: T | null;
  label: string;
}

/** Filter buttons (a class status, by default); the chosen one is pressed (aria-pressed). */
export function StatusFilter<T extends string = ClassStatus>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: StatusOption<T>[];
  value: T | null;
  onChange: (value: T | null) => void;
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
