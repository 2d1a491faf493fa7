import { useEffect, useRef } from 'react';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMailForward } from '@tabler/icons-react';
import type { SentInvitation } from '@portal/domain/schemas';

/**
 * The link of an invitation just sent: shown this once (the server keeps only its hash), with a
 * button that copies it. It was also emailed to the teacher. «Cerrar» calls `onClose`, which gives the focus back.
 */
export function InvitationLink({ sent, onClose }: { sent: SentInvitation; onClose: () => void }) {
  const url = new URL(sent.link, window.location.origin).href;
  // The link is what the admin came for (to copy it): it takes the focus, selected, as it appears.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), [sent]);
  return (
    <Alert
      color="navy"
      variant="light"
      icon={<IconMailForward aria-hidden />}
      title={`Invitación enviada a ${sent.name}`}
      role="status"
    >
      <Stack gap="xs">
        <Text fz="sm">Enviamos el enlace a {sent.email}. Vale 7 días y una sola vez; solo se muestra ahora.</Text>
        <TextInput
          ref={field}
          label="Enlace de la invitación"
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Group gap="sm">
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                color={copied ? 'green.8' : 'navy'}
                leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              >
                {copied ? 'Enlace copiado' : 'Copiar enlace'}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
