import { useForm, type FieldErrors, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** Where a field sits on the page: its input (`name`), or a group of controls marked `data-field`. */
function fieldElement(scope: ParentNode, name: string): Element | null {
  return scope.querySelector(`[name="${name}"], [data-field="${name}"]`);
}

/** The invalid fields in the order a person reads them (those not found on the page last). */
function inReadingOrder(names: string[], scope: ParentNode): string[] {
  const placed = names.map((name) => ({ name, element: fieldElement(scope, name) }));
  placed.sort((a, b) => {
    if (!a.element || !b.element) return a.element ? -1 : b.element ? 1 : 0;
    return a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
  return placed.map((p) => p.name);
}

/**
 * The one way to make a form (docs/architecture.md, «A form»): react-hook-form whose resolver is the form's
 * rule from `packages/domain` — a zod schema, or a rule function made a schema by `formRule` — through
 * `standardSchemaResolver`. A submit with problems sends nothing: every invalid field shows its message
 * under it (Mantine ties it to the input with `aria-describedby`) and the first one in reading order,
 * not in the order the fields registered, takes the focus.
 */
export function useValidatedForm<TValues extends FieldValues, TOutput = TValues>(
  rule: StandardSchemaV1<TValues, TOutput>,
  options: Omit<UseFormProps<TValues, unknown, TOutput>, 'resolver' | 'shouldFocusError'> = {},
): UseFormReturn<TValues, unknown, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    ...options,
    resolver: standardSchemaResolver(rule),
    shouldFocusError: false,
  });
  const handleSubmit: UseFormReturn<TValues, unknown, TOutput>['handleSubmit'] = (onValid, onInvalid) => (event) => {
    const scope = event?.currentTarget instanceof HTMLElement ? event.currentTarget : document;
    const focusFirst = (errors: FieldErrors<TValues>) => {
      const [first] = inReadingOrder(
        Object.keys(errors).filter((name) => name !== 'root'),
        scope,
      );
      if (first) form.setFocus(first as Parameters<typeof form.setFocus>[0]);
    };
    return form.handleSubmit(onValid, (errors, e) => {
      focusFirst(errors);
      return onInvalid?.(errors, e);
    })(event);
  };
  // A new object each render, as react-hook-form's own: its formState is read through it.
  return { ...form, handleSubmit };
}
