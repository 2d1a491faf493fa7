import { useState } from 'react';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { MAX_PAGE_SIZE } from '@portal/domain/constants';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { Dialog, DialogTitle } from '../../../components/dialog.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { reviewClass, useAdminClasses } from '../../../api/class-admin.ts';
import { useInvalidateClasses } from '../../../api/classes.ts';
import { userMessage } from '../../../lib/api-client.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';

type Outcome = { ok: true } | { ok: false; reason: string };

/**
 * «Aprobar las listas»: every pending class that reached the minimum, approved with one confirmation. Each class
 * is still its own request, one after the other — the server decides each on its own rules (a class another
 * administrator rejected meanwhile, or that lost students, is refused with its own message) — and the dialog
 * lists what happened to each, so a registrar sees at a glance which ones need a look.
 */
export function BulkApproval({ period }: { period: number | null }) {
  const ready = useAdminClasses({ page: 1, pageSize: MAX_PAGE_SIZE, status: 'pendiente', period, quorum: 'ready' });
  const invalidate = useInvalidateClasses();
  const [opened, setOpened] = useState(false);
  // The classes as they were confirmed: the list refreshes under the dialog while it works.
  const [batch, setBatch] = useState<readonly ClassItem[]>([]);
  const [outcomes, setOutcomes] = useState<ReadonlyMap<number, Outcome>>(new Map());
  const [running, setRunning] = useState(false);
  // «Aprobar» confirmed twice (Enter pressed twice before `running` reaches the button) runs the batch once.
  const once = useOneAtATime();

  const classes = ready.data?.data ?? [];
  const count = ready.data?.meta.total ?? 0;
  const done = batch.length > 0 && outcomes.size === batch.length;
  const approved = [...outcomes.values()].filter((o) => o.ok).length;

  const open = () => {
    setBatch(classes);
    setOutcomes(new Map());
    setOpened(true);
  };

  const run = async () => {
    setRunning(true);
    for (const cls of batch) {
      let outcome: Outcome;
      try {
        await reviewClass({ classId: cls.id_class, target: 'aprobado', note: '' });
        outcome = { ok: true };
      } catch (err) {
        outcome = { ok: false, reason: userMessage(err, 'No se pudo aprobar la clase.') };
      }
      setOutcomes((prev) => new Map(prev).set(cls.id_class, outcome));
    }
    setRunning(false);
    await invalidate();
  };

  // Once the batch ran, the list it came from may be empty: the dialog stays with its results until closed.
  if (count === 0 && !opened) return null;
  return (
    <>
      {count > 0 ? (
        <Button variant="light" leftSection={<IconChecks size={18} aria-hidden />} onClick={open}>
          Aprobar las listas ({count})
        </Button>
      ) : null}
      <Dialog
        opened={opened}
        onClose={() => (running ? undefined : setOpened(false))}
        size="lg"
        title={<DialogTitle>Aprobar las clases listas</DialogTitle>}
      >
        <Stack gap="md">
          {batch.length < count ? (
            <Text fz="sm">
              Se aprobarán las primeras {batch.length} de {count}; las demás quedan para una siguiente vuelta.
            </Text>
          ) : (
            <Text fz="sm">
              Estas {batch.length} clases tienen el mínimo de inscritos. Cada una se aprueba por separado: si alguna ya
              no puede aprobarse, se dice por qué y las demás siguen.
            </Text>
          )}
          <List spacing={6} listStyleType="none" p={0} m={0} aria-label="Clases a aprobar">
            {batch.map((cls) => {
              const outcome = outcomes.get(cls.id_class);
              return (
                <List.Item key={cls.id_class}>
                  <Group gap="xs" wrap="wrap">
                    <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {classTitle(cls)} (clase {cls.id_class}) · {cls.enrrolled}/{cls.max_students}
                    </Text>
                    {outcome?.ok ? (
                      <ToneBadge tone="teal" tt="none">
                        Aprobada
                      </ToneBadge>
                    ) : outcome ? (
                      <ToneBadge tone="red" tt="none">
                        No aprobada
                      </ToneBadge>
                    ) : null}
                  </Group>
                  {outcome && !outcome.ok ? (
                    <Text fz="sm" c="red.9">
                      {outcome.reason}
                    </Text>
                  ) : null}
                </List.Item>
              );
            })}
          </List>
          {done ? (
            <Alert color={approved === batch.length ? 'teal' : 'yellow'} variant="light" role="status">
              {approved === batch.length
                ? approved === 1
                  ? 'Se aprobó la clase.'
                  : `Se aprobaron las ${approved} clases.`
                : `Se aprobaron ${approved} de ${batch.length} clases; las demás dicen por qué.`}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            {done ? (
              <Button onClick={() => setOpened(false)} data-autofocus>
                Cerrar
              </Button>
            ) : (
              <>
                <Button variant="default" onClick={() => setOpened(false)} disabled={running} data-autofocus>
                  Cancelar
                </Button>
                <Button onClick={() => once(run)} loading={running}>
                  Aprobar {batch.length} {batch.length === 1 ? 'clase' : 'clases'}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Dialog>
    </>
  );
}
