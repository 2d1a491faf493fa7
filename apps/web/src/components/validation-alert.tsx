import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/**
 * Next to a form's submit button once a submit found invalid fields: the spec's "Error de validación"
 * title (the admin's enrolment says "Error de Validación"), inline rather than a popup, pointing at the
 * fields — each says its own problem under it, so the message is not repeated here.
 */
export function ValidationAlert({ count, title = 'Error de validación' }: { count: number; title?: string }) {
  if (count === 0) return null;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      {count === 1 ? 'Revisa el campo marcado.' : `Revisa los ${count} campos marcados.`}
    </Alert>
  );
}
