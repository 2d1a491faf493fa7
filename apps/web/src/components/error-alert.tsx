import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A failure said where it happened: red, with the alert icon, announced at once (role="alert"). */
export function ErrorAlert({ icon = <IconAlertCircle aria-hidden />, ...props }: AlertProps) {
  return <Alert color="red" variant="light" icon={icon} role="alert" {...props} />;
}
