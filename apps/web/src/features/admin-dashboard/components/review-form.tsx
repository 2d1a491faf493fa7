import { useForm } from 'react-hook-form';
import { Alert, Button, Flex, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { ReviewTarget } from '@portal/domain/rules';
import { REVIEW_TEXTS } from '../texts.ts';

const NOTE_MAX = 1000;

interface ReviewValues {
  note: string;
}

/** What the note must say for a decision: a rejection's reason, or why a class under the minimum is approved (R35). */
function noteProblem(target: ReviewTarget, note: string, missing: number): string | null {
  if (note.trim() !== '') return null;
  if (target === 'rechazado') return REVIEW_TEXTS.reasonRequired;
  return missing > 0 ? REVIEW_TEXTS.belowQuorumReasonRequired : null;
}

/**
 * The decision on a pending class: the comment or reason and "Rechazar" / "Aprobar". The note is checked for
 * the button pressed; its problem shows under it, with the focus there.
 */
export function ReviewForm({
  enrolled,
  missing,
  pending,
  onReview,
  onClose,
}: {
  enrolled: number;
  /** Students still missing for the minimum group size (0: it has enough). */
  missing: number;
  pending: ReviewTarget | null;
  onReview: (target: ReviewTarget, note: string, belowQuorum?: boolean) => void;
  onClose: () => void;
}) {
  const form = useForm<ReviewValues>({ defaultValues: { note: '' } });
  const busy = pending !== null;
  // Each button submits the same one-field form; what the note must say depends on the button.
  const decide = (target: ReviewTarget) =>
    void form.handleSubmit(({ note }) => {
      const problem = noteProblem(target, note, missing);
      if (problem) return form.setError('note', { type: 'validate', message: problem }, { shouldFocus: true });
      if (target === 'rechazado') onReview(target, note);
      else onReview(target, note, missing > 0);
    })();

  return (
    <Stack gap="sm">
      {missing > 0 ? (
        <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} title="Debajo del mínimo">
          <Text fz="sm">
            Tiene {enrolled} inscritos; faltan {missing} para el mínimo de {CLASS_MIN_STUDENTS}. Para aprobarla de todos
            modos escribe la razón: quedará en el historial y los estudiantes la verán.
          </Text>
        </Alert>
      ) : null}
      <Textarea
        label="Comentario o razón"
        description="Opcional al aprobar. Obligatorio al rechazar: quien propuso la clase verá la razón."
        autosize
        minRows={3}
        maxLength={NOTE_MAX}
        error={form.formState.errors.note?.message}
        disabled={busy}
        {...form.register('note', { onChange: () => form.clearErrors('note') })}
      />
      <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button
          color="red.9"
          variant="outline"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => decide('rechazado')}
          loading={pending === 'rechazado'}
          disabled={busy && pending !== 'rechazado'}
        >
          Rechazar
        </Button>
        <Button
          color="teal.9"
          leftSection={<IconCheck size={18} aria-hidden />}
          onClick={() => decide('aprobado')}
          loading={pending === 'aprobado'}
          disabled={busy && pending !== 'aprobado'}
        >
          Aprobar
        </Button>
      </Flex>
    </Stack>
  );
}
