import { Alert, Button, Flex, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import { formRule, reviewNoteProblem, type ReviewTarget } from '@portal/domain/rules';
import { useValidatedForm } from '../../../lib/use-validated-form.ts';

const NOTE_MAX = 1000;

interface ReviewValues {
  note: string;
  /** The button pressed: each submits the form, having said which decision it is. */
  target: ReviewTarget;
}

/**
 * The decision on a pending class: the comment or reason and "Rechazar" / "Aprobar". The note is checked for
 * the button pressed (`reviewNoteProblem`: a rejection's reason, or why a class under the minimum is
 * approved, REV-3); its problem shows under it, with the focus there.
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
  const form = useValidatedForm(
    formRule<ReviewValues>(({ note, target }) => ({ note: reviewNoteProblem(target, note, missing) })),
    { defaultValues: { note: '', target: 'aprobado' } },
  );
  const busy = pending !== null;
  const decide = ({ note, target }: ReviewValues) => {
    if (target === 'rechazado') onReview(target, note);
    else onReview(target, note, missing > 0);
  };
  /** A decision's button: it says which one it is, then submits the form. */
  const submitAs = (target: ReviewTarget) => ({
    type: 'submit' as const,
    onClick: () => form.setValue('target', target),
  });

  return (
    <form noValidate onSubmit={form.handleSubmit(decide)}>
      <Stack gap="sm">
        {missing > 0 ? (
          <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} title="Debajo del mínimo">
            <Text fz="sm">
              Tiene {enrolled} inscritos; faltan {missing} para el mínimo de {CLASS_MIN_STUDENTS}. Para aprobarla de
              todos modos escribe la razón: quedará en el historial y los estudiantes la verán.
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
          {...form.register('note')}
        />
        <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button
            color="red.9"
            variant="outline"
            leftSection={<IconX size={18} aria-hidden />}
            {...submitAs('rechazado')}
            loading={pending === 'rechazado'}
            disabled={busy && pending !== 'rechazado'}
          >
            Rechazar
          </Button>
          <Button
            color="teal.9"
            leftSection={<IconCheck size={18} aria-hidden />}
            {...submitAs('aprobado')}
            loading={pending === 'aprobado'}
            disabled={busy && pending !== 'aprobado'}
          >
            Aprobar
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
