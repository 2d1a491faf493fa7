import { useState } from 'react';
import { Avatar, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCash, IconTrash } from '@tabler/icons-react';
import { ENROLMENT_KIND_LABELS } from '@portal/domain/rules';
import type { ClassPayments, Classmate, EnrolmentPayment } from '@portal/domain/schemas';
import { EmptyState, ErrorState, LoadingState } from '../../../components/page-states.tsx';
import { usePopup } from '../../../components/popup/popup-context.ts';
import { LeaderBadge } from '../../../components/leader-badge.tsx';
import { ToneBadge } from '../../../components/tone-badge.tsx';
import { PaymentBadge, PaymentSummary } from '../../../components/payment-badge.tsx';
import { paymentsByStudent } from '../../../api/payments.ts';
import { useRemoveStudent } from '../../../api/class-admin.ts';
import { enrolledName } from '../roster-view.ts';
import { PaymentDialog, type PaymentTarget } from './payment-dialog.tsx';
import { KindSelect } from './kind-select.tsx';
import styles from './enrolled-list.module.css';
import { initials } from '../../../lib/initials.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { PlainList } from '../../../components/plain-list.tsx';
import { failurePopup } from '../../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../../lib/use-one-at-a-time.ts';

const CONFIRM_TEXT = '¿Estás seguro de que deseas eliminar a este estudiante de la clase?';

/** A row's compact action: its icon and a short word (narrow screens show the icon only), `label` naming it in full. */
function RowAction({
  Icon,
  short,
  label,
  danger = false,
  onClick,
}: {
  Icon: typeof IconCash;
  short: string;
  label: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="light"
      color={danger ? 'red' : undefined}
      c={danger ? 'red.9' : undefined}
      size="sm"
      h={40}
      px="sm"
      className={styles.removeButton}
      leftSection={<Icon size={18} aria-hidden />}
      onClick={onClick}
      aria-label={label}
      title={label}
      style={{ flex: 'none' }}
    >
      <span className={styles.removeLabel}>{short}</span>
    </Button>
  );
}

