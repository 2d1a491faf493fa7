import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** Shown for the temporary profile (id_user 0) used while the API cannot be reached (docs/rules.md ACC-10). */
export function OfflineBanner() {
  return (
    <Alert color="yellow" variant="light" icon={<IconWifiOff aria-hidden />} title="Modo sin conexión">
      No se pudo conectar con el servidor. Se muestra solo la información básica de tu cuenta institucional.
    </Alert>
  );
}
