import { useState } from 'react';
import { Alert, Button, Divider, Flex, Group, Loader, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { canReview, missingForQuorum, type ReviewTarget } from '@portal/domain/rules';
import { CLASS_MIN_STUDENTS } from '@portal/domain/constants';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useStaffClass } from '../../../api/classes.ts';
import { REVIEW_TEXTS } from '../texts.ts';
import { ClassFacts } from './class-facts.tsx';

const NOTE_MAX = 1000;

/** The last review of a class already decided: who, when, and the comment or reason. */
function LastReview({ classId }: { classId: number }) {
  const detail = useStaffClass(classId);
  if (detail.isPending) return <Loader size="sm" aria-label="Cargando revisión" />;
  const review = detail.data?.status_history?.findLast((h) => h.from_status === 'pendiente');
  if (!review) return null;
  const when = new Date(review.changed_at).toLocaleDateString('es-MX', { dateStyle: 'long' });
  return (
    <Alert color="navy" variant="light" icon={<IconInfoCircle aria-hidden />} title="Revisión">
      <Text fz="sm">
        {review.to_status === 'rechazado' ? 'Rechazada' : 'Aprobada'} el {when}
        {review.changed_by ? ` por ${review.changed_by.name}` : ''}.
      </Text>
      {review.comment ? (
        <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
          {review.to_status === 'rechazado' ? 'Razón: ' : 'Comentario: '}
          {review.comment}
        </Text>
      ) : null}
    </Alert>
  );
}

/**
 * The review modal (docs/architecture.md, Screens; docs/rules.md R35): approve with an optional comment, or reject with a required reason
 * ('Debes proporcionar una razón para rechazar la clase'). A class no longer pending is shown read-only.
 */
export function ReviewModal({
  cls,
  pending,
  onReview,
  onClose,
}: {
  cls: ClassItem | null;
  /** Which decision is being sent, if any. */
  pending: ReviewTarget | null;
  onReview: (target: ReviewTarget, note: string, belowQuorum?: boolean) => void;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [shownId, setShownId] = useState<number | null>(null);
  // A new class starts with an empty note.
  if ((cls?.id_class ?? null) !== shownId) {
    setShownId(cls?.id_class ?? null);
    setNote('');
    setError(null);
  }

  const reject = () => {
    if (note.trim() === '') {
      setError(REVIEW_TEXTS.reasonRequired);
      return;
    }
    onReview('rechazado', note);
  };

  const missing = cls ? missingForQuorum(cls.enrrolled) : 0;
  const approve = () => {
    if (missing > 0 && note.trim() === '') {
      setError(REVIEW_TEXTS.belowQuorumReasonRequired);
      return;
    }
    onReview('aprobado', note, missing > 0);
  };

  const reviewable = cls !== null && canReview(cls.status);
  const busy = pending !== null;

  return (
    <Modal
      opened={cls !== null}
      onClose={() => !busy && onClose()}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      radius="lg"
      size="lg"
      title={
        <Text component="span" fw={700} fz="lg" c="navy.8">
          {cls ? classTitle(cls) : ''}
        </Text>
      }
    >
      {cls ? (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={cls.status} />
          </Group>
          <ClassFacts cls={cls} />
          <Divider />
          {reviewable ? (
            <Stack gap="sm">
              {missing > 0 ? (
                <Alert color="orange" variant="light" icon={<IconInfoCircle aria-hidden />} title="Debajo del mínimo">
                  <Text fz="sm">
                    Tiene {cls.enrrolled} inscritos; faltan {missing} para el mínimo de {CLASS_MIN_STUDENTS}. Para
                    aprobarla de todos modos escribe la razón: quedará en el historial y los estudiantes la verán.
                  </Text>
                </Alert>
              ) : null}
              <Textarea
                label="Comentario o razón"
                description="Opcional al aprobar. Obligatorio al rechazar: quien propuso la clase verá la razón."
                autosize
                minRows={3}
                maxLength={NOTE_MAX}
                value={note}
                error={error}
                disabled={busy}
                onChange={(e) => {
                  setNote(e.currentTarget.value);
                  if (error) setError(null);
                }}
              />
              <Flex direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose} disabled={busy}>
                  Cancelar
                </Button>
                <Button
                  color="red.9"
                  variant="outline"
                  leftSection={<IconX size={18} aria-hidden />}
                  onClick={reject}
                  loading={pending === 'rechazado'}
                  disabled={busy && pending !== 'rechazado'}
                >
                  Rechazar
                </Button>
                <Button
                  color="teal.9"
                  leftSection={<IconCheck size={18} aria-hidden />}
                  onClick={approve}
                  loading={pending === 'aprobado'}
                  disabled={busy && pending !== 'aprobado'}
                >
                  Aprobar
                </Button>
              </Flex>
            </Stack>
          ) : (
            <Stack gap="sm">
              <LastReview classId={cls.id_class} />
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose} data-autofocus>
                  Cerrar
                </Button>
              </Group>
            </Stack>
          )}
        </Stack>
      ) : null}
    </Modal>
  );
}
