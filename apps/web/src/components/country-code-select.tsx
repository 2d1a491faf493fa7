import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Ref } from 'react';

interface CountryCodeSelectProps extends Omit<NativeSelectProps, 'data' | 'label'> {
  codes: readonly { code: string; country: string }[];
  ref?: Ref<HTMLSelectElement>;
}

/**
 * "Código de país" of the phone fields: "+52 México", the code first so it stays readable when the field
 * is narrow. On phones it takes the whole row above the number; from `sm` up it sits beside it.
 */
export function CountryCodeSelect({ codes, ...props }: CountryCodeSelectProps) {
  return (
    <NativeSelect
      label="Código de país"
      data={codes.map((c) => ({ value: c.code, label: `${c.code} ${c.country}` }))}
      w={{ base: '100%', sm: 200 }}
      style={{ flex: 'none' }}
      {...props}
    />
  );
}
