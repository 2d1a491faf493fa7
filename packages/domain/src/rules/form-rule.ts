import type { StandardSchemaV1 } from '@standard-schema/spec';

/** The message under each invalid field of a form, by field name (none, null or '' for a valid field). */
export type FieldProblems<T> = Partial<Record<keyof T & string, string | null | undefined>>;

/**
 * A form's rule written as a function that names every invalid field, as a Standard Schema: the one
 * shape a form's rule has on the web (docs/architecture.md, «A form»), like the zod schemas, without
 * bringing zod into a light screen. Valid values come out unchanged.
 */
export function formRule<T>(check: (values: T) => FieldProblems<T>): StandardSchemaV1<T, T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'portal',
      validate(value) {
        const issues = Object.entries(check(value as T))
          .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
          .map(([field, message]) => ({ message, path: [field] }));
        return issues.length > 0 ? { issues } : { value: value as T };
      },
    },
  };
}

/** A rule's list of problems (`{ field, message }`, in its order) as each field's first one. */
export function firstProblemByField<T>(problems: readonly { field: string; message: string }[]): FieldProblems<T> {
  const byField: Record<string, string> = {};
  for (const { field, message } of problems) byField[field] ??= message;
  return byField as FieldProblems<T>;
}
