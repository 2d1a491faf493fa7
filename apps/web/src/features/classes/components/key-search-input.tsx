import { useId } from 'react';
import { Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { CLASS_KEY_LENGTH, keyHint, keyState } from '@portal/domain/rules';

const HINT_COLOR = { empty: 'dimmed', incomplete: 'dimmed', invalid: 'red.9', valid: 'teal.9' } as const;

/** The key search box (docs/rules.md LIS-3): upper case, no spaces, 7 characters, with a hint about the format. */
export function KeySearchInput({ value, onChange }: { value: string; onChange: (raw: string) => void }) {
  const hintId = useId();
  const hint = keyHint(value);
  const state = keyState(value);
  return (
    <div>
      <TextInput
        label="Clave de la materia"
        placeholder="Ej. IED2201"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        maxLength={CLASS_KEY_LENGTH + 4}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        leftSection={<IconSearch size={16} aria-hidden />}
        aria-describedby={hint ? hintId : undefined}
        aria-invalid={state === 'invalid' || undefined}
        styles={{ input: { letterSpacing: '0.05em', fontVariantNumeric: 'tabular-nums' } }}
      />
      <Text id={hintId} fz="xs" mt={4} c={HINT_COLOR[state]} aria-live="polite" mih={18}>
        {hint}
      </Text>
    </div>
  );
}
