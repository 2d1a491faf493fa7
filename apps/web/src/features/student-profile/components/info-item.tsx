import { Text } from '@mantine/core';

/** One labelled value of a description list; empty values read "No disponible". */
export function InfoItem({ label, value }: { label: string; value: string | null | undefined }) {
  const shown = value?.trim();
  return (
    <div>
      <Text component="dt" fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} c={shown ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
        {shown || 'No disponible'}
      </Text>
    </div>
  );
}
