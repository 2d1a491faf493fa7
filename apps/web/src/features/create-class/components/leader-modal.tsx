import { Button, Flex, Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBrandWhatsapp, IconCash, IconMessages, IconStar } from '@tabler/icons-react';
import { Dialog } from '../../../components/dialog.tsx';

/** The duties of a group leader, accepted before a student proposes a class. */
export const LEADER_DUTIES = [
  { Icon: IconMessages, text: 'Organizar la comunicación entre tus compañeros y la coordinación académica.' },
  { Icon: IconCash, text: 'Reunir los pagos de inscripción de los integrantes del grupo.' },
  { Icon: IconBrandWhatsapp, text: 'Compartir el enlace del grupo de WhatsApp de la clase.' },
] as const;

/** A student who proposes a class becomes its group leader; the form opens only after they accept. */
export function LeaderModal({
  opened,
  onAccept,
  onCancel,
}: {
  opened: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      opened={opened}
      onClose={onCancel}
      size="md"
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="turquesa.8" variant="light" aria-hidden>
            <IconStar size={22} />
          </ThemeIcon>
          <Text fw={700} fz="lg" c="navy.8">
            Serás el jefe de grupo
          </Text>
        </Group>
      }
    >
      <Stack gap="md">
        <Text>
          Quien propone una clase queda inscrito en ella como jefe de grupo. La clase cuenta como una de tus 2
          inscripciones. Tus responsabilidades:
        </Text>
        <List spacing="sm" center>
          {LEADER_DUTIES.map(({ Icon, text }) => (
            <List.Item
              key={text}
              icon={
                <ThemeIcon size={32} radius="xl" color="navy" variant="light" aria-hidden>
                  <Icon size={18} />
                </ThemeIcon>
              }
            >
              <Text lh={1.5}>{text}</Text>
            </List.Item>
          ))}
        </List>
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={onAccept} data-autofocus>
            Acepto ser jefe de grupo
          </Button>
        </Flex>
      </Stack>
    </Dialog>
  );
}
