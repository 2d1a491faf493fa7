import { useState } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { DEBOUNCE_MS } from '@portal/domain/constants';
import { Dialog, DialogTitle } from '../../../components/dialog.tsx';
import { SearchInput } from '../../../components/search-input.tsx';
import { userMessage } from '../../../lib/api-client.ts';
import { useInterestAction, useMyInterests, useSubjectSearch } from '../../../api/interests.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

/**
 * «Me interesa» (docs/rules.md DEM-1): the subjects the student needs this summer, whether or not a class of
 * them exists — they hear when one is proposed or approved. Loaded only when opened (the class browser's
 * first view keeps its weight).
 */
export function InterestDialog({
  opened,
  onClose,
  studentId,
}: {
  opened: boolean;
  onClose: () => void;
  studentId: number;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, DEBOUNCE_MS.subjectName);
  const mine = useMyInterests(studentId);
  const found = useSubjectSearch(debounced);
  const action = useInterestAction();
  // A double tap on «Me interesa» marks once (a second toggle in flight would read the list before the first).
  const toggleOnce = useMutateOnce(action);
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string } | null>(null);
  const marked = new Set((mine.data?.subjects ?? []).map((s) => s.id));
  const max = mine.data?.max ?? 5;

  const toggle = (subjectId: number, name: string) => {
    const withdraw = marked.has(subjectId);
    toggleOnce(
      { subjectId, action: withdraw ? 'withdraw' : 'mark' },
      {
        onSuccess: () =>
          setFeedback({
            ok: true,
            text: withdraw
              ? `Quitaste «Me interesa» de ${name}.`
              : `Marcaste «Me interesa» en ${name}: te avisaremos cuando se proponga o apruebe una clase.`,
          }),
        onError: (err) => setFeedback({ ok: false, text: userMessage(err, 'No se pudo guardar tu interés.') }),
      },
    );
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={<DialogTitle>Materias que me interesan</DialogTitle>} size="lg">
      <Stack gap="md">
        <Text fz="sm">
          Marca hasta {max} materias que necesitas este verano, aunque todavía no tengan clase. Quien proponga una clase
          verá cuántos están interesados, y te avisaremos cuando se proponga o apruebe.
        </Text>
        <div>
          <Text fw={600} fz="sm" mb={4}>
            Mis materias ({marked.size} de {max})
          </Text>
          {mine.data && mine.data.subjects.length > 0 ? (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {mine.data.subjects.map((s) => (
                <Group key={s.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm">
                    {s.name}{' '}
                    <Text span c="dimmed" fz="xs">
                      ({s.clave})
                    </Text>{' '}
                    <Badge variant="light" color={s.classes > 0 ? 'teal' : 'gray'} size="sm">
                      {s.classes > 0 ? (s.classes === 1 ? '1 clase' : `${s.classes} clases`) : 'Sin clase'}
                    </Badge>
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    aria-label={`Quitar «Me interesa» de ${s.name}`}
                    onClick={() => toggle(s.id, s.name)}
                  >
                    Quitar
                  </Button>
                </Group>
              ))}
            </Stack>
          ) : (
            <Text fz="sm" c="dimmed">
              {mine.isPending ? 'Cargando...' : 'Aún no marcas ninguna materia.'}
            </Text>
          )}
        </div>
        <SearchInput
          label="Buscar una materia"
          placeholder="Nombre de la materia"
          value={search}
          onSearch={setSearch}
          data-autofocus
        />
        {found.data ? (
          found.data.length === 0 ? (
            <Text fz="sm" c="dimmed" role="status">
              No hay materias con ese nombre.
            </Text>
          ) : (
            <Stack
              gap={6}
              component="ul"
              aria-label="Materias encontradas"
              style={{ listStyle: 'none', padding: 0, margin: 0 }}
            >
              {found.data.map((s) => (
                <Group key={s.id_subject} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm">
                    {s.name}{' '}
                    <Text span c="dimmed" fz="xs">
                      ({s.clave})
                    </Text>
                  </Text>
                  <Button
                    size="compact-sm"
                    variant={marked.has(s.id_subject) ? 'light' : 'filled'}
                    aria-pressed={marked.has(s.id_subject)}
                    aria-label={`Me interesa: ${s.name}`}
                    loading={action.isPending && action.variables?.subjectId === s.id_subject}
                    onClick={() => toggle(s.id_subject, s.name)}
                  >
                    {marked.has(s.id_subject) ? 'Me interesa ✓' : 'Me interesa'}
                  </Button>
                </Group>
              ))}
            </Stack>
          )
        ) : null}
        {feedback ? (
          <Text fz="sm" c={feedback.ok ? 'teal.9' : 'red.9'} role={feedback.ok ? 'status' : 'alert'}>
            {feedback.text}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
