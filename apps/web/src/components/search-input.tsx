import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** A list's search field: the search icon, `type="search"`, 100 characters at most; `onSearch` gets the text. */
export function SearchInput({
  onSearch,
  ...props
}: Omit<TextInputProps, 'onChange' | 'type'> & { value: string; onSearch: (text: string) => void }) {
  return (
    <TextInput
      type="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      maxLength={100}
      onChange={(e) => onSearch(e.currentTarget.value)}
      {...props}
    />
  );
}
