import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Title } from '@mantine/core';
import type { ClassFormValues } from './class-form-values.ts';

/** What every fieldset of the class form gets from the form around it. */
export interface ClassFieldsetProps {
  form: UseFormReturn<ClassFormValues>;
  /** The problem shown under a field since the last submit (it updates as the field changes). */
  errorOf: (field: keyof ClassFormValues) => string | undefined;
  /** The level of the section headings inside the form. */
  headingLevel: 2 | 3;
}

/** The heading of one of the form's sections. */
export function FieldsetTitle({ order, children }: { order: 2 | 3; children: ReactNode }) {
  return (
    <Title order={order} size="h5" c="navy.8">
      {children}
    </Title>
  );
}
