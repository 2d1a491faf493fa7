import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { ERROR_MESSAGES } from '@portal/domain/errors';
import { applicantFullName, formatApplicationPhone } from '@portal/domain/rules';
import type { TeacherApplication } from '@portal/domain/schemas';
import { ErrorState, LoadingState } from '../../components/page-states.tsx';
import { usePopup } from '../../components/popup/popup-context.ts';
import { paths } from '../../config/paths.ts';
import { canRetry, userMessage } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useApplication } from '../../api/teacher-applications.ts';
import { useReviewApplication } from '../../api/teacher-applications.ts';
import { ReviewBadge } from './components/review-badge.tsx';
import { CvPreview } from './components/cv-preview.tsx';
import { formatRequestedDate } from './format-date.ts';
import { BackLink } from '../../components/back-link.tsx';
import { failurePopup } from '../../components/popup/failure-popup.ts';
import { useMutateOnce } from '../../lib/use-one-at-a-time.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Box component="dd" m={0} fz="md" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Stack>
  );
}

function ReviewButtons({ item }: { item: TeacherApplication }) {
  const review = useReviewApplication(item.id);
  const reviewOnce = useMutateOnce(review);
  const popup = usePopup();
  const decide = (accepted: boolean) =>
    reviewOnce(accepted, {
      onSuccess: () =>
        popup.show({
          type: 'success',
          title: accepted ? 'Solicitud aceptada' : 'Solicitud no aceptada',
          message: accepted
            ? `La solicitud de ${applicantFullName(item)} quedó aceptada.`
            : `La solicitud de ${applicantFullName(item)} quedó marcada como no aceptada.`,
        }),
      onError: (error) =>
        popup.show(
          failurePopup(
            'Error al actualizar la solicitud',
            error,
            'No se pudo actualizar la solicitud. Intenta nuevamente.',
          ),
        ),
    });
  const declined = !item.accepted && item.reviewed_at !== null;
  return (
    <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
      <Button
        color="teal.9"
        // Mantine's hover for teal.9 is teal.8, too light for white text (axe): hover a shade darker instead.
        vars={() => ({ root: { '--button-hover': '#06664a' } })}
        leftSection={<IconCheck size={18} aria-hidden />}
        disabled={item.accepted || review.isPending}
        onClick={() => decide(true)}
        miw={180}
      >
        {review.isPending && review.variables === true ? 'Guardando...' : 'Aceptar solicitud'}
      </Button>
      <Button
        variant="outline"
        color="red.9"
        leftSection={<IconX size={18} aria-hidden />}
        disabled={declined || review.isPending}
        onClick={() => decide(false)}
        miw={180}
      >
        {review.isPending && review.variables === false ? 'Guardando...' : 'Rechazar solicitud'}
      </Button>
    </Group>
  );
}

function ApplicationDetail({ item }: { item: TeacherApplication }) {
  const name = applicantFullName(item);
  const requested = item.requested_class;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title order={1} size="h2" c="navy.8" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <ReviewBadge item={item} />
      </Group>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md" m={0}>
          <Field label="Nombre">{name}</Field>
          <Field label="Correo">
            <Anchor href={`mailto:${item.contact_email}`}>{item.contact_email}</Anchor>
          </Field>
          <Field label="Teléfono">
            <Anchor href={`tel:${item.contact_phone.replace(/[^\d+]/g, '')}`}>
              {formatApplicationPhone(item.contact_phone)}
            </Anchor>
          </Field>
          <Field label="Fecha de solicitud">{formatRequestedDate(item.created_at)}</Field>
          <Field label="Clase solicitada">
            {requested
              ? `${requested.subject_name} (${requested.clave}) · ${requested.period}`
              : 'Ninguna en particular'}
          </Field>
          <Field label="Revisión">
            {item.reviewed_at
              ? `${item.accepted ? 'Aceptada' : 'No aceptada'}${item.reviewer_name ? ` por ${item.reviewer_name}` : ''} el ${formatRequestedDate(item.reviewed_at)}`
              : 'Sin revisar'}
          </Field>
        </SimpleGrid>
        <Box mt="md">
          <dl style={{ margin: 0 }}>
            <Field label="Motivo">
              <Text style={{ whiteSpace: 'pre-wrap' }}>{item.reason || 'No especificado'}</Text>
            </Field>
          </dl>
        </Box>
      </Paper>
      <ReviewButtons item={item} />
      <Stack gap="sm">
        <Title order={2} fz="h3" c="navy.8">
          CV
        </Title>
        <CvPreview key={item.id} cv={item.cv} applicantName={name} />
      </Stack>
    </Stack>
  );
}

/** /admin/teacher-applications/{id}: one application, its CV preview, accept or decline. */
export function ApplicationDetailPage() {
  usePageTitle('Detalle de la solicitud');
  const { id: rawId } = useParams();
  const id = rawId && /^\d{1,9}$/.test(rawId) && Number(rawId) > 0 ? Number(rawId) : null;
  const query = useApplication(id);

  let content;
  if (id === null)
    content = <ErrorState title="Error al cargar los detalles." message={ERROR_MESSAGES.applicationNotFound} />;
  else if (query.isPending) content = <LoadingState label="Cargando solicitud..." />;
  else if (query.isError)
    content = (
      <ErrorState
        title="Error al cargar los detalles."
        message={userMessage(query.error, '')}
        onRetry={canRetry(query.error) ? () => void query.refetch() : undefined}
      />
    );
  else content = <ApplicationDetail item={query.data} />;

  return (
    <Box maw={960} mx="auto">
      <Stack gap="lg">
        <BackLink to={paths.teacherApplications}>Volver a las solicitudes</BackLink>
        {content}
      </Stack>
    </Box>
  );
}
