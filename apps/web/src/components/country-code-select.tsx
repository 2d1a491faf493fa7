import { Flex, NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

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

/** The country code and the number of a phone field: stacked on phones, side by side from `sm` up. */
export function PhoneFieldRow({ children }: { children: ReactNode }) {
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-start' }} gap="sm">
      {children}
    </Flex>
  );
}
