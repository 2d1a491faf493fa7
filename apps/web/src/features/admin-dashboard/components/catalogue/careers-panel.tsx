import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { SectionCard } from '../../../../components/section-card.tsx';
import { ErrorState, LoadingState } from '../../../../components/page-states.tsx';
import { ToneBadge } from '../../../../components/tone-badge.tsx';
import { Dialog, DialogTitle } from '../../../../components/dialog.tsx';
import { usePopup } from '../../../../components/popup/popup-context.ts';
import { failurePopup } from '../../../../components/popup/failure-popup.ts';
import { userMessage } from '../../../../lib/api-client.ts';
import { useCreateCareer, usePatchCareer, type CareerItem } from '../../../../api/catalog-admin.ts';
import { CareerForm } from './career-form.tsx';
import { useMutateOnce } from '../../../../lib/use-one-at-a-time.ts';

/**
 * «Carreras» of the catalogue (docs/rules.md ELE-1): each career with «Renombrar» and «Retirar» / «Restaurar» (a
 * career is never deleted: its subjects and students keep it), and «Nueva carrera».
 */
export function CareersPanel({ careers }: { careers: UseQueryResult<CareerItem[]> }) {
  const popup = usePopup();
  const create = useCreateCareer();
  const patch = usePatchCareer();
  // «Guardar carrera», «Retirar» or «Restaurar» confirmed twice (a double tap, Enter pressed twice) is sent once.
  const createOnce = useMutateOnce(create);
  const patchOnce = useMutateOnce(patch);
  // null: closed; 'new': «Nueva carrera»; a career: renaming it.
  const [form, setForm] = useState<CareerItem | 'new' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const submitting = create.isPending || (patch.isPending && busyId === null);

  const close = () => {
    setForm(null);
    setFormError(null);
  };
  const done = (title: string, message: string) => {
    close();
    popup.show({ type: 'success', title, message });
  };
  const refused = (fallback: string) => (err: unknown) => setFormError(userMessage(err, fallback));

  const save = (name: string) => {
    setFormError(null);
    if (form === 'new') {
      createOnce(
        { name },
        {
          onSuccess: (c) => done('Carrera creada', `Se creó ${c.name}.`),
          onError: refused('No se pudo crear la carrera. Intenta nuevamente.'),
        },
      );
    } else if (form) {
      patchOnce(
        { id: form.id_career, body: { name } },
        {
          onSuccess: (c) => done('Carrera actualizada', `La carrera ahora se llama ${c.name}.`),
          onError: refused('No se pudo renombrar la carrera. Intenta nuevamente.'),
        },
      );
    }
  };

  const retire = (career: CareerItem) => {
    setBusyId(career.id_career);
    patchOnce(
      { id: career.id_career, body: { retired: !career.retired } },
      {
        onSuccess: (c) =>
          popup.show({
            type: 'success',
            title: 'Catálogo actualizado',
            message: c.retired
              ? `Se retiró ${c.name}: ya no se ofrece y sus materias y estudiantes la conservan.`
              : `Se restauró ${c.name}.`,
          }),
        onError: (err) =>
          popup.show(failurePopup('Carreras', err, 'No se pudo guardar el cambio. Intenta nuevamente.')),
        onSettled: () => setBusyId(null),
      },
    );
  };

  let list;
  if (careers.isPending) list = <LoadingState label="Cargando las carreras..." />;
  else if (careers.isError)
    list = (
      <ErrorState
        title="Error al cargar las carreras"
        message={userMessage(careers.error, 'No se pudieron cargar las carreras.')}
        onRetry={() => void careers.refetch()}
      />
    );
  else
    list = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {careers.data.map((c) => (
          <CareerRow
            key={c.id_career}
            career={c}
            busy={busyId === c.id_career}
            onRename={() => setForm(c)}
            onRetire={() => retire(c)}
          />
        ))}
      </SimpleGrid>
    );

  return (
    <SectionCard
      titleId="catalogo-carreras"
      title="Carreras"
      description={
        careers.isSuccess ? `${careers.data.length} carrera${careers.data.length === 1 ? '' : 's'}` : undefined
      }
    >
      <Group justify="flex-end">
        <Button variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setForm('new')}>
          Nueva carrera
        </Button>
      </Group>
      {list}
      <Dialog
        opened={form !== null}
        onClose={() => !submitting && close()}
        title={<DialogTitle>{form === 'new' ? 'Nueva carrera' : 'Renombrar carrera'}</DialogTitle>}
      >
        {form ? (
          <CareerForm
            key={form === 'new' ? 'new' : form.id_career}
            initial={form === 'new' ? undefined : form.name}
            submitting={submitting}
            serverError={formError}
            onSubmit={save}
            onCancel={close}
          />
        ) : null}
      </Dialog>
    </SectionCard>
  );
}

function CareerRow({
  career,
  busy,
  onRename,
  onRetire,
}: {
  career: CareerItem;
  busy: boolean;
  onRename: () => void;
  onRetire: () => void;
}) {
  const titleId = `carrera-${career.id_career}`;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" gap="xs">
        <Group gap="xs" style={{ minWidth: 0 }}>
          <Text fw={600} c="navy.8" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {career.name}
          </Text>
          {career.retired ? <ToneBadge tone="gray">Retirada</ToneBadge> : null}
        </Group>
        <Group gap="xs">
          <Button
            size="compact-sm"
            variant="light"
            disabled={busy}
            onClick={onRename}
            aria-label={`Renombrar ${career.name}`}
          >
            Renombrar
          </Button>
          <Button
            size="compact-sm"
            variant={career.retired ? 'light' : 'default'}
            color={career.retired ? undefined : 'red'}
            loading={busy}
            onClick={onRetire}
            aria-label={`${career.retired ? 'Restaurar' : 'Retirar'} ${career.name}`}
          >
            {career.retired ? 'Restaurar' : 'Retirar'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