function EnrolledRow({
  classId,
  canCorrectKind,
  entry,
  canRemove,
  onRemove,
  payment,
  onPay,
}: {
  classId: number;
  /** The kind is corrected while the class has not released its students nor closed its acta. */
  canCorrectKind: boolean;
  entry: Classmate;
  canRemove: boolean;
  onRemove: (entry: Classmate) => void;
  payment: EnrolmentPayment | undefined;
  /** Absent where payments cannot be recorded (a released class). */
  onPay?: (target: PaymentTarget) => void;
}) {
  const name = enrolledName(entry);
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={name}>
      <Group gap="sm" wrap="nowrap" align="center">
        <Avatar radius="xl" size={44} color={entry.group_leader ? 'turquesa' : 'navy'} variant="light" aria-hidden>
          {initials(name)}
        </Avatar>
        <div style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="wrap" align="center">
            <Text fw={700} c="navy.8" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {entry.group_leader ? <LeaderBadge /> : null}
            {entry.kind && entry.kind !== 'ordinaria' ? (
              <ToneBadge tone={entry.kind === 'especial' ? 'red' : 'yellow'}>
                {ENROLMENT_KIND_LABELS[entry.kind]}
              </ToneBadge>
            ) : null}
            {payment ? <PaymentBadge status={payment.status} /> : null}
          </Group>
          <Text fz="sm" c="dimmed">
            No. de control:{' '}
            <Text span fw={600} c="dark.6">
              {entry.student.control_number}
            </Text>
          </Text>
          {entry.student.career?.name || entry.kind ? (
            <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {[
                entry.student.career?.name,
                entry.kind && !canCorrectKind ? `Tipo de curso: ${ENROLMENT_KIND_LABELS[entry.kind]}` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          ) : null}
          {entry.kind && canCorrectKind ? (
            <KindSelect classId={classId} studentId={entry.id_student} name={name} kind={entry.kind} />
          ) : null}
        </div>
        {onPay ? (
          <RowAction
            Icon={IconCash}
            short="Pago"
            label={`Registrar pago de ${name}`}
            onClick={() => onPay({ studentId: entry.id_student, name, payment })}
          />
        ) : null}
        {/* A read-only roster (class closed to changes) offers no removal at all. */}
        {canRemove ? (
          <RowAction
            Icon={IconTrash}
            short="Eliminar"
            label={`Eliminar a ${name} de la clase`}
            danger
            onClick={() => onRemove(entry)}
          />
        ) : null}
      </Group>
    </Card>
  );
}

/**
 * The enrolled students (docs/architecture.md, Screens): name, control number, 'Líder' badge and a remove button that asks
 * for confirmation first (docs/rules.md INS-10); 'Estudiante Eliminado' or 'Error al Eliminar' afterwards (docs/rules.md INS-11).
 */
export function EnrolledList({
  classId,
  entries,
  loading,
  loadError,
  onRetry,
  locked,
  payments,
  canRecordPayment,
  canCorrectKind = false,
}: {
  classId: number;
  entries: readonly Classmate[];
  loading: boolean;
  loadError: boolean;
  onRetry: () => void;
  locked: boolean;
  payments: ClassPayments | undefined;
  /** Payments are recorded while the class has not released its students, even when its roster is closed. */
  canRecordPayment: boolean;
  /** How each student takes the subject may be corrected (not in a released or finished class). */
  canCorrectKind?: boolean;
}) {
  const popup = usePopup();
  const remove = useRemoveStudent();
  const removeOnce = useMutateOnce(remove);
  const [pending, setPending] = useState<Classmate | null>(null);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const paymentOf = paymentsByStudent(payments);
  const [lastPending, setLastPending] = useState<Classmate | null>(null);
  if (pending && pending !== lastPending) setLastPending(pending);
  const shown = pending ?? lastPending;

  const confirm = () => {
    if (!pending) return;
    removeOnce(
      { classId, studentId: pending.id_student },
      {
        onSuccess: () => {
          setPending(null);
          popup.show({
            type: 'success',
            title: 'Estudiante Eliminado',
            message: 'El estudiante ha sido eliminado de la clase exitosamente.',
          });
        },
        onError: (err) => {
          setPending(null);
          popup.show(failurePopup('Error al Eliminar', err, 'No se pudo eliminar al estudiante. Intente nuevamente.'));
        },
      },
    );
  };

  let body: React.ReactNode;
  if (loading) body = <LoadingState label="Cargando estudiantes inscritos..." />;
  else if (loadError)
    body = <ErrorState title="Error al cargar la lista de estudiantes inscritos." onRetry={onRetry} />;
  else if (entries.length === 0) body = <EmptyState title="No hay estudiantes inscritos en esta clase." />;
  else
    body = (
      <PlainList gap="xs" aria-labelledby="roster-list-title">
        {entries.map((entry) => (
          <EnrolledRow
            key={entry.id_student_class}
            classId={classId}
            canCorrectKind={canCorrectKind}
            entry={entry}
            canRemove={!locked}
            onRemove={setPending}
            payment={paymentOf.get(entry.id_student)}
            onPay={canRecordPayment && payments ? setPaying : undefined}
          />
        ))}
      </PlainList>
    );

  return (
    <SectionCard
      titleId="roster-list-title"
      title={<>Estudiantes inscritos{!loading && !loadError ? ` (${entries.length})` : ''}</>}
      shadow="xs"
    >
      {payments ? <PaymentSummary payments={payments} /> : null}
      {body}
      <Dialog
        opened={pending !== null}
        onClose={() => (remove.isPending ? undefined : setPending(null))}
        title="Eliminar estudiante"
      >
        <Stack gap="md">
          <Text>{CONFIRM_TEXT}</Text>
          {shown ? (
            <Text fw={600} c="navy.8">
              {enrolledName(shown)} · {shown.student.control_number}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setPending(null)} disabled={remove.isPending}>
              Cancelar
            </Button>
            <Button color="red.9" onClick={confirm} loading={remove.isPending}>
              Eliminar
            </Button>
          </Group>
        </Stack>
      </Dialog>
      <PaymentDialog classId={classId} target={paying} onClose={() => setPaying(null)} />
    </SectionCard>
  );
}
