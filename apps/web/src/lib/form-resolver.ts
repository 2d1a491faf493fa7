import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** The message under each invalid field of a form, by field name. */
export type FieldProblems<T> = Partial<Record<keyof T & string, string | null | undefined>>;

/**
 * A react-hook-form resolver from a domain rule that names every invalid field at once (the forms
 * whose rules are not a zod schema). A form with problems is never submitted; each shows under its field.
 */
export function problemsResolver<T extends FieldValues>(check: (values: T) => FieldProblems<T>): Resolver<T> {
  return async (values) => {
    const errors: Record<string, FieldError> = {};
    for (const [field, message] of Object.entries(check(values))) {
      if (typeof message === 'string' && message) errors[field] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<T> } : { values, errors: {} };
  };
}
