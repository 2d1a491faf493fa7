import { useState } from 'react';
import { Button, Card, Group, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconExternalLink, IconPencil } from '@tabler/icons-react';
import { formRule, whatsappLinkProblem } from '@portal/domain/rules';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';
import { useUpdateWhatsappLink } from '../../../api/class-writes.ts';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

interface LinkForm {
  whatsappLink: string;
}

/** The link the leader types: required, a WhatsApp group invitation (the API's rule). */
const linkRule = formRule<LinkForm>(({ whatsappLink }) => ({
  whatsappLink: whatsappLinkProblem(whatsappLink, true)?.message,
}));

/**
 * The class's WhatsApp group: everyone in the class sees the link; its group leader also edits it
 * (view → Editar → save or cancel). Only https://chat.whatsapp.com/… links are accepted, as the API does.
 */
export function WhatsappLinkCard({
  classId,
  status,
  link,
  canEdit,
}: {
  classId: number;
  status: string;
  link: string | null;
  canEdit: boolean;
}) {
  const popup = usePopup();
  const update = useUpdateWhatsappLink();
  // A double tap or Enter pressed twice sends one request.
  const updateOnce = useMutateOnce(update);
  const [editing, setEditing] = useState(false);
  const form = useValidatedForm(linkRule, { defaultValues: { whatsappLink: '' } });

  const startEditing = () => {
    form.reset({ whatsappLink: link ?? '' });
    setEditing(true);
  };

  const save = ({ whatsappLink }: LinkForm) => {
    const value = whatsappLink.trim();
    updateOnce(
      { classId, whatsappLink: value, status },
      {
        onSuccess: () => {
          setEditing(false);
          popup.show({
            type: 'success',
            title: 'Enlace actualizado',
            message: 'Tus compañeros ya ven el nuevo enlace del grupo de WhatsApp.',
          });
        },
        onError: (err) =>
          popup.show(
            failurePopup(
              'Error al actualizar el enlace de WhatsApp',
              err,
              'No se pudo guardar el enlace. Intenta nuevamente.',
            ),
          ),
      },
    );
  };

  return (
    <Card withBorder radius="lg" padding="md" shadow="xs" h="100%">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          <ThemeIcon size={44} radius="md" variant="light" color="teal" aria-hidden>
            <IconBrandWhatsapp size={24} />
          </ThemeIcon>
          <Text fz="xs" fw={600} tt="uppercase" c="dimmed" lts="0.04em">
            Grupo de WhatsApp
          </Text>
        </Group>
        {editing ? (
          <form onSubmit={form.handleSubmit(save)} noValidate>
            <Stack gap="xs">
              <TextInput
                label="Enlace del grupo de WhatsApp"
                type="url"
                inputMode="url"
                placeholder="https://chat.whatsapp.com/..."
                error={form.formState.errors.whatsappLink?.message}
                disabled={update.isPending}
                autoFocus
                {...form.register('whatsappLink')}
              />
              <Group gap="xs" justify="flex-end">
                <Button variant="default" onClick={() => setEditing(false)} disabled={update.isPending}>
                  Cancelar
                </Button>
                <Button type="submit" loading={update.isPending}>
                  Guardar enlace
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group justify="space-between" gap="xs" wrap="wrap">
            {link ? (
              // A button, not the raw address: a long invitation would break mid-word on a phone.
              <Button
                component="a"
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                color="teal.9"
                h={44}
                leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
                rightSection={<IconExternalLink size={16} aria-hidden />}
                title={link}
                aria-label="Abrir el grupo de WhatsApp (se abre en otra pestaña)"
              >
                Abrir el grupo
              </Button>
            ) : (
              <Text c="dimmed">Sin enlace registrado</Text>
            )}
            {canEdit ? (
              <Button
                variant="light"
                size="sm"
                h={44}
                leftSection={<IconPencil size={16} aria-hidden />}
                onClick={startEditing}
                aria-label="Editar el enlace del grupo de WhatsApp"
              >
                Editar
              </Button>
            ) : null}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
