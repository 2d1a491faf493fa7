import { Button, Group } from '@mantine/core';
import { IconLayoutGrid, IconTable } from '@tabler/icons-react';
import type { ClassView } from '../use-class-view.ts';

const OPTIONS = [
  { value: 'cards', label: 'Tarjetas', icon: IconLayoutGrid },
  { value: 'table', label: 'Tabla', icon: IconTable },
] as const;

/** Cards or the dense table: two buttons, the chosen one pressed (aria-pressed). */
export function ViewToggle({ value, onChange }: { value: ClassView; onChange: (view: ClassView) => void }) {
  return (
    <Group role="group" aria-label="Vista de las clases" gap={0} wrap="nowrap">
      {OPTIONS.map(({ value: v, label, icon: Icon }, i) => {
        const pressed = v === value;
        return (
          <Button
            key={v}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            leftSection={<Icon size={18} aria-hidden />}
            onClick={() => onChange(v)}
            style={{
              borderTopLeftRadius: i === 0 ? undefined : 0,
              borderBottomLeftRadius: i === 0 ? undefined : 0,
              borderTopRightRadius: i === OPTIONS.length - 1 ? undefined : 0,
              borderBottomRightRadius: i === OPTIONS.length - 1 ? undefined : 0,
            }}
          >
            {label}
          </Button>
        );
      })}
    </Group>
  );
}
