import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { waitlistPositionText } from '@portal/domain/rules';
import type { StudentWaitlists } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { ScheduleText } from '../../../components/schedule-text.tsx';
import { useWaitlistAction } from '../../../api/waitlist.ts';
import { CardGrid } from '../../../components/card-grid.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { WaitlistOffer } from './waitlist-offer.tsx';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * "Mis Cursos": the classes the student waits for, with the place in line. When a place frees and
 * they still qualify it is offered to them with a deadline: they accept it (and the class moves to
 * their courses) or decline it.
 */
export function WaitlistSection({ lists }: { lists: StudentWaitlists }) {
  const action = useWaitlistAction();
  const actionOnce = useMutateOnce(action);
  const popup = usePopup();
  if (lists.length === 0) return null;
  const leave = (classId: number, name: string) =>
    actionOnce(
      { classId, action: 'leave' },
      {
        onSuccess: () =>
          popup.show({
            type: 'success',
            title: 'Saliste de la lista de espera',
            message: `Ya no estás en la lista de espera de ${name}.`,
          }),
        onError: (err) => popup.show(failurePopup('Lista de espera', err, 'No se pudo completar la acción.')),
      },
    );
  return (
    <Stack gap="sm" component="section" aria-labelledby="waitlists-title">
      <Title order={2} size="h3" c="navy.8" id="waitlists-title">
        Listas de espera ({lists.length})
      </Title>
      <Text c="dimmed" fz="sm">
        Si se libera un lugar y sigues cumpliendo los requisitos, te lo apartamos y te avisamos: tienes un plazo para
        aceptarlo.
      </Text>
      <CardGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {lists.map(({ class: cls, position, total, offer_expires_at: offer }) => {
          const name = classTitle(cls);
          return (
            <Card key={cls.id_class} withBorder radius="lg" padding="lg">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  {name}
                </Title>
                <ScheduleText schedules={cls.Schedules} />
                {offer ? <WaitlistOffer classId={cls.id_class} name={name} expiresAt={offer} /> : null}
                <Group justify="space-between" gap="xs">
                  <Text fw={700} c="navy.8">
                    {waitlistPositionText(position, total)}
                  </Text>
                  <Button
                    variant="outline"
                    color="red.9"
                    leftSection={<IconX size={16} aria-hidden />}
                    loading={action.isPending && action.variables?.classId === cls.id_class}
                    onClick={() => leave(cls.id_class, name)}
                    aria-label={`Salir de la lista de espera de ${name} (clase ${cls.id_class})`}
                  >
                    Salir de la lista de espera
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        })}
      </CardGrid>
    </Stack>
  );
}
