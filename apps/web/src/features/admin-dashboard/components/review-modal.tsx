import { useState } from 'react';
import { Alert, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { canReview, missingForQuorum, type ReviewTarget } from '@portal/domain/rules';
import type { ClassItem } from '@portal/domain/schemas';
import { classTitle } from '../../../components/class-card/index.ts';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { useStaffClass } from '../../../api/class-admin.ts';
import { ClassFacts } from './class-facts.tsx';
import { ReviewForm } from './review-form.tsx';
import { Dialog, DialogTitle, DialogCloseRow } from '../../../components/dialog.tsx';

/** The last review of a class already decided: who, when, and the comment or reason. */
function LastReview({ classId }: { classId: number }) {
  const detail = useStaffClass(classId);
  if (detail.isPending) return <Loader size="sm" role="status" aria-label="Cargando revisión" />;
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
 * The review modal (docs/architecture.md, Screens; docs/rules.md REV-3): approve with an optional comment, or reject with a required reason
 * ('Debes proporcionar una razón para rechazar la clase'). A class no longer pending, or of a summer that ended, is
 * shown read-only.
 */
export function ReviewModal({
  cls: current,
  pending,
  onReview,
  onClose,
  readOnly = false,
}: {
  cls: ClassItem | null;
  /** A summer that ended: the class is shown, nothing is decided. */
  readOnly?: boolean;
  /** Which decision is being sent, if any. */
  pending: ReviewTarget | null;
  onReview: (target: ReviewTarget, note: string, belowQuorum?: boolean) => void;
  onClose: () => void;
}) {
  // While it closes, the dialog keeps the class it showed, and its name: a dialog without one is announced
  // (and checked) as unnamed until its exit transition ends.
  const [cls, setShown] = useState(current);
  if (current !== null && current !== cls) setShown(current);
  const missing = cls ? missingForQuorum(cls.enrrolled) : 0;
  const reviewable = !readOnly && cls !== null && canReview(cls.status);
  const busy = pending !== null;

  return (
    <Dialog
      opened={current !== null}
      onClose={() => !busy && onClose()}
      onExitTransitionEnd={() => setShown(null)}
      size="lg"
      title={<DialogTitle>{cls ? classTitle(cls) : ''}</DialogTitle>}
    >
      {cls ? (
        <Stack gap="md">
          <Group gap="xs">
            <StatusBadge status={cls.status} />
          </Group>
          <ClassFacts cls={cls} />
          <Divider />
          {reviewable ? (
            // A new class starts with an empty note.
            <ReviewForm
              key={cls.id_class}
              enrolled={cls.enrrolled}
              missing={missing}
              pending={pending}
              onReview={onReview}
              onClose={onClose}
            />
          ) : (
            <Stack gap="sm">
              <LastReview classId={cls.id_class} />
              <DialogCloseRow onClose={onClose} />
            </Stack>
          )}
        </Stack>
      ) : null}
    </Dialog>
  );
}
